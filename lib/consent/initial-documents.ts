import { BRAND, DATA_OPERATOR } from '@/lib/constants';
import type { ConsentPurpose, ConsentTexts } from './documents';

// The first published texts of the three consent documents (152-FZ art. 9 as amended by 156-FZ: each consent a
// document of its own; GDPR art. 7). The setup step publishes them for a purpose that has no version yet; later
// versions are written in the back office. Names come from lib/constants.ts: set the real ones there before the
// first start in production (the release step warns while the placeholders are in).
// Markup the site renders: a blank line between blocks, "## " opens a heading, "- " a list item. Each paragraph
// stays on one line.

const { inn, ogrn, email } = DATA_OPERATOR;
const brand = BRAND.name;

// Who the person gives consent to, as the opening paragraph of every document names the operator. The Russian
// name stays in the nominative ("которым является …"), so the constant needs no declension.
const operatorRu = `оператору персональных данных, которым является ${DATA_OPERATOR.legalName.ru} (ИНН ${inn}, ОГРН ${ogrn}, адрес: ${DATA_OPERATOR.address.ru}, адрес электронной почты: ${email}; далее — Оператор)`;
const operatorIt = `${DATA_OPERATOR.legalName.latin}, società di diritto russo (codice fiscale INN ${inn}, numero di registrazione OGRN ${ogrn}, sede in ${DATA_OPERATOR.address.latin}, e-mail ${email}), titolare del trattamento (di seguito «Titolare»)`;
const operatorEn = `${DATA_OPERATOR.legalName.latin}, a company registered in Russia (taxpayer number INN ${inn}, registration number OGRN ${ogrn}, ${DATA_OPERATOR.address.latin}, ${email}), the controller of my personal data (“the Operator”)`;

// The rights, the same in every document.
const rightsRu = `Я вправе получать сведения об обработке моих персональных данных, требовать их уточнения и уничтожения. Действия Оператора я могу обжаловать в уполномоченный орган по защите прав субъектов персональных данных (Роскомнадзор) или в суд, а находясь в Европейском союзе — в надзорный орган по защите данных (в Италии — Garante per la protezione dei dati personali).`;
const rightsIt = `Ho diritto di accedere ai miei dati e di ottenerne la rettifica o la cancellazione. Posso proporre reclamo a Roskomnadzor, l’autorità russa per la protezione dei dati, oppure, nell’Unione europea, all’autorità di controllo (in Italia il Garante per la protezione dei dati personali), o rivolgermi all’autorità giudiziaria.`;
const rightsEn = `I may access my data and have it corrected or erased. I may complain to Roskomnadzor, the Russian data protection authority, or, in the European Union, to the supervisory authority (in Italy, the Garante per la protezione dei dati personali), or go to court.`;

