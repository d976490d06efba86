// The subdivisions of the Russian Federation as ISO 3166-2:RU lists them (83 codes: 21 republics, 9 krais,
// 46 oblasts, 2 autonomous cities, 1 autonomous oblast, 4 autonomous okrugs).
// Source of the codes and of the Russian names: ISO 3166-2:RU, as published by ISO on the Online Browsing
// Platform (https://www.iso.org/obp/ui/#iso:code:3166:RU), whose subdivision names are in Russian and, like
// the ISO list, put the name first ("Адыгея, Республика"). The Italian and English names are our
// translations in the forms usual in each language, name first so that a sorted list reads by name.
// Not listed by ISO under RU, and so not here: Crimea and Sevastopol.

import type { RuSubdivisionCode } from './ru-subdivision-codes';

export type SubdivisionNames = { it: string; ru: string; en: string };

// A Record over the code union: TypeScript refuses this object if a code is missing or one is added.
export const RU_SUBDIVISION_NAMES: Record<RuSubdivisionCode, SubdivisionNames> = {
  // Republics
  'RU-AD': { ru: 'Адыгея, Республика', it: 'Adighezia (repubblica)', en: 'Adygea, Republic of' },
  'RU-AL': { ru: 'Алтай, Республика', it: 'Altaj (repubblica)', en: 'Altai, Republic of' },
  'RU-BA': { ru: 'Башкортостан, Республика', it: 'Baschiria (repubblica)', en: 'Bashkortostan, Republic of' },
  'RU-BU': { ru: 'Бурятия, Республика', it: 'Buriazia (repubblica)', en: 'Buryatia, Republic of' },
  'RU-CE': { ru: 'Чеченская Республика', it: 'Cecenia (repubblica)', en: 'Chechen Republic' },
  'RU-CU': { ru: 'Чувашская Республика', it: 'Ciuvascia (repubblica)', en: 'Chuvash Republic' },
  'RU-DA': { ru: 'Дагестан, Республика', it: 'Daghestan (repubblica)', en: 'Dagestan, Republic of' },
  'RU-IN': { ru: 'Ингушетия, Республика', it: 'Inguscezia (repubblica)', en: 'Ingushetia, Republic of' },
  'RU-KB': { ru: 'Кабардино-Балкарская Республика', it: 'Cabardino-Balcaria (repubblica)', en: 'Kabardino-Balkarian Republic' },
  'RU-KL': { ru: 'Калмыкия, Республика', it: 'Calmucchia (repubblica)', en: 'Kalmykia, Republic of' },
  'RU-KC': { ru: 'Карачаево-Черкесская Республика', it: 'Karačaj-Circassia (repubblica)', en: 'Karachay-Cherkess Republic' },
  'RU-KR': { ru: 'Карелия, Республика', it: 'Carelia (repubblica)', en: 'Karelia, Republic of' },
  'RU-KK': { ru: 'Хакасия, Республика', it: 'Chakassia (repubblica)', en: 'Khakassia, Republic of' },
  'RU-KO': { ru: 'Коми, Республика', it: 'Komi (repubblica)', en: 'Komi, Republic of' },
  'RU-ME': { ru: 'Марий Эл, Республика', it: 'Mari El (repubblica)', en: 'Mari El, Republic of' },
  'RU-MO': { ru: 'Мордовия, Республика', it: 'Mordovia (repubblica)', en: 'Mordovia, Republic of' },
  'RU-SA': { ru: 'Саха (Якутия), Республика', it: 'Sacha-Jacuzia (repubblica)', en: 'Sakha (Yakutia), Republic of' },
  'RU-SE': { ru: 'Северная Осетия — Алания, Республика', it: 'Ossezia Settentrionale-Alania (repubblica)', en: 'North Ossetia–Alania, Republic of' },
  'RU-TA': { ru: 'Татарстан, Республика', it: 'Tatarstan (repubblica)', en: 'Tatarstan, Republic of' },
  'RU-TY': { ru: 'Тыва, Республика', it: 'Tuva (repubblica)', en: 'Tuva, Republic of' },
  'RU-UD': { ru: 'Удмуртская Республика', it: 'Udmurtia (repubblica)', en: 'Udmurt Republic' },
  // Krais
  'RU-ALT': { ru: 'Алтайский край', it: 'Altaj (territorio)', en: 'Altai Krai' },
  'RU-KAM': { ru: 'Камчатский край', it: 'Kamčatka (territorio)', en: 'Kamchatka Krai' },
  'RU-KHA': { ru: 'Хабаровский край', it: 'Chabarovsk (territorio)', en: 'Khabarovsk Krai' },
  'RU-KDA': { ru: 'Краснодарский край', it: 'Krasnodar (territorio)', en: 'Krasnodar Krai' },
  'RU-KYA': { ru: 'Красноярский край', it: 'Krasnojarsk (territorio)', en: 'Krasnoyarsk Krai' },
  'RU-PER': { ru: 'Пермский край', it: "Perm' (territorio)", en: 'Perm Krai' },
  'RU-PRI': { ru: 'Приморский край', it: 'Litorale (territorio)', en: 'Primorsky Krai' },
  'RU-STA': { ru: 'Ставропольский край', it: "Stavropol' (territorio)", en: 'Stavropol Krai' },
  'RU-ZAB': { ru: 'Забайкальский край', it: 'Transbajkalia (territorio)', en: 'Zabaykalsky Krai' },
  // Oblasts
  'RU-AMU': { ru: 'Амурская область', it: "Amur (oblast')", en: 'Amur Oblast' },
  'RU-ARK': { ru: 'Архангельская область', it: "Arcangelo (oblast')", en: 'Arkhangelsk Oblast' },
  'RU-AST': { ru: 'Астраханская область', it: "Astrachan' (oblast')", en: 'Astrakhan Oblast' },
  'RU-BEL': { ru: 'Белгородская область', it: "Belgorod (oblast')", en: 'Belgorod Oblast' },
  'RU-BRY': { ru: 'Брянская область', it: "Brjansk (oblast')", en: 'Bryansk Oblast' },
  'RU-CHE': { ru: 'Челябинская область', it: "Čeljabinsk (oblast')", en: 'Chelyabinsk Oblast' },
  'RU-IRK': { ru: 'Иркутская область', it: "Irkutsk (oblast')", en: 'Irkutsk Oblast' },
  'RU-IVA': { ru: 'Ивановская область', it: "Ivanovo (oblast')", en: 'Ivanovo Oblast' },
  'RU-KGD': { ru: 'Калининградская область', it: "Kaliningrad (oblast')", en: 'Kaliningrad Oblast' },
  'RU-KLU': { ru: 'Калужская область', it: "Kaluga (oblast')", en: 'Kaluga Oblast' },
  'RU-KEM': { ru: 'Кемеровская область — Кузбасс', it: "Kemerovo-Kuzbass (oblast')", en: 'Kemerovo Oblast – Kuzbass' },
  'RU-KIR': { ru: 'Кировская область', it: "Kirov (oblast')", en: 'Kirov Oblast' },
  'RU-KOS': { ru: 'Костромская область', it: "Kostroma (oblast')", en: 'Kostroma Oblast' },
  'RU-KGN': { ru: 'Курганская область', it: "Kurgan (oblast')", en: 'Kurgan Oblast' },
  'RU-KRS': { ru: 'Курская область', it: "Kursk (oblast')", en: 'Kursk Oblast' },
  'RU-LEN': { ru: 'Ленинградская область', it: "Leningrado (oblast')", en: 'Leningrad Oblast' },
  'RU-LIP': { ru: 'Липецкая область', it: "Lipeck (oblast')", en: 'Lipetsk Oblast' },
  'RU-MAG': { ru: 'Магаданская область', it: "Magadan (oblast')", en: 'Magadan Oblast' },
  'RU-MOS': { ru: 'Московская область', it: "Mosca (oblast')", en: 'Moscow Oblast' },
  'RU-MUR': { ru: 'Мурманская область', it: "Murmansk (oblast')", en: 'Murmansk Oblast' },
  'RU-NIZ': { ru: 'Нижегородская область', it: "Nižnij Novgorod (oblast')", en: 'Nizhny Novgorod Oblast' },
  'RU-NGR': { ru: 'Новгородская область', it: "Novgorod (oblast')", en: 'Novgorod Oblast' },
  'RU-NVS': { ru: 'Новосибирская область', it: "Novosibirsk (oblast')", en: 'Novosibirsk Oblast' },
  'RU-OMS': { ru: 'Омская область', it: "Omsk (oblast')", en: 'Omsk Oblast' },
  'RU-ORE': { ru: 'Оренбургская область', it: "Orenburg (oblast')", en: 'Orenburg Oblast' },
  'RU-ORL': { ru: 'Орловская область', it: "Orël (oblast')", en: 'Oryol Oblast' },
  'RU-PNZ': { ru: 'Пензенская область', it: "Penza (oblast')", en: 'Penza Oblast' },
  'RU-PSK': { ru: 'Псковская область', it: "Pskov (oblast')", en: 'Pskov Oblast' },
  'RU-ROS': { ru: 'Ростовская область', it: "Rostov (oblast')", en: 'Rostov Oblast' },
  'RU-RYA': { ru: 'Рязанская область', it: "Rjazan' (oblast')", en: 'Ryazan Oblast' },
  'RU-SAK': { ru: 'Сахалинская область', it: "Sachalin (oblast')", en: 'Sakhalin Oblast' },
  'RU-SAM': { ru: 'Самарская область', it: "Samara (oblast')", en: 'Samara Oblast' },
  'RU-SAR': { ru: 'Саратовская область', it: "Saratov (oblast')", en: 'Saratov Oblast' },
  'RU-SMO': { ru: 'Смоленская область', it: "Smolensk (oblast')", en: 'Smolensk Oblast' },
  'RU-SVE': { ru: 'Свердловская область', it: "Sverdlovsk (oblast')", en: 'Sverdlovsk Oblast' },
  'RU-TAM': { ru: 'Тамбовская область', it: "Tambov (oblast')", en: 'Tambov Oblast' },
  'RU-TOM': { ru: 'Томская область', it: "Tomsk (oblast')", en: 'Tomsk Oblast' },
  'RU-TUL': { ru: 'Тульская область', it: "Tula (oblast')", en: 'Tula Oblast' },
  'RU-TVE': { ru: 'Тверская область', it: "Tver' (oblast')", en: 'Tver Oblast' },
  'RU-TYU': { ru: 'Тюменская область', it: "Tjumen' (oblast')", en: 'Tyumen Oblast' },
  'RU-ULY': { ru: 'Ульяновская область', it: "Ul'janovsk (oblast')", en: 'Ulyanovsk Oblast' },
  'RU-VLA': { ru: 'Владимирская область', it: "Vladimir (oblast')", en: 'Vladimir Oblast' },
  'RU-VGG': { ru: 'Волгоградская область', it: "Volgograd (oblast')", en: 'Volgograd Oblast' },
  'RU-VLG': { ru: 'Вологодская область', it: "Vologda (oblast')", en: 'Vologda Oblast' },
  'RU-VOR': { ru: 'Воронежская область', it: "Voronež (oblast')", en: 'Voronezh Oblast' },
  'RU-YAR': { ru: 'Ярославская область', it: "Jaroslavl' (oblast')", en: 'Yaroslavl Oblast' },
  // Autonomous cities (cities of federal significance)
  'RU-MOW': { ru: 'Москва', it: 'Mosca (città federale)', en: 'Moscow' },
  'RU-SPE': { ru: 'Санкт-Петербург', it: 'San Pietroburgo (città federale)', en: 'Saint Petersburg' },
  // Autonomous oblast
  'RU-YEV': { ru: 'Еврейская автономная область', it: "Ebraica (oblast' autonoma)", en: 'Jewish Autonomous Oblast' },
  // Autonomous okrugs
  'RU-CHU': { ru: 'Чукотский автономный округ', it: 'Čukotka (circondario autonomo)', en: 'Chukotka Autonomous Okrug' },
  'RU-KHM': { ru: 'Ханты-Мансийский автономный округ — Югра', it: 'Chanty-Mansi-Jugra (circondario autonomo)', en: 'Khanty-Mansi Autonomous Okrug – Yugra' },
  'RU-NEN': { ru: 'Ненецкий автономный округ', it: 'Nenec (circondario autonomo)', en: 'Nenets Autonomous Okrug' },
  'RU-YAN': { ru: 'Ямало-Ненецкий автономный округ', it: 'Jamalo-Nenec (circondario autonomo)', en: 'Yamalo-Nenets Autonomous Okrug' },
};
