import type { SeedCategory } from './types';

// Catalogue tree: five families, each with its subcategories, placed where a buyer looks for them (wall-mounted
// splits under split systems; cassette, ducted, floor/ceiling, column and VRF under commercial air conditioners).
// Italian is the source text. A database that already holds the tree is moved by a migration, not by this file.
// seoTitle carries no brand (the layout appends it); seoDescription is 120–160 characters.

const picture = (family: string) => `/images/products/${family}.svg`;

export const categories: SeedCategory[] = [
  {
    slug: 'split-systems',
    sortOrder: 10,
    picture: picture('wall-split'),
    name: { it: 'Sistemi split', ru: 'Сплит-системы', en: 'Split systems' },
    description: {
      it: 'Split inverter a R32 a parete e sistemi multi-split per uffici, negozi, alberghi e abitazioni: da 2,5 a 7 kW per ambiente, fino a cinque unità interne su una sola unità esterna.',
      ru: 'Инверторные настенные сплит-системы на R32 и мульти-сплит-системы для офисов, магазинов, гостиниц и квартир: от 2,5 до 7 кВт на помещение, до пяти внутренних блоков на одном наружном.',
      en: 'R32 inverter wall-mounted splits and multi-split systems for offices, shops, hotels and homes: 2.5 to 7 kW per room, up to five indoor units on one outdoor unit.',
    },
    seoTitle: {
      it: 'Sistemi split a parete e multi-split inverter',
      ru: 'Настенные сплит-системы и мульти-сплит-системы',
      en: 'Wall-mounted splits and multi-split systems',
    },
    seoDescription: {
      it: 'Split a parete inverter a R32 da 2,5 a 7 kW e unità esterne multi-split per 2–5 ambienti. Dati tecnici e prezzi per Russia, CSI e Turkmenistan.',
      ru: 'Настенные инверторные сплит-системы на R32 от 2,5 до 7 кВт и мульти-сплит-системы на 2–5 помещений. Характеристики и цены для России, СНГ и Туркменистана.',
      en: 'R32 inverter wall-mounted splits from 2.5 to 7 kW and multi-split units for 2 to 5 rooms. Specifications and prices for Russia, the CIS and Turkmenistan.',
    },
    children: [
      {
        slug: 'wall-mounted-splits',
        sortOrder: 10,
        picture: picture('wall-split'),
        name: { it: 'Split a parete', ru: 'Настенные сплит-системы', en: 'Wall-mounted splits' },
        description: {
          it: "Unità interne a parete con compressore DC inverter, da 2,5 a 7 kW, per uffici, negozi e camere d'albergo.",
          ru: 'Настенные внутренние блоки с DC-инверторным компрессором мощностью от 2,5 до 7 кВт для офисов, магазинов и гостиничных номеров.',
          en: 'Wall-mounted indoor units with DC inverter compressors, 2.5 to 7 kW, for offices, shops and hotel rooms.',
        },
        seoTitle: {
          it: 'Split a parete inverter R32',
          ru: 'Настенные инверторные сплит-системы R32',
          en: 'Wall-mounted inverter splits, R32',
        },
        seoDescription: {
          it: 'Split a parete inverter a R32 da 2,5 a 7 kW, in classe fino ad A+++. Confronta SEER, SCOP, livelli sonori e dimensioni delle unità interne ed esterne.',
          ru: 'Настенные инверторные сплит-системы на R32 от 2,5 до 7 кВт с классом до A+++. Сравните SEER, SCOP, уровень шума и размеры внутренних и наружных блоков.',
          en: 'R32 inverter wall-mounted splits from 2.5 to 7 kW, rated up to A+++. Compare SEER, SCOP, sound levels and the dimensions of indoor and outdoor units.',
        },
      },
      {
        slug: 'multi-split-systems',
        sortOrder: 20,
        picture: picture('multi-split'),
        name: { it: 'Sistemi multi-split', ru: 'Мульти-сплит-системы', en: 'Multi-split systems' },
        description: {
          it: 'Unità esterne a cui collegare da due a cinque unità interne di tipo diverso, con regolazione indipendente in ogni ambiente.',
          ru: 'Наружные блоки, к которым подключается от двух до пяти внутренних блоков разных типов с независимым регулированием в каждом помещении.',
          en: 'Outdoor units that serve two to five indoor units of different types, with independent control in each room.',
        },
        seoTitle: {
          it: 'Unità esterne multi-split inverter',
          ru: 'Наружные блоки мульти-сплит-систем',
          en: 'Multi-split inverter outdoor units',
        },
        seoDescription: {
          it: 'Unità esterne multi-split inverter a R32 da 5 a 12 kW per 2–5 unità interne. Combinazioni, lunghezze delle tubazioni e dati di efficienza stagionale.',
          ru: 'Наружные блоки мульти-сплит-систем на R32 от 5 до 12 кВт на 2–5 внутренних блоков. Комбинации, длины трасс и сезонная энергоэффективность.',
          en: 'R32 inverter multi-split outdoor units from 5 to 12 kW for 2 to 5 indoor units. Combinations, piping lengths and seasonal efficiency data.',
        },
      },
    ],
  },
  {
    slug: 'air-conditioners',
    sortOrder: 20,
    picture: picture('cassette'),
    name: { it: 'Climatizzatori commerciali', ru: 'Полупромышленные кондиционеры', en: 'Commercial air conditioners' },
    description: {
      it: 'Climatizzatori inverter a R32 per negozi, ristoranti, sale e uffici open space: unità a cassetta, canalizzabili, pavimento-soffitto e a colonna da 3,5 a 16 kW, e sistemi VRF per edifici con molte zone.',
      ru: 'Инверторные кондиционеры на R32 для магазинов, ресторанов, залов и открытых офисов: кассетные, канальные, напольно-потолочные и колонные блоки от 3,5 до 16 кВт, а также VRF-системы для зданий с большим числом зон.',
      en: 'R32 inverter air conditioners for shops, restaurants, halls and open-plan offices: cassette, ducted, floor/ceiling and column units from 3.5 to 16 kW, and VRF systems for multi-zone buildings.',
    },
    seoTitle: {
      it: 'Climatizzatori commerciali inverter e VRF',
      ru: 'Полупромышленные инверторные кондиционеры и VRF',
      en: 'Commercial inverter air conditioners and VRF',
    },
    seoDescription: {
      it: 'Climatizzatori commerciali a R32: cassette a 4 vie, canalizzabili, pavimento-soffitto, a colonna e VRF. Schede tecniche e richiesta d’offerta per Russia e CSI.',
      ru: 'Полупромышленные кондиционеры на R32: кассетные, канальные, напольно-потолочные, колонные и VRF. Технические данные и запрос предложения для России и СНГ.',
      en: 'Commercial R32 air conditioners: four-way cassettes, ducted, floor/ceiling, column and VRF units. Technical data and quotation requests for Russia and the CIS.',
    },
    children: [
      {
        slug: 'cassette-units',
        sortOrder: 10,
        picture: picture('cassette'),
        name: { it: 'Unità a cassetta', ru: 'Кассетные блоки', en: 'Cassette units' },
        description: {
          it: 'Unità a cassetta a quattro vie per controsoffitti modulari, da 3,5 a 14 kW, con pompa di scarico condensa integrata.',
          ru: 'Четырёхпоточные кассетные блоки для модульных подвесных потолков мощностью от 3,5 до 14 кВт со встроенным дренажным насосом.',
          en: 'Four-way cassette units for modular suspended ceilings, 3.5 to 14 kW, with a built-in condensate pump.',
        },
        seoTitle: {
          it: 'Condizionatori a cassetta 4 vie',
          ru: 'Четырёхпоточные кассетные кондиционеры',
          en: 'Four-way cassette air conditioners',
        },
        seoDescription: {
          it: "Cassette a 4 vie inverter a R32 da 3,5 a 14 kW, per moduli da 600 × 600 mm e pannelli da 950 × 950 mm. Rese, portate d'aria e livelli sonori.",
          ru: 'Четырёхпоточные инверторные кассеты на R32 от 3,5 до 14 кВт для потолков 600 × 600 мм и с панелью 950 × 950 мм. Производительность и уровень шума.',
          en: 'R32 inverter four-way cassettes from 3.5 to 14 kW, for 600 × 600 mm grids and 950 × 950 mm panels. Capacities, airflow and sound levels per model.',
        },
      },
      {
        slug: 'ducted-units',
        sortOrder: 20,
        picture: picture('ducted'),
        name: { it: 'Unità canalizzabili', ru: 'Канальные блоки', en: 'Ducted units' },
        description: {
          it: "Unità canalizzabili a bassa e media prevalenza da installare in controsoffitto, con distribuzione dell'aria tramite canali e bocchette.",
          ru: 'Низко- и средненапорные канальные блоки для скрытого монтажа за подвесным потолком с раздачей воздуха по воздуховодам.',
          en: 'Low and medium static ducted units for concealed installation above the ceiling, distributing air through ducts and grilles.',
        },
        seoTitle: {
          it: 'Condizionatori canalizzabili inverter',
          ru: 'Инверторные канальные кондиционеры',
          en: 'Ducted inverter air conditioners',
        },
        seoDescription: {
          it: "Canalizzabili inverter a R32 da 3,5 a 14 kW con prevalenza regolabile fino a 150 Pa. Portata d'aria, pressione statica e dati elettrici di ogni modello.",
          ru: 'Инверторные канальные кондиционеры на R32 от 3,5 до 14 кВт с настраиваемым напором до 150 Па. Расход воздуха, статическое давление, электропитание.',
          en: 'R32 inverter ducted units from 3.5 to 14 kW with adjustable static pressure up to 150 Pa. Airflow, static pressure and electrical data for each model.',
        },
      },
      {
        slug: 'floor-ceiling-units',
        sortOrder: 30,
        picture: picture('floor-ceiling'),
        name: { it: 'Unità pavimento-soffitto', ru: 'Напольно-потолочные сплит-системы', en: 'Floor/ceiling units' },
        description: {
          it: "Unità interne installabili a pavimento o a soffitto, con lancio d'aria lungo per sale riunioni, ristoranti e showroom.",
          ru: 'Внутренние блоки для напольного или потолочного монтажа с дальнобойной струёй для переговорных, ресторанов и шоурумов.',
          en: 'Indoor units for floor or ceiling mounting, with a long air throw for meeting rooms, restaurants and showrooms.',
        },
        seoTitle: {
          it: 'Condizionatori pavimento-soffitto inverter',
          ru: 'Напольно-потолочные кондиционеры',
          en: 'Floor/ceiling inverter air conditioners',
        },
        seoDescription: {
          it: "Condizionatori pavimento-soffitto inverter a R32 da 5 a 14 kW, con alimentazione monofase o trifase. Rese, portata d'aria, lancio e dimensioni.",
          ru: 'Напольно-потолочные инверторные кондиционеры на R32 от 5 до 14 кВт с однофазным или трёхфазным питанием. Производительность, расход воздуха, размеры.',
          en: 'R32 inverter floor/ceiling air conditioners from 5 to 14 kW, single- or three-phase. Capacity data, airflow, throw and dimensions for each model.',
        },
      },
      {
        slug: 'column-units',
        sortOrder: 40,
        picture: picture('column-unit'),
        name: { it: 'Condizionatori a colonna', ru: 'Колонные кондиционеры', en: 'Column units' },
        description: {
          it: 'Unità verticali a pavimento per grandi ambienti aperti, dove non si può intervenire su pareti o controsoffitti.',
          ru: 'Вертикальные напольные блоки для больших открытых помещений, где нельзя использовать стены или подвесной потолок.',
          en: 'Floor-standing vertical units for large open spaces where walls or ceilings cannot be used.',
        },
        seoTitle: {
          it: 'Condizionatori a colonna inverter',
          ru: 'Инверторные колонные кондиционеры',
          en: 'Floor-standing column air conditioners',
        },
        seoDescription: {
          it: "Condizionatori a colonna inverter a R32 da 12 e 16 kW per negozi, palestre e sale eventi. Portata d'aria, lancio, livelli sonori e dati elettrici.",
          ru: 'Инверторные колонные кондиционеры на R32 мощностью 12 и 16 кВт для магазинов, спортзалов и залов мероприятий. Расход воздуха, шум, электропитание.',
          en: 'R32 inverter column air conditioners of 12 and 16 kW for shops, gyms and event halls. Airflow, air throw, sound levels and electrical data.',
        },
      },
      {
        slug: 'vrf-systems',
        sortOrder: 50,
        picture: picture('vrf'),
        name: { it: 'Sistemi VRF', ru: 'VRF-системы', en: 'VRF systems' },
        description: {
          it: 'Unità esterne VRF a pompa di calore per edifici con molte zone, combinabili tra loro e collegabili ai sistemi di supervisione.',
          ru: 'Наружные блоки VRF-систем с тепловым насосом для зданий с большим числом зон; блоки комбинируются между собой и подключаются к системам диспетчеризации.',
          en: 'Heat pump VRF outdoor units for multi-zone buildings, combinable with each other and ready for building management systems.',
        },
        seoTitle: {
          it: 'Sistemi VRF a pompa di calore',
          ru: 'VRF-системы с тепловым насосом',
          en: 'Heat pump VRF systems',
        },
        seoDescription: {
          it: 'Unità esterne VRF da 8 a 22 HP (22,4–61,5 kW) con compressori scroll DC inverter. Dati tecnici e selezione del sistema su richiesta al distributore.',
          ru: 'Наружные блоки VRF от 8 до 22 HP (22,4–61,5 кВт) со спиральными DC-инверторными компрессорами. Подбор системы — по запросу у дистрибьютора.',
          en: 'VRF outdoor units from 8 to 22 HP (22.4–61.5 kW) with DC inverter scroll compressors. Technical data, with system selection on request.',
        },
      },
    ],
  },
  {
    slug: 'chillers',
    sortOrder: 30,
    picture: picture('chiller-air'),
    name: { it: "Refrigeratori d'acqua", ru: 'Чиллеры', en: 'Chillers' },
    description: {
      it: "Refrigeratori d'acqua e pompe di calore per impianti idronici di edifici commerciali e industriali, da 15 a 600 kW.",
      ru: 'Чиллеры и тепловые насосы для водяных систем коммерческих и промышленных зданий мощностью от 15 до 600 кВт.',
      en: 'Water chillers and heat pumps for hydronic systems in commercial and industrial buildings, from 15 to 600 kW.',
    },
    seoTitle: {
      it: "Refrigeratori d'acqua e pompe di calore",
      ru: 'Чиллеры и тепловые насосы',
      en: 'Water chillers and heat pumps',
    },
    seoDescription: {
      it: "Refrigeratori d'acqua condensati ad aria e ad acqua e pompe di calore reversibili da 15 a 600 kW, con compressori scroll e a vite. Dati tecnici completi.",
      ru: 'Чиллеры с воздушным и водяным охлаждением конденсатора и реверсивные тепловые насосы от 15 до 600 кВт со спиральными и винтовыми компрессорами.',
      en: 'Air-cooled and water-cooled chillers and reversible heat pumps from 15 to 600 kW, with scroll and screw compressors. Full technical data per model.',
    },
    children: [
      {
        slug: 'air-cooled-chillers',
        sortOrder: 10,
        picture: picture('chiller-air'),
        name: {
          it: 'Refrigeratori condensati ad aria',
          ru: 'Чиллеры с воздушным охлаждением',
          en: 'Air-cooled chillers',
        },
        description: {
          it: 'Unità monoblocco per installazione esterna da 20 a 500 kW, con compressori scroll o a vite e ventilatori EC.',
          ru: 'Моноблочные агрегаты наружной установки от 20 до 500 кВт со спиральными или винтовыми компрессорами и EC-вентиляторами.',
          en: 'Packaged outdoor units from 20 to 500 kW with scroll or screw compressors and EC fans.',
        },
        seoTitle: {
          it: "Refrigeratori d'acqua condensati ad aria",
          ru: 'Чиллеры с воздушным охлаждением конденсатора',
          en: 'Air-cooled water chillers',
        },
        seoDescription: {
          it: "Refrigeratori condensati ad aria da 20 a 500 kW con compressori scroll e a vite, refrigeranti R32 e R134a. EER, SEER, portate d'acqua e livelli sonori.",
          ru: 'Чиллеры с воздушным охлаждением от 20 до 500 кВт со спиральными и винтовыми компрессорами на R32 и R134a. EER, SEER, расход воды, уровень шума.',
          en: 'Air-cooled chillers from 20 to 500 kW with scroll and screw compressors on R32 and R134a. EER, SEER, water flow rates and sound levels per model.',
        },
      },
      {
        slug: 'water-cooled-chillers',
        sortOrder: 20,
        picture: picture('chiller-water'),
        name: {
          it: 'Refrigeratori condensati ad acqua',
          ru: 'Чиллеры с водяным охлаждением',
          en: 'Water-cooled chillers',
        },
        description: {
          it: 'Refrigeratori da centrale tecnica abbinati a torri evaporative o dry cooler, con EER superiore a 4,8 alle condizioni nominali.',
          ru: 'Чиллеры для установки в техническом помещении в паре с градирней или драйкулером; EER при номинальных условиях — выше 4,8.',
          en: 'Plant-room chillers working with a cooling tower or dry cooler, with an EER above 4.8 at nominal conditions.',
        },
        seoTitle: {
          it: "Refrigeratori d'acqua condensati ad acqua",
          ru: 'Чиллеры с водяным охлаждением конденсатора',
          en: 'Water-cooled chillers',
        },
        seoDescription: {
          it: "Refrigeratori condensati ad acqua da 120 a 600 kW con compressori scroll e a vite per centrali tecniche. Portate all'evaporatore e al condensatore, EER.",
          ru: 'Чиллеры с водяным охлаждением конденсатора от 120 до 600 кВт для технических помещений. Расход воды через испаритель и конденсатор, EER.',
          en: 'Water-cooled chillers from 120 to 600 kW with scroll and screw compressors for plant rooms. Evaporator and condenser water flows and EER data.',
        },
      },
      {
        slug: 'heat-pump-chillers',
        sortOrder: 30,
        picture: picture('heat-pump'),
        name: { it: 'Pompe di calore aria-acqua', ru: 'Тепловые насосы «воздух — вода»', en: 'Heat pump chillers' },
        description: {
          it: "Unità reversibili che producono acqua refrigerata d'estate e acqua calda fino a 60 °C d'inverno per lo stesso impianto.",
          ru: 'Реверсивные агрегаты, которые летом вырабатывают охлаждённую воду, а зимой — горячую до 60 °C для той же системы.',
          en: 'Reversible units that produce chilled water in summer and hot water up to 60 °C in winter for the same system.',
        },
        seoTitle: {
          it: 'Pompe di calore aria-acqua reversibili',
          ru: 'Реверсивные тепловые насосы «воздух — вода»',
          en: 'Reversible air-to-water heat pumps',
        },
        seoDescription: {
          it: 'Pompe di calore aria-acqua reversibili a R32 da 15 a 90 kW, con acqua calda fino a 60 °C. Rese in raffrescamento e riscaldamento, SCOP e livelli sonori.',
          ru: 'Реверсивные тепловые насосы «воздух — вода» на R32 от 15 до 90 кВт, горячая вода до 60 °C. Производительность, SCOP и уровень шума.',
          en: 'Reversible R32 air-to-water heat pumps from 15 to 90 kW, with hot water up to 60 °C. Cooling and heating capacities, SCOP and sound levels.',
        },
      },
    ],
  },
  {
    slug: 'fan-coils',
    sortOrder: 40,
    picture: picture('fan-coil'),
    name: { it: 'Ventilconvettori', ru: 'Фанкойлы', en: 'Fan coils' },
    description: {
      it: 'Ventilconvettori a due e quattro tubi, a cassetta e canalizzabili, con motori EC, per impianti idronici alimentati da refrigeratori e pompe di calore.',
      ru: 'Двух- и четырёхтрубные, кассетные и канальные фанкойлы с EC-двигателями для водяных систем с чиллерами и тепловыми насосами.',
      en: 'Two- and four-pipe, cassette and ducted fan coils with EC motors, for hydronic systems served by chillers and heat pumps.',
    },
    seoTitle: {
      it: 'Ventilconvettori con motore EC',
      ru: 'Фанкойлы с EC-двигателями',
      en: 'Fan coil units with EC motors',
    },
    seoDescription: {
      it: "Ventilconvettori a 2 e 4 tubi, a cassetta e canalizzabili con motore EC. Rese in raffrescamento e riscaldamento, portate d'acqua e livelli sonori.",
      ru: 'Двух- и четырёхтрубные, кассетные и канальные фанкойлы с EC-двигателями. Производительность, расход воды и уровень шума для каждой модели.',
      en: 'Two- and four-pipe, cassette and ducted fan coils with EC motors. Cooling and heating capacities, water flow rates and sound levels for each model.',
    },
    children: [
      {
        slug: 'two-pipe-fan-coils',
        sortOrder: 10,
        picture: picture('fan-coil'),
        name: { it: 'Ventilconvettori a 2 tubi', ru: 'Двухтрубные фанкойлы', en: 'Two-pipe fan coils' },
        description: {
          it: "Ventilconvettori con mobile per installazione a vista, con un'unica batteria per il raffrescamento estivo e il riscaldamento invernale.",
          ru: 'Фанкойлы в корпусе для открытой установки с одним теплообменником для охлаждения летом и нагрева зимой.',
          en: 'Cased fan coils for exposed installation, with a single coil for summer cooling and winter heating.',
        },
        seoTitle: {
          it: 'Ventilconvettori a 2 tubi',
          ru: 'Двухтрубные фанкойлы',
          en: 'Two-pipe fan coil units',
        },
        seoDescription: {
          it: 'Ventilconvettori a 2 tubi con motore EC da 2 a 5,7 kW in raffrescamento, per installazione a pavimento, parete o soffitto. Portate e perdite di carico.',
          ru: 'Двухтрубные фанкойлы с EC-двигателем холодопроизводительностью от 2 до 5,7 кВт для монтажа на пол, стену или потолок. Расход воды и потери давления.',
          en: 'Two-pipe fan coils with EC motors, 2 to 5.7 kW cooling, for floor, wall or ceiling installation. Water flow rates, pressure drops and sound levels.',
        },
      },
      {
        slug: 'four-pipe-fan-coils',
        sortOrder: 20,
        picture: picture('fan-coil'),
        name: { it: 'Ventilconvettori a 4 tubi', ru: 'Четырёхтрубные фанкойлы', en: 'Four-pipe fan coils' },
        description: {
          it: 'Ventilconvettori con batteria di riscaldamento separata, per passare dal caldo al freddo in ogni zona in qualsiasi momento.',
          ru: 'Фанкойлы с отдельным нагревательным теплообменником: каждая зона в любой момент может переключаться между нагревом и охлаждением.',
          en: 'Fan coils with a separate heating coil, so each zone can switch between heating and cooling at any time.',
        },
        seoTitle: {
          it: 'Ventilconvettori a 4 tubi',
          ru: 'Четырёхтрубные фанкойлы',
          en: 'Four-pipe fan coil units',
        },
        seoDescription: {
          it: 'Ventilconvettori a 4 tubi con batteria calda separata e motore EC, per hotel e uffici. Rese con acqua 7/12 °C e 70/60 °C, portate e livelli sonori.',
          ru: 'Четырёхтрубные фанкойлы с отдельным нагревательным теплообменником и EC-двигателем для гостиниц и офисов. Параметры при воде 7/12 и 70/60 °C.',
          en: 'Four-pipe fan coils with a separate heating coil and EC motor, for hotels and offices. Ratings at 7/12 °C and 70/60 °C water, flow rates, sound.',
        },
      },
      {
        slug: 'cassette-fan-coils',
        sortOrder: 30,
        picture: picture('cassette-fan-coil'),
        name: { it: 'Ventilconvettori a cassetta', ru: 'Кассетные фанкойлы', en: 'Cassette fan coils' },
        description: {
          it: 'Ventilconvettori a cassetta a quattro vie per controsoffitti, con pompa di scarico condensa integrata.',
          ru: 'Четырёхпоточные кассетные фанкойлы для подвесных потолков со встроенным дренажным насосом.',
          en: 'Four-way cassette fan coils for suspended ceilings, with a built-in condensate pump.',
        },
        seoTitle: {
          it: 'Ventilconvettori a cassetta 4 vie',
          ru: 'Кассетные фанкойлы',
          en: 'Four-way cassette fan coils',
        },
        seoDescription: {
          it: "Ventilconvettori a cassetta a 4 vie da 2,6 a 9 kW per moduli da 600 × 600 mm e pannelli da 950 × 950 mm. Rese, portate d'aria e d'acqua, rumorosità.",
          ru: 'Четырёхпоточные кассетные фанкойлы от 2,6 до 9 кВт для потолочных ячеек 600 × 600 мм и с панелью 950 × 950 мм. Расход воздуха и воды, уровень шума.',
          en: 'Four-way cassette fan coils from 2.6 to 9 kW for 600 × 600 mm grids and 950 × 950 mm panels. Capacities, air and water flow rates, sound levels.',
        },
      },
      {
        slug: 'ducted-fan-coils',
        sortOrder: 40,
        picture: picture('ducted-fan-coil'),
        name: { it: 'Ventilconvettori canalizzabili', ru: 'Канальные фанкойлы', en: 'Ducted fan coils' },
        description: {
          it: 'Ventilconvettori da incasso collegati a canali, con prevalenza fino a 120 Pa: in ambiente restano a vista solo diffusori e griglie.',
          ru: 'Фанкойлы скрытого монтажа для работы на воздуховоды с давлением до 120 Па: в помещении видны только диффузоры и решётки.',
          en: 'Concealed fan coils connected to ducts, with up to 120 Pa static pressure, leaving only diffusers and grilles in view.',
        },
        seoTitle: {
          it: 'Ventilconvettori canalizzabili',
          ru: 'Канальные фанкойлы',
          en: 'Ducted fan coil units',
        },
        seoDescription: {
          it: "Ventilconvettori canalizzabili con motore EC da 3 a 10 kW e prevalenza fino a 120 Pa. Portate d'aria, pressioni statiche, dati idraulici e dimensioni.",
          ru: 'Канальные фанкойлы с EC-двигателем от 3 до 10 кВт и статическим давлением до 120 Па. Расход воздуха, напор, гидравлические данные и размеры.',
          en: 'Ducted fan coils with EC motors from 3 to 10 kW and up to 120 Pa static pressure. Airflow, static pressure, hydraulic data and dimensions.',
        },
      },
    ],
  },
  {
    slug: 'ventilation',
    sortOrder: 50,
    picture: picture('heat-recovery'),
    name: { it: 'Ventilazione', ru: 'Вентиляция', en: 'Ventilation' },
    description: {
      it: "Recuperatori di calore, unità di trattamento aria e rooftop per il ricambio e il trattamento dell'aria in edifici commerciali e pubblici.",
      ru: 'Установки с рекуперацией тепла, центральные и крышные кондиционеры для воздухообмена и обработки воздуха в коммерческих и общественных зданиях.',
      en: 'Heat recovery units, air handling units and rooftops for ventilation and air treatment in commercial and public buildings.',
    },
    seoTitle: {
      it: 'Ventilazione e trattamento aria',
      ru: 'Вентиляция и обработка воздуха',
      en: 'Ventilation and air handling',
    },
    seoDescription: {
      it: 'Recuperatori di calore con ventilatori EC, unità di trattamento aria modulari e rooftop a pompa di calore. Portate, efficienze di recupero e dati tecnici.',
      ru: 'Приточно-вытяжные установки с рекуперацией, модульные центральные кондиционеры и крышные кондиционеры. Расход воздуха, эффективность, характеристики.',
      en: 'Heat recovery units with EC fans, modular air handling units and heat pump rooftops. Airflow, heat recovery efficiency and full technical data.',
    },
    children: [
      {
        slug: 'heat-recovery-units',
        sortOrder: 10,
        picture: picture('heat-recovery'),
        name: { it: 'Recuperatori di calore', ru: 'Установки с рекуперацией тепла', en: 'Heat recovery units' },
        description: {
          it: 'Unità di ventilazione con scambiatore in controcorrente e ventilatori EC, da 350 a 3000 m³/h, con efficienza termica fino al 90%.',
          ru: 'Приточно-вытяжные установки с противоточным рекуператором и EC-вентиляторами на 350–3000 м³/ч с тепловой эффективностью до 90 %.',
          en: 'Ventilation units with counterflow heat exchangers and EC fans, 350 to 3,000 m³/h, with thermal efficiency up to 90%.',
        },
        seoTitle: {
          it: 'Recuperatori di calore con ventilatori EC',
          ru: 'Приточно-вытяжные установки с рекуперацией',
          en: 'Heat recovery ventilation units',
        },
        seoDescription: {
          it: 'Recuperatori di calore in controcorrente da 350 a 3000 m³/h con efficienza fino al 90% (EN 308), ventilatori EC e bypass per il free cooling.',
          ru: 'Приточно-вытяжные установки с противоточным рекуператором на 350–3000 м³/ч: эффективность до 90 % (EN 308), EC-вентиляторы, байпас.',
          en: 'Counterflow heat recovery units from 350 to 3,000 m³/h with up to 90% efficiency (EN 308), EC fans and a free-cooling bypass.',
        },
      },
      {
        slug: 'air-handling-units',
        sortOrder: 20,
        picture: picture('air-handling-unit'),
        name: { it: 'Unità di trattamento aria', ru: 'Центральные кондиционеры', en: 'Air handling units' },
        description: {
          it: 'UTA modulari con recupero di calore rotativo, batterie ad acqua e ventilatori plug-fan EC, configurate sul singolo progetto.',
          ru: 'Модульные центральные кондиционеры с роторной рекуперацией, водяными теплообменниками и EC-вентиляторами; конфигурация подбирается под проект.',
          en: 'Modular air handling units with rotary heat recovery, water coils and EC plug fans, configured for each project.',
        },
        seoTitle: {
          it: 'Unità di trattamento aria modulari',
          ru: 'Модульные центральные кондиционеры',
          en: 'Modular air handling units',
        },
        seoDescription: {
          it: 'Unità di trattamento aria modulari da 5000 a 20.000 m³/h con recuperatore rotativo e ventilatori EC. Configurazione e offerta sul singolo progetto.',
          ru: 'Модульные центральные кондиционеры на 5000–20 000 м³/ч с роторным рекуператором и EC-вентиляторами. Конфигурация и предложение — под проект.',
          en: 'Modular air handling units from 5,000 to 20,000 m³/h with rotary heat recovery and EC fans. Configuration and quotation for each project.',
        },
      },
      {
        slug: 'rooftop-units',
        sortOrder: 30,
        picture: picture('rooftop'),
        name: { it: 'Unità rooftop', ru: 'Крышные кондиционеры', en: 'Rooftop units' },
        description: {
          it: "Condizionatori autonomi a pompa di calore da installare in copertura, con free cooling e ricambio d'aria per grandi superfici commerciali.",
          ru: 'Автономные крышные кондиционеры с тепловым насосом, свободным охлаждением и подачей наружного воздуха для крупных торговых площадей.',
          en: 'Packaged heat pump units for roof installation, with free cooling and fresh air supply for large retail spaces.',
        },
        seoTitle: {
          it: 'Unità rooftop a pompa di calore',
          ru: 'Крышные кондиционеры (руфтопы)',
          en: 'Heat pump rooftop units',
        },
        seoDescription: {
          it: 'Rooftop a pompa di calore da 30 a 100 kW con economizzatore per il free cooling, ventilatori EC e sonda CO₂, per supermercati e centri commerciali.',
          ru: 'Крышные кондиционеры с тепловым насосом от 30 до 100 кВт с экономайзером, EC-вентиляторами и датчиком CO₂ для супермаркетов и торговых центров.',
          en: 'Heat pump rooftop units from 30 to 100 kW with free-cooling economiser, EC fans and CO₂ sensor, for supermarkets, malls and industrial buildings.',
        },
      },
    ],
  },
];