const processing: ConsentTexts = {
  textRu: `## Согласие на обработку персональных данных

Я, действуя свободно, своей волей и в своём интересе, в соответствии со статьёй 9 Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных» даю ${operatorRu}, конкретное, предметное, информированное, сознательное и однозначное согласие на обработку моих персональных данных, которые я сообщаю, направляя на сайте ${brand} заявку на партнёрство, запрос на подбор оборудования или запрос коммерческого предложения либо подписываясь на рассылку.

## Цели обработки

- ответ на мой запрос и связь со мной по нему;
- подготовка и направление коммерческого предложения;
- рассмотрение заявки на сотрудничество в качестве дилера;
- оформление подписки на рассылку: направление письма для её подтверждения;
- хранение подтверждения данного согласия.

## Перечень персональных данных

- фамилия, имя, отчество; наименование компании и её ИНН или иной налоговый номер;
- номер телефона, адрес электронной почты, страна, регион, город;
- комментарий к запросу и интересующая продукция;
- IP-адрес и сведения о браузере в момент дачи согласия;
- страница, с которой начался визит на сайт, имя сайта, с которого совершён переход, и параметры рекламной кампании (utm-метки).

## Порядок обработки

Сбор, запись, хранение, использование, удаление и уничтожение — с использованием средств автоматизации и без их использования.

По поручению Оператора и в соответствии с его указаниями персональные данные обрабатывают:

- сервис доставки электронной почты, через который сайт отправляет письма;
- CRM-система, в которой работает отдел продаж Оператора (Битрикс24 или amoCRM), с серверами на территории Российской Федерации.

Персональные данные хранятся на территории Российской Федерации. Трансграничная передача на основании настоящего согласия не осуществляется.

## Срок действия и отзыв согласия

Заявки и запросы хранятся три года с даты получения, после чего уничтожаются. Согласие действует в течение этого срока или до его отзыва. Отозвать согласие можно в любой момент:

- по ссылке в любом письме Оператора;
- на странице «Ваши данные» на сайте;
- направив Оператору письменное заявление на адрес ${email}.

Отзыв согласия не влияет на законность обработки, осуществлённой до его получения.

## Права субъекта персональных данных

${rightsRu}`,

  textIt: `## Consenso al trattamento dei dati personali

Inviando un modulo del sito ${brand} (candidatura come partner, richiesta di attrezzature o richiesta di preventivo) o iscrivendomi alla newsletter, presto il mio consenso libero, specifico, informato e inequivocabile al trattamento dei dati personali che fornisco da parte di ${operatorIt}, alle condizioni che seguono.

## Finalità del trattamento

- rispondere alla mia richiesta e ricontattarmi in merito;
- predisporre e inviarmi un’offerta commerciale;
- valutare la candidatura come rivenditore;
- gestire l’iscrizione alla newsletter, inviando l’e-mail di conferma;
- conservare la prova del consenso prestato.

## Dati trattati

- nome e cognome, azienda e relativo codice fiscale (INN o equivalente estero);
- telefono, e-mail, paese, regione e città;
- commento alla richiesta e prodotti di interesse;
- indirizzo IP e browser utilizzati al momento del consenso;
- pagina da cui è iniziata la visita, nome del sito di provenienza e parametri della campagna (utm).

## Modalità del trattamento

I dati sono raccolti, registrati, conservati, utilizzati e cancellati, con strumenti automatizzati e manualmente.

Li trattano per conto del Titolare e secondo le sue istruzioni, in qualità di responsabili del trattamento:

- il servizio di invio e-mail con cui il sito spedisce la propria posta;
- il CRM in cui lavora l’ufficio commerciale (Bitrix24 o amoCRM), con server in Russia.

I dati sono conservati nella Federazione Russa. Sulla base di questo consenso non vengono trasferiti in altri Paesi.

## Durata e revoca

Le richieste sono conservate per tre anni dalla ricezione e poi cancellate; il consenso vale per lo stesso periodo, salvo revoca. Posso revocarlo in qualsiasi momento:

- con il link presente in ogni e-mail del Titolare;
- dalla pagina «La tua privacy» del sito;
- con una richiesta scritta a ${email}.

La revoca non pregiudica la liceità del trattamento svolto prima di essa.

## Diritti dell’interessato

${rightsIt}`,

  textEn: `## Consent to the processing of personal data

By sending a form on the ${brand} website (a partner application, an equipment request or a quote request) or by subscribing to the newsletter, I freely give my specific, informed and unambiguous consent to the processing of the personal data I provide by ${operatorEn}, on the terms below.

## Purposes

- to answer my request and contact me about it;
- to prepare and send me a commercial offer;
- to consider an application to become a dealer;
- to handle a newsletter subscription by sending the confirmation e-mail;
- to keep proof of this consent.

## The data

- name, company and its INN or other tax number;
- phone, e-mail, country, region and city;
- comment and products of interest;
- IP address and browser at the time of consent;
- the page where my visit began, the name of the site I came from and campaign (utm) parameters.

## How it is processed

The data is collected, recorded, stored, used and erased, both automatically and by hand.

Processors handle it on the Operator’s behalf and on its instructions:

- the e-mail delivery service that sends the website’s mail;
- the CRM the sales team works in (Bitrix24 or amoCRM), with servers in Russia.

The data is stored in the Russian Federation. Under this consent, none of it is transferred to another country.

## How long, and withdrawing consent

Requests are kept for three years from receipt, then erased; this consent lasts as long, unless I withdraw it first. I can withdraw it at any time:

- through the link in any e-mail the Operator sends;
- on the “Your data” page of the website;
- by writing to ${email}.

Withdrawal does not affect processing carried out before it.

## My rights

${rightsEn}`,
};

const newsletter: ConsentTexts = {
  textRu: `## Согласие на получение рекламной и информационной рассылки

Я, действуя свободно, своей волей и в своём интересе, даю ${operatorRu}, согласие на получение рекламной и информационной рассылки по электронной почте и на обработку моих персональных данных для этой цели — в соответствии с частью 1 статьи 18 Федерального закона от 13.03.2006 № 38-ФЗ «О рекламе», статьёй 15 Федерального закона от 27.07.2006 № 152-ФЗ «О персональных данных» и подпунктом «a» пункта 1 статьи 6 Регламента (ЕС) 2016/679 (GDPR).

Это согласие необязательно: отказ от него не влияет на использование других сервисов сайта.

## Что я буду получать

Новости о продукции ${brand}, каталоги и приглашения на мероприятия — не более нескольких писем в месяц.

## Какие данные обрабатываются

- адрес электронной почты;
- язык рассылки;
- дата и время подписки и страница сайта, на которой она оформлена.

## Подтверждение подписки

После подписки на указанный адрес приходит письмо со ссылкой для подтверждения. Пока я не перейду по ней, рассылка не направляется. Неподтверждённые подписки удаляются через 30 дней.

Письма по поручению Оператора отправляет сервис доставки электронной почты. Персональные данные хранятся на территории Российской Федерации.

## Срок действия и отзыв согласия

Согласие действует до его отзыва. Отписаться можно в любой момент и бесплатно — по ссылке, которая есть в каждом письме рассылки, или написав на ${email}.

Через 30 дней после отписки адрес удаляется. Оператор хранит только необратимый хеш адреса, вычисленный с секретным ключом, — как подтверждение отзыва согласия и для того, чтобы больше никогда не направлять писем на этот адрес.

## Права субъекта персональных данных

${rightsRu}`,

  textIt: `## Consenso all’invio di comunicazioni promozionali e informative

Presto il mio consenso libero, specifico e informato al trattamento dei miei dati personali da parte di ${operatorIt}, per ricevere per e-mail comunicazioni promozionali e informative, ai sensi dell’art. 6, par. 1, lett. a) del Regolamento (UE) 2016/679 (GDPR), dell’art. 18 della legge federale russa n. 38-FZ sulla pubblicità e dell’art. 15 della legge federale russa n. 152-FZ sui dati personali.

Il consenso è facoltativo: se non lo presto, posso comunque usare tutti gli altri servizi del sito.

## Cosa riceverò

Novità sui prodotti ${brand}, cataloghi e inviti a eventi: al massimo poche e-mail al mese.

## Dati trattati

- indirizzo e-mail;
- lingua della newsletter;
- data e ora dell’iscrizione e pagina del sito in cui è avvenuta.

## Conferma dell’iscrizione

Dopo l’iscrizione ricevo un’e-mail con un link di conferma: finché non lo apro, non mi viene inviato nulla. Le iscrizioni non confermate sono cancellate dopo 30 giorni.

Le e-mail sono spedite, per conto del Titolare, da un servizio di invio e-mail, responsabile del trattamento. I dati sono conservati nella Federazione Russa.

## Durata e revoca

Il consenso vale fino alla revoca. Posso disiscrivermi in qualsiasi momento e gratuitamente con il link presente in ogni e-mail della newsletter, oppure scrivendo a ${email}.

Trenta giorni dopo la disiscrizione l’indirizzo viene cancellato. Il Titolare ne conserva soltanto un’impronta irreversibile, calcolata con una chiave segreta, come prova della revoca e per non scrivere mai più a quell’indirizzo.

## Diritti dell’interessato

${rightsIt}`,

  textEn: `## Consent to receive promotional and informational e-mails

I freely give my specific and informed consent to receiving promotional and informational e-mails from ${operatorEn}, and to the processing of my personal data for that purpose, under Article 18(1) of the Russian Federal Law No. 38-FZ on advertising, Article 15 of the Russian Federal Law No. 152-FZ on personal data and Article 6(1)(a) of the GDPR.

This consent is optional: declining it does not affect any other service of the website.

## What I will receive

News about ${brand} products, catalogues and invitations to events: a few e-mails a month at most.

## The data

- my e-mail address;
- the language of the newsletter;
- the date and time of my subscription and the page of the website where I subscribed.

## Confirming the subscription

After I subscribe, a confirmation link is mailed to the address; nothing is sent to me before I open it. Subscriptions left unconfirmed are erased after 30 days.

An e-mail delivery service sends the mail as a processor on the Operator’s behalf. The data is stored in the Russian Federation.

## How long, and withdrawing consent

This consent lasts until I withdraw it. I can unsubscribe at any time, free of charge, through the link in every newsletter e-mail, or by writing to ${email}.

Thirty days after I unsubscribe, my address is erased. The Operator keeps only a one-way keyed hash of it, as proof of the withdrawal and so that the address is never written to again.

## My rights

${rightsEn}`,
};

const transfer: ConsentTexts = {
  textRu: `## Согласие на передачу персональных данных третьим лицам

Я, действуя свободно, своей волей и в своём интересе, даю ${operatorRu}, согласие на предоставление (передачу) моих персональных данных официальным дилерам и монтажным организациям бренда ${brand}, в том числе на их трансграничную передачу, — в случае, когда я прошу, чтобы со мной связался дилер в моём регионе.

Это согласие необязательно: отказ от него не влияет на рассмотрение моего запроса самим Оператором.

## Получатели

Официальные дилеры бренда ${brand} в моей стране или регионе. Их перечень опубликован на сайте, на странице «Где купить».

## Передаваемые данные

- фамилия, имя, отчество и наименование компании;
- номер телефона и адрес электронной почты;
- город или регион;
- содержание запроса.

## Цель передачи

Чтобы дилер связался со мной, подготовил коммерческое предложение и выполнил монтаж оборудования.

## Страны передачи

Данные передаются в страну дилера: Российскую Федерацию, одно из государств СНГ или Туркменистан. Некоторые из этих государств могут не являться сторонами Конвенции Совета Европы о защите физических лиц при автоматизированной обработке персональных данных (Конвенции 108) и не обеспечивать адекватную защиту прав субъектов персональных данных. Мне это известно, и я даю согласие на такую передачу сознательно.

## Обработка данных дилером

Дилер обрабатывает полученные данные самостоятельно, как оператор, и только для указанной цели. Он хранит их не дольше, чем это необходимо для подготовки предложения, и не более трёх лет.

## Срок действия и отзыв согласия

Согласие действует три года с даты получения запроса или до его отзыва. Отозвать его можно так же, как согласие на обработку персональных данных: по ссылке в любом письме Оператора, на странице «Ваши данные» на сайте или письменным заявлением на адрес ${email}.

После отзыва Оператор прекращает дальнейшую передачу моих данных и сообщает об отзыве дилерам, которые их уже получили. Отзыв не влияет на законность передачи, осуществлённой до его получения.

## Права субъекта персональных данных

${rightsRu}`,

  textIt: `## Consenso alla comunicazione dei dati personali a terzi

Quando chiedo che un rivenditore vicino a me mi contatti, presto il mio consenso libero, specifico e informato affinché ${operatorIt}, comunichi i miei dati personali ai rivenditori e installatori autorizzati del marchio ${brand}, anche in Paesi diversi dalla Russia.

Il consenso è facoltativo: se non lo presto, il Titolare gestisce comunque la mia richiesta.

## Destinatari

I rivenditori autorizzati del marchio ${brand} del mio Paese o della mia regione, il cui elenco è pubblicato sul sito, nella pagina «Dove acquistare».

## Dati comunicati

- nome e cognome, azienda;
- telefono ed e-mail;
- città o regione;
- contenuto della richiesta.

## Finalità

Permettere al rivenditore di contattarmi, farmi un’offerta e occuparsi dell’installazione.

## Paesi di destinazione

I dati sono inviati nel Paese del rivenditore: la Russia, uno dei Paesi della CSI o il Turkmenistan. Alcuni di questi Paesi potrebbero non aderire alla Convenzione 108 del Consiglio d’Europa sulla protezione dei dati e non garantire un livello di protezione adeguato. Ne sono consapevole e acconsento esplicitamente al trasferimento.

## Trattamento da parte del rivenditore

Il rivenditore tratta i dati come titolare autonomo, solo per questa finalità, e li conserva per il tempo necessario all’offerta e comunque non oltre tre anni.

## Durata e revoca

Il consenso vale tre anni dalla ricezione della richiesta, salvo revoca. Posso revocarlo come il consenso al trattamento: con il link presente in ogni e-mail del Titolare, dalla pagina «La tua privacy» del sito o con una richiesta scritta a ${email}.

Dopo la revoca il Titolare non comunica più i miei dati e informa i rivenditori che li hanno già ricevuti. La revoca non pregiudica la liceità delle comunicazioni avvenute prima di essa.

## Diritti dell’interessato

${rightsIt}`,

  textEn: `## Consent to the transfer of personal data to third parties

When I ask to be contacted by a dealer near me, I freely give my specific and informed consent to my personal data being passed by ${operatorEn}, to authorised ${brand} dealers and installers, including in countries other than Russia.

This consent is optional: declining it does not affect how the Operator itself handles my request.

## Recipients

Authorised ${brand} dealers in my country or region. Their list is public on the website’s “Where to buy” page.

## The data passed on

- name and company;
- phone and e-mail;
- city or region;
- what my request says.

## Purpose

So that a dealer can contact me, make me an offer and install the equipment.

## Countries

The data goes to the dealer’s country: Russia, one of the CIS countries or Turkmenistan. Some of these countries may not be parties to the Council of Europe’s Convention 108 on data protection and may not ensure adequate protection of personal data. I know this and consent to the transfer knowingly.

## How the dealer processes it

The dealer processes the data as a controller in its own right, only for this purpose, and keeps it no longer than the offer requires, and never more than three years.

## How long, and withdrawing consent

This consent lasts three years from the receipt of my request, unless I withdraw it first. I can withdraw it in the same ways as the consent to processing: through the link in any e-mail the Operator sends, on the “Your data” page of the website, or by writing to ${email}.

Once I withdraw it, the Operator stops passing my data on and informs the dealers that have already received it. Withdrawal does not affect transfers made before it.

## My rights

${rightsEn}`,
};

export const INITIAL_CONSENT_DOCUMENTS: Record<ConsentPurpose, ConsentTexts> = { processing, newsletter, transfer };
