import type { RichBlock } from '../lexical'
import { tr, Tr } from '../localized'
import type { MenuPageSeed, RichTr } from '../types'
import { agency } from './settings'

/**
 * The menu pages of the sample agency: one per page key of src/i18n/routes.ts (paths come from
 * there). Texts are written per language, not machine-translated; legal pages carry real,
 * complete text for a Belgian agency so the sample site could go live with the details swapped.
 */

const h = (text: string): RichBlock => ({ h: 2, text })
const h3 = (text: string): RichBlock => ({ h: 3, text })
const rich = (nl: RichBlock[], fr: RichBlock[], en: RichBlock[], de: RichBlock[]): RichTr => new Tr({ nl, fr, en, de })

/** SEO block: the search title and description double as Open Graph and Twitter texts. */
function seo(pageTitle: Tr, metadataTitle: Tr, metadataDescription: Tr): MenuPageSeed['meta'] {
  return {
    pageTitle,
    metadataTitle,
    metadataDescription,
    ogTitle: metadataTitle,
    ogDescription: metadataDescription,
    twitterTitle: metadataTitle,
    twitterDescription: metadataDescription,
  }
}

const a = agency
const address = {
  nl: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('nl')}`,
  fr: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('fr')}`,
  en: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('en')}`,
  de: `${a.legalName}, ${a.street}, ${a.zip} ${a.city.get('de')}`,
}

// ---------------------------------------------------------------------------------------------
// Legal texts

const privacy = rich(
  [
    h('Wie is verantwoordelijk voor uw gegevens?'),
    `${address.nl}, ondernemingsnummer ${a.companyNumber}, is de verwerkingsverantwoordelijke voor de persoonsgegevens die wij via deze website en bij onze dienstverlening verzamelen. Met vragen over uw privacy kunt u terecht bij ${a.privacyEmail} of per brief op het adres hierboven.`,
    h('Welke gegevens verwerken wij?'),
    'Wij verwerken de gegevens die u ons zelf bezorgt wanneer u een contactformulier invult, een bezoek aanvraagt, een gratis schatting vraagt of zich inschrijft om nieuwe panden te ontvangen: aanspreking, naam, e-mailadres, telefoonnummer, adres, uw zoekcriteria en de inhoud van uw bericht.',
    'Bent u eigenaar, koper of huurder, dan verwerken wij bovendien de gegevens die nodig zijn voor de bemiddeling, zoals identiteitsgegevens, gegevens over het eigendom en, bij verhuur, gegevens over uw solvabiliteit voor zover de wet dat toelaat. Bij uw bezoek aan de website registreren wij technische gegevens zoals uw IP-adres, browser en de bezochte pagina’s, en enkel met uw toestemming analytische en advertentiecookies (zie ons cookiebeleid).',
    h('Waarom en op welke rechtsgrond?'),
    'Wij gebruiken uw gegevens om uw vraag te beantwoorden, bezoeken te plannen en u te informeren over panden die bij uw zoekopdracht passen (uitvoering van een overeenkomst of maatregelen op uw verzoek vóór de sluiting ervan); om onze wettelijke verplichtingen na te komen, zoals de identificatie van cliënten volgens de antiwitwaswet van 18 september 2017 en de boekhoudwetgeving (wettelijke verplichting); om onze website te beveiligen en te verbeteren (gerechtvaardigd belang); en om u onze nieuwsbrief te sturen of niet-noodzakelijke cookies te plaatsen (toestemming). Een toestemming kunt u altijd intrekken, zonder dat dit afbreuk doet aan wat eerder rechtmatig gebeurde.',
    h('Met wie delen wij uw gegevens?'),
    'Wij verkopen uw gegevens nooit. Wij delen ze enkel voor zover nodig met de partijen die bij een verkoop of verhuur betrokken zijn (notarissen, landmeters, energiedeskundigen, keurders en syndici), met onze IT- en hostingleveranciers die als verwerker in onze opdracht werken, en met overheden wanneer de wet ons daartoe verplicht. Uw gegevens worden in de Europese Economische Ruimte bewaard; worden ze toch daarbuiten verwerkt, dan zorgen wij voor passende waarborgen, zoals de modelcontractbepalingen van de Europese Commissie.',
    h('Hoe lang bewaren wij uw gegevens?'),
    'Contactaanvragen en vragen om een schatting bewaren wij tot twee jaar na ons laatste contact. Een inschrijving voor nieuwe panden loopt tot u zich uitschrijft, wat met één klik onderaan elke e-mail kan. Gegevens die wij volgens de antiwitwaswetgeving moeten bijhouden, bewaren wij tien jaar na het einde van de opdracht; boekhoudkundige stukken zolang de wet dat voorschrijft.',
    h('Uw rechten'),
    `U hebt het recht op inzage in en verbetering van uw gegevens, het recht om ze te laten wissen, het recht op beperking van de verwerking, het recht op overdraagbaarheid en het recht om bezwaar te maken, in het bijzonder tegen direct marketing. Stuur uw verzoek naar ${a.privacyEmail}. Wij antwoorden binnen een maand en kunnen u vragen uw identiteit aan te tonen.`,
    'Bent u het niet eens met de manier waarop wij uw gegevens verwerken, dan kunt u een klacht indienen bij de Gegevensbeschermingsautoriteit, Drukpersstraat 35, 1000 Brussel (www.gegevensbeschermingsautoriteit.be).',
    h('Beveiliging en wijzigingen'),
    'Wij nemen passende technische en organisatorische maatregelen om uw gegevens te beschermen tegen verlies en onrechtmatig gebruik: versleutelde verbindingen, beperkte toegang voor medewerkers en regelmatige back-ups. Wij kunnen deze verklaring aanpassen wanneer onze diensten of de wetgeving veranderen; de versie op deze pagina is steeds de geldende.',
  ],
  [
    h('Qui est responsable de vos données ?'),
    `${address.fr}, numéro d'entreprise ${a.companyNumber}, est le responsable du traitement des données à caractère personnel que nous collectons via ce site et dans le cadre de nos services. Pour toute question relative à la protection de vos données, écrivez à ${a.privacyEmail} ou par courrier à l'adresse ci-dessus.`,
    h('Quelles données traitons-nous ?'),
    'Nous traitons les données que vous nous communiquez lorsque vous remplissez un formulaire de contact, demandez une visite ou une estimation gratuite, ou vous inscrivez pour recevoir nos nouveaux biens : civilité, nom, adresse e-mail, numéro de téléphone, adresse, vos critères de recherche et le contenu de votre message.',
    "Si vous êtes propriétaire, acquéreur ou locataire, nous traitons en outre les données nécessaires à notre mission d'intermédiaire, telles que vos données d'identité, les données relatives au bien et, en cas de location, des informations sur votre solvabilité dans les limites prévues par la loi. Lors de votre visite du site, nous enregistrons des données techniques comme votre adresse IP, votre navigateur et les pages consultées, ainsi que, uniquement avec votre consentement, des cookies analytiques et publicitaires (voir notre politique de cookies).",
    h('Pourquoi et sur quelle base légale ?'),
    "Nous utilisons vos données pour répondre à votre demande, organiser des visites et vous informer des biens qui correspondent à votre recherche (exécution d'un contrat ou mesures précontractuelles prises à votre demande) ; pour respecter nos obligations légales, notamment l'identification des clients imposée par la loi anti-blanchiment du 18 septembre 2017 et la législation comptable (obligation légale) ; pour sécuriser et améliorer notre site (intérêt légitime) ; et pour vous envoyer notre newsletter ou déposer des cookies non essentiels (consentement). Vous pouvez retirer votre consentement à tout moment, sans que cela remette en cause les traitements effectués auparavant.",
    h('Avec qui partageons-nous vos données ?'),
    "Nous ne vendons jamais vos données. Nous ne les partageons que dans la mesure nécessaire avec les intervenants d'une vente ou d'une location (notaires, géomètres, certificateurs PEB, experts et syndics), avec nos prestataires informatiques et d'hébergement qui agissent en tant que sous-traitants pour notre compte, et avec les autorités lorsque la loi nous y oblige. Vos données sont conservées dans l'Espace économique européen ; si elles devaient être traitées en dehors, nous prévoyons des garanties appropriées, comme les clauses contractuelles types de la Commission européenne.",
    h('Combien de temps conservons-nous vos données ?'),
    "Les demandes de contact et d'estimation sont conservées jusqu'à deux ans après notre dernier contact. Une inscription pour recevoir nos nouveaux biens reste active jusqu'à votre désinscription, possible en un clic au bas de chaque e-mail. Les données que la législation anti-blanchiment nous impose de conserver le sont pendant dix ans après la fin de la mission ; les pièces comptables aussi longtemps que la loi l'exige.",
    h('Vos droits'),
    `Vous disposez d'un droit d'accès à vos données et de rectification, d'un droit à l'effacement, d'un droit à la limitation du traitement, d'un droit à la portabilité et d'un droit d'opposition, notamment au marketing direct. Adressez votre demande à ${a.privacyEmail}. Nous répondons dans un délai d'un mois et pouvons vous demander de justifier de votre identité.`,
    "Si vous n'êtes pas d'accord avec la manière dont nous traitons vos données, vous pouvez introduire une plainte auprès de l'Autorité de protection des données, rue de la Presse 35, 1000 Bruxelles (www.autoriteprotectiondonnees.be).",
    h('Sécurité et modifications'),
    "Nous prenons des mesures techniques et organisationnelles appropriées pour protéger vos données contre la perte et l'usage illicite : connexions chiffrées, accès limité pour nos collaborateurs et sauvegardes régulières. Nous pouvons adapter la présente déclaration lorsque nos services ou la législation évoluent ; la version publiée sur cette page est toujours celle qui s'applique.",
  ],
  [
    h('Who is responsible for your data?'),
    `${address.en}, company number ${a.companyNumber}, is the controller of the personal data we collect through this website and in the course of our services. Questions about your privacy can be sent to ${a.privacyEmail} or by post to the address above.`,
    h('What data do we process?'),
    'We process the data you give us when you fill in a contact form, request a viewing or a free valuation, or sign up to receive new listings: title, name, e-mail address, telephone number, address, your search criteria and the content of your message.',
    'If you are an owner, buyer or tenant, we also process the data needed to act as intermediary, such as identity details, details of the property and, for lettings, information on your ability to pay within the limits set by law. When you visit the website we record technical data such as your IP address, browser and the pages you view, and, only with your consent, analytics and advertising cookies (see our cookie policy).',
    h('Why, and on what legal basis?'),
    'We use your data to answer your question, arrange viewings and tell you about properties that match your search (performance of a contract, or steps taken at your request before entering into one); to meet our legal obligations, such as identifying clients under the Belgian anti-money-laundering act of 18 September 2017 and accounting law (legal obligation); to secure and improve our website (legitimate interest); and to send you our newsletter or set non-essential cookies (consent). You may withdraw your consent at any time; this does not affect processing carried out before.',
    h('Who do we share your data with?'),
    'We never sell your data. We share it only as far as necessary with the parties involved in a sale or letting (notaries, surveyors, energy assessors, inspectors and property managers), with our IT and hosting providers acting as processors on our behalf, and with public authorities where the law requires it. Your data is stored within the European Economic Area; should it be processed outside it, we put appropriate safeguards in place, such as the European Commission’s standard contractual clauses.',
    h('How long do we keep your data?'),
    'Contact and valuation requests are kept for up to two years after our last contact. A sign-up for new listings runs until you unsubscribe, which takes one click at the bottom of every e-mail. Data we must keep under anti-money-laundering law is kept for ten years after the end of the assignment; accounting records for as long as the law prescribes.',
    h('Your rights'),
    `You have the right to access and correct your data, to have it erased, to restrict its processing, to data portability and to object, in particular to direct marketing. Send your request to ${a.privacyEmail}. We reply within one month and may ask you to prove your identity.`,
    'If you disagree with the way we process your data, you can lodge a complaint with the Belgian Data Protection Authority, Rue de la Presse 35, 1000 Brussels (www.dataprotectionauthority.be).',
    h('Security and changes'),
    'We take appropriate technical and organisational measures to protect your data against loss and unlawful use: encrypted connections, restricted staff access and regular backups. We may update this statement when our services or the law change; the version on this page is always the one that applies.',
  ],
  [
    h('Wer ist für Ihre Daten verantwortlich?'),
    `${address.de}, Unternehmensnummer ${a.companyNumber}, ist Verantwortlicher für die personenbezogenen Daten, die wir über diese Website und im Rahmen unserer Dienstleistungen erheben. Fragen zum Datenschutz richten Sie bitte an ${a.privacyEmail} oder per Post an die oben genannte Adresse.`,
    h('Welche Daten verarbeiten wir?'),
    'Wir verarbeiten die Daten, die Sie uns selbst mitteilen, wenn Sie ein Kontaktformular ausfüllen, eine Besichtigung oder eine kostenlose Bewertung anfragen oder sich für neue Angebote anmelden: Anrede, Name, E-Mail-Adresse, Telefonnummer, Anschrift, Ihre Suchkriterien und den Inhalt Ihrer Nachricht.',
    'Sind Sie Eigentümer, Käufer oder Mieter, verarbeiten wir außerdem die für die Vermittlung nötigen Daten, etwa Identitätsdaten, Angaben zur Immobilie und bei Vermietungen Angaben zu Ihrer Zahlungsfähigkeit, soweit das Gesetz dies erlaubt. Beim Besuch der Website erfassen wir technische Daten wie Ihre IP-Adresse, Ihren Browser und die aufgerufenen Seiten sowie, nur mit Ihrer Einwilligung, Analyse- und Werbe-Cookies (siehe unsere Cookie-Richtlinie).',
    h('Zu welchem Zweck und auf welcher Rechtsgrundlage?'),
    'Wir nutzen Ihre Daten, um Ihre Anfrage zu beantworten, Besichtigungen zu planen und Sie über passende Immobilien zu informieren (Vertragserfüllung oder vorvertragliche Maßnahmen auf Ihre Anfrage); um unsere gesetzlichen Pflichten zu erfüllen, etwa die Identifizierung von Kunden nach dem belgischen Geldwäschegesetz vom 18. September 2017 und die Buchhaltungsvorschriften (rechtliche Verpflichtung); um unsere Website zu sichern und zu verbessern (berechtigtes Interesse); und um Ihnen unseren Newsletter zu senden oder nicht notwendige Cookies zu setzen (Einwilligung). Eine Einwilligung können Sie jederzeit widerrufen; die Rechtmäßigkeit der bis dahin erfolgten Verarbeitung bleibt davon unberührt.',
    h('An wen geben wir Ihre Daten weiter?'),
    'Wir verkaufen Ihre Daten nie. Wir geben sie nur weiter, soweit es nötig ist: an die an einem Verkauf oder einer Vermietung Beteiligten (Notare, Landvermesser, Energieausweis-Aussteller, Sachverständige und Hausverwalter), an unsere IT- und Hosting-Dienstleister, die als Auftragsverarbeiter für uns tätig sind, und an Behörden, wenn das Gesetz uns dazu verpflichtet. Ihre Daten werden im Europäischen Wirtschaftsraum gespeichert; werden sie doch außerhalb verarbeitet, sorgen wir für geeignete Garantien wie die Standardvertragsklauseln der Europäischen Kommission.',
    h('Wie lange speichern wir Ihre Daten?'),
    'Kontakt- und Bewertungsanfragen speichern wir bis zu zwei Jahre nach unserem letzten Kontakt. Eine Anmeldung für neue Angebote gilt, bis Sie sich abmelden – mit einem Klick am Ende jeder E-Mail. Daten, die wir nach dem Geldwäschegesetz aufbewahren müssen, speichern wir zehn Jahre nach Ende des Auftrags; Buchhaltungsunterlagen so lange, wie das Gesetz es vorschreibt.',
    h('Ihre Rechte'),
    `Sie haben das Recht auf Auskunft und Berichtigung, auf Löschung, auf Einschränkung der Verarbeitung, auf Datenübertragbarkeit sowie das Recht auf Widerspruch, insbesondere gegen Direktwerbung. Senden Sie Ihre Anfrage an ${a.privacyEmail}. Wir antworten innerhalb eines Monats und können Sie bitten, Ihre Identität nachzuweisen.`,
    'Sind Sie mit der Verarbeitung Ihrer Daten nicht einverstanden, können Sie Beschwerde bei der belgischen Datenschutzbehörde einlegen, Rue de la Presse 35, 1000 Brüssel (www.datenschutzbehorde.be).',
    h('Sicherheit und Änderungen'),
    'Wir treffen geeignete technische und organisatorische Maßnahmen, um Ihre Daten vor Verlust und unrechtmäßiger Nutzung zu schützen: verschlüsselte Verbindungen, beschränkter Zugriff für Mitarbeitende und regelmäßige Sicherungen. Wir können diese Erklärung anpassen, wenn sich unsere Dienstleistungen oder die Gesetze ändern; maßgeblich ist stets die auf dieser Seite veröffentlichte Fassung.',
  ],
)

const cookies = rich(
  [
    h('Wat zijn cookies?'),
    `Cookies zijn kleine tekstbestanden die een website op uw computer, tablet of smartphone bewaart. Vergelijkbare technieken, zoals de lokale opslag van uw browser, behandelen wij in dit beleid op dezelfde manier. De website van ${a.legalName} gebruikt ze om goed te werken en, als u dat toelaat, om het gebruik te meten en onze advertenties af te stemmen.`,
    h('Noodzakelijke cookies'),
    'Deze cookies zijn nodig om de website te laten werken. Ze onthouden uw taalkeuze en uw cookievoorkeuren en, als u zich als eigenaar aanmeldt, uw sessie. Ze verzamelen geen gegevens voor andere doeleinden, vereisen geen toestemming en kunnen niet worden uitgeschakeld. Ze worden bewaard tot het einde van uw sessie of, voor uw voorkeuren, maximaal twaalf maanden.',
    h('Analytische cookies'),
    'Met uw toestemming gebruiken wij Google Analytics om te meten hoe bezoekers de website gebruiken: welke pagina’s en panden het meest bekeken worden, hoe bezoekers ons vinden en waar ze afhaken. Wij gebruiken die informatie uitsluitend in samengevoegde vorm om de site te verbeteren. Deze cookies worden maximaal dertien maanden bewaard.',
    h('Advertentiecookies'),
    'Met uw toestemming plaatsen Google en sociale netwerken cookies om onze advertenties af te stemmen op uw interesses, om te vermijden dat u dezelfde advertentie te vaak ziet en om het resultaat van onze campagnes te meten. Deze partijen kunnen gegevens ook buiten de Europese Unie verwerken, volgens hun eigen privacybeleid. Zonder uw toestemming worden deze cookies niet geplaatst.',
    h('Uw toestemming'),
    'Bij uw eerste bezoek vragen wij welke cookies u aanvaardt. U kunt alles aanvaarden, alles weigeren behalve de noodzakelijke cookies, of per categorie kiezen: analytische opslag, advertentieopslag, advertentiegegevens van gebruikers en gepersonaliseerde advertenties. Weigeren heeft geen gevolgen voor de werking van de site. Uw keuze wordt in uw browser bewaard, zodat wij ze niet bij elk bezoek opnieuw vragen.',
    'U kunt uw keuze op elk moment wijzigen of intrekken door de cookie-instellingen opnieuw te openen of door de cookies en sitegegevens in uw browser te wissen; bij uw volgende bezoek vragen wij dan opnieuw uw toestemming.',
    h('Meer informatie'),
    `Hoe wij met persoonsgegevens omgaan, leest u in onze privacyverklaring. Met vragen over cookies kunt u terecht bij ${a.privacyEmail}.`,
  ],
  [
    h("Qu'est-ce qu'un cookie ?"),
    `Un cookie est un petit fichier texte qu'un site enregistre sur votre ordinateur, votre tablette ou votre smartphone. Les techniques similaires, comme le stockage local de votre navigateur, sont traitées de la même manière dans cette politique. Le site de ${a.legalName} les utilise pour fonctionner correctement et, si vous l'acceptez, pour mesurer son utilisation et adapter nos publicités.`,
    h('Cookies nécessaires'),
    "Ces cookies sont indispensables au fonctionnement du site. Ils retiennent votre choix de langue, vos préférences en matière de cookies et, si vous vous connectez en tant que propriétaire, votre session. Ils ne collectent aucune donnée à d'autres fins, ne nécessitent pas de consentement et ne peuvent pas être désactivés. Ils sont conservés jusqu'à la fin de votre session ou, pour vos préférences, douze mois au maximum.",
    h('Cookies analytiques'),
    "Avec votre consentement, nous utilisons Google Analytics pour mesurer la manière dont les visiteurs utilisent le site : les pages et les biens les plus consultés, la façon dont on nous trouve et l'endroit où l'on abandonne. Nous n'utilisons ces informations que sous forme agrégée, pour améliorer le site. Ces cookies sont conservés treize mois au maximum.",
    h('Cookies publicitaires'),
    "Avec votre consentement, Google et les réseaux sociaux déposent des cookies pour adapter nos publicités à vos centres d'intérêt, éviter que vous voyiez trop souvent la même annonce et mesurer les résultats de nos campagnes. Ces tiers peuvent traiter des données en dehors de l'Union européenne, selon leur propre politique de confidentialité. Sans votre consentement, ces cookies ne sont pas déposés.",
    h('Votre consentement'),
    "Lors de votre première visite, nous vous demandons quels cookies vous acceptez. Vous pouvez tout accepter, tout refuser à l'exception des cookies nécessaires, ou choisir par catégorie : stockage analytique, stockage publicitaire, données utilisateur publicitaires et publicité personnalisée. Un refus n'a aucune conséquence sur le fonctionnement du site. Votre choix est enregistré dans votre navigateur afin de ne pas vous le redemander à chaque visite.",
    'Vous pouvez modifier ou retirer votre choix à tout moment en rouvrant les paramètres des cookies ou en effaçant les cookies et données de site de votre navigateur ; nous vous redemanderons alors votre consentement lors de votre prochaine visite.',
    h("Plus d'informations"),
    `Notre déclaration de confidentialité explique comment nous traitons les données personnelles. Pour toute question sur les cookies, écrivez à ${a.privacyEmail}.`,
  ],
  [
    h('What are cookies?'),
    `Cookies are small text files that a website stores on your computer, tablet or smartphone. Similar techniques, such as your browser’s local storage, are treated the same way in this policy. The website of ${a.legalName} uses them to work properly and, if you allow it, to measure how it is used and to tailor our advertising.`,
    h('Necessary cookies'),
    'These cookies are needed for the website to work. They remember your language, your cookie preferences and, if you log in as an owner, your session. They collect no data for any other purpose, need no consent and cannot be switched off. They are kept until the end of your session or, for your preferences, for at most twelve months.',
    h('Analytics cookies'),
    'With your consent we use Google Analytics to measure how visitors use the website: which pages and properties are viewed most, how people find us and where they leave. We use this information only in aggregated form, to improve the site. These cookies are kept for at most thirteen months.',
    h('Advertising cookies'),
    'With your consent, Google and social networks set cookies to match our adverts to your interests, to avoid showing you the same advert too often and to measure the results of our campaigns. These parties may process data outside the European Union under their own privacy policies. Without your consent these cookies are not set.',
    h('Your consent'),
    'On your first visit we ask which cookies you accept. You can accept all, decline all except the necessary cookies, or choose per category: analytics storage, advertising storage, advertising user data and personalised advertising. Declining does not affect how the site works. Your choice is stored in your browser so that we do not ask again on every visit.',
    'You can change or withdraw your choice at any time by opening the cookie settings again or by clearing the cookies and site data in your browser; we will then ask for your consent again on your next visit.',
    h('More information'),
    `Our privacy statement explains how we handle personal data. Questions about cookies can be sent to ${a.privacyEmail}.`,
  ],
  [
    h('Was sind Cookies?'),
    `Cookies sind kleine Textdateien, die eine Website auf Ihrem Computer, Tablet oder Smartphone speichert. Vergleichbare Techniken wie den lokalen Speicher Ihres Browsers behandeln wir in dieser Richtlinie genauso. Die Website der ${a.legalName} verwendet sie, um richtig zu funktionieren, und – wenn Sie zustimmen – um die Nutzung zu messen und unsere Werbung anzupassen.`,
    h('Notwendige Cookies'),
    'Diese Cookies sind für den Betrieb der Website erforderlich. Sie speichern Ihre Sprachwahl, Ihre Cookie-Einstellungen und, wenn Sie sich als Eigentümer anmelden, Ihre Sitzung. Sie erheben keine Daten zu anderen Zwecken, benötigen keine Einwilligung und lassen sich nicht abschalten. Sie werden bis zum Ende Ihrer Sitzung oder, für Ihre Einstellungen, höchstens zwölf Monate gespeichert.',
    h('Analyse-Cookies'),
    'Mit Ihrer Einwilligung verwenden wir Google Analytics, um zu messen, wie Besucher die Website nutzen: welche Seiten und Immobilien am häufigsten aufgerufen werden, wie man uns findet und wo Besucher abspringen. Wir nutzen diese Informationen nur zusammengefasst, um die Website zu verbessern. Diese Cookies werden höchstens dreizehn Monate gespeichert.',
    h('Werbe-Cookies'),
    'Mit Ihrer Einwilligung setzen Google und soziale Netzwerke Cookies, um unsere Werbung an Ihre Interessen anzupassen, zu vermeiden, dass Sie dieselbe Anzeige zu oft sehen, und den Erfolg unserer Kampagnen zu messen. Diese Anbieter können Daten nach ihren eigenen Datenschutzrichtlinien auch außerhalb der Europäischen Union verarbeiten. Ohne Ihre Einwilligung werden diese Cookies nicht gesetzt.',
    h('Ihre Einwilligung'),
    'Bei Ihrem ersten Besuch fragen wir, welche Cookies Sie akzeptieren. Sie können alle akzeptieren, alle außer den notwendigen ablehnen oder je Kategorie wählen: Analysespeicherung, Werbespeicherung, Werbe-Nutzerdaten und personalisierte Werbung. Eine Ablehnung hat keinen Einfluss auf die Funktion der Website. Ihre Wahl wird in Ihrem Browser gespeichert, damit wir nicht bei jedem Besuch erneut fragen.',
    'Sie können Ihre Wahl jederzeit ändern oder widerrufen, indem Sie die Cookie-Einstellungen erneut öffnen oder die Cookies und Websitedaten in Ihrem Browser löschen; bei Ihrem nächsten Besuch fragen wir dann erneut nach Ihrer Einwilligung.',
    h('Weitere Informationen'),
    `Wie wir mit personenbezogenen Daten umgehen, lesen Sie in unserer Datenschutzerklärung. Fragen zu Cookies richten Sie bitte an ${a.privacyEmail}.`,
  ],
)

const disclaimer = rich(
  [
    h('Wettelijke vermeldingen'),
    `Deze website wordt uitgebaat door ${address.nl}, België — ondernemingsnummer ${a.companyNumber} (RPR Gent), btw ${a.vatNumber}, ${a.email}, ${a.phone}.`,
    `${a.name} is erkend vastgoedmakelaar-bemiddelaar, ingeschreven op het tableau van het Beroepsinstituut van Vastgoedmakelaars (BIV) onder nummer ${a.bivNumber}, België. Toezichthoudende autoriteit: BIV, www.biv.be. Onze makelaars zijn onderworpen aan de deontologische code van het BIV, vastgelegd in het koninklijk besluit van 29 juni 2018, die u op www.biv.be kunt raadplegen.`,
    `Onze beroepsaansprakelijkheid en borgstelling zijn verzekerd bij ${a.insurer}, polisnummer ${a.policyNumber}.`,
    h('Informatie op deze website'),
    'Wij stellen de beschrijvingen, foto’s, oppervlaktes, prijzen en andere gegevens van panden met de grootste zorg op, op basis van de informatie die de eigenaars ons bezorgen. Ze zijn niet contractueel en kunnen onvolledig of niet meer actueel zijn; een pand kan intussen verkocht of verhuurd zijn. Foto’s en plannen zijn indicatief. Alleen de ondertekende koop- of huurovereenkomst is bindend.',
    h('Aansprakelijkheid'),
    `${a.name} is niet aansprakelijk voor schade die voortvloeit uit het gebruik van deze website of uit het tijdelijk niet beschikbaar zijn ervan, behalve bij opzet of zware fout. Links naar websites van derden zijn louter informatief; wij hebben geen zeggenschap over hun inhoud.`,
    h('Intellectuele eigendom'),
    'Teksten, foto’s, logo’s en de vormgeving van deze website zijn auteursrechtelijk beschermd. U mag ze niet kopiëren, verspreiden of hergebruiken zonder onze voorafgaande schriftelijke toestemming.',
    h('Klachten en toepasselijk recht'),
    'Hebt u een klacht, neem dan eerst contact op met ons kantoor; wij zoeken graag samen met u een oplossing. Daarnaast kunt u zich wenden tot het BIV of, als consument, tot de Consumentenombudsdienst (www.consumentenombudsdienst.be). Op deze website is het Belgische recht van toepassing; geschillen behoren tot de bevoegdheid van de rechtbanken van Gent, onverminderd de dwingende regels die consumenten beschermen.',
  ],
  [
    h('Mentions légales'),
    `Ce site est exploité par ${address.fr}, Belgique — numéro d'entreprise ${a.companyNumber} (RPM Gand), TVA ${a.vatNumber}, ${a.email}, ${a.phone}.`,
    `${a.name} est agent immobilier intermédiaire agréé, inscrit au tableau de l'Institut professionnel des agents immobiliers (IPI) sous le numéro ${a.bivNumber}, Belgique. Autorité de contrôle : IPI, www.ipi.be. Nos agents sont soumis au code de déontologie de l'IPI, fixé par l'arrêté royal du 29 juin 2018, consultable sur www.ipi.be.`,
    `Notre responsabilité civile professionnelle et notre cautionnement sont assurés auprès de ${a.insurer}, police n° ${a.policyNumber}.`,
    h('Informations publiées sur ce site'),
    'Nous rédigeons les descriptions, photos, superficies, prix et autres données des biens avec le plus grand soin, sur la base des informations fournies par les propriétaires. Elles ne sont pas contractuelles et peuvent être incomplètes ou ne plus être à jour ; un bien peut entre-temps avoir été vendu ou loué. Les photos et plans sont indicatifs. Seul le compromis de vente ou le bail signé engage les parties.',
    h('Responsabilité'),
    `${a.name} ne peut être tenue responsable des dommages résultant de l'utilisation de ce site ou de son indisponibilité temporaire, sauf en cas de dol ou de faute grave. Les liens vers des sites de tiers sont fournis à titre d'information ; nous n'avons aucun contrôle sur leur contenu.`,
    h('Propriété intellectuelle'),
    "Les textes, photos, logos et la mise en page de ce site sont protégés par le droit d'auteur. Vous ne pouvez pas les copier, les diffuser ni les réutiliser sans notre accord écrit préalable.",
    h('Plaintes et droit applicable'),
    "Si vous avez une plainte, contactez d'abord notre agence : nous chercherons volontiers une solution avec vous. Vous pouvez aussi vous adresser à l'IPI ou, en tant que consommateur, au Service de médiation pour le consommateur (www.mediationconsommateur.be). Ce site est régi par le droit belge ; les litiges relèvent de la compétence des tribunaux de Gand, sans préjudice des règles impératives protégeant les consommateurs.",
  ],
  [
    h('Legal notice'),
    `This website is operated by ${address.en}, Belgium — company number ${a.companyNumber} (RLE Ghent), VAT ${a.vatNumber}, ${a.email}, ${a.phone}.`,
    `${a.name} is a licensed estate agent (intermediary), registered with the Professional Institute of Real Estate Agents (BIV/IPI) under number ${a.bivNumber}, Belgium. Supervisory authority: BIV/IPI, www.biv.be. Our agents are bound by the BIV/IPI code of ethics laid down in the Royal Decree of 29 June 2018, available at www.biv.be.`,
    `Our professional liability and guarantee are insured with ${a.insurer}, policy number ${a.policyNumber}.`,
    h('Information on this website'),
    'We prepare the descriptions, photographs, floor areas, prices and other details of properties with the greatest care, based on the information owners give us. They are not contractual and may be incomplete or out of date; a property may have been sold or let in the meantime. Photographs and plans are for illustration. Only the signed sale or rental agreement is binding.',
    h('Liability'),
    `${a.name} is not liable for damage resulting from the use of this website or from its temporary unavailability, except in the case of intent or gross negligence. Links to third-party websites are for information only; we have no control over their content.`,
    h('Intellectual property'),
    'The texts, photographs, logos and design of this website are protected by copyright. You may not copy, distribute or reuse them without our prior written consent.',
    h('Complaints and applicable law'),
    'If you have a complaint, please contact our office first; we will gladly look for a solution with you. You can also turn to the BIV/IPI or, as a consumer, to the Consumer Mediation Service (www.consumerombudsman.be). This website is governed by Belgian law; disputes fall under the jurisdiction of the courts of Ghent, without prejudice to the mandatory rules that protect consumers.',
  ],
  [
    h('Impressum'),
    `Diese Website wird betrieben von ${address.de}, Belgien — Unternehmensnummer ${a.companyNumber} (JPR Gent), MwSt. ${a.vatNumber}, ${a.email}, ${a.phone}.`,
    `${a.name} ist zugelassener Immobilienmakler (Vermittler), eingetragen beim Berufsinstitut der Immobilienmakler (BIV/IPI) unter der Nummer ${a.bivNumber}, Belgien. Aufsichtsbehörde: BIV/IPI, www.biv.be. Unsere Makler unterliegen dem Berufskodex des BIV/IPI, festgelegt im Königlichen Erlass vom 29. Juni 2018, einsehbar unter www.biv.be.`,
    `Unsere Berufshaftpflicht und Bürgschaft sind versichert bei ${a.insurer}, Policennummer ${a.policyNumber}.`,
    h('Informationen auf dieser Website'),
    'Beschreibungen, Fotos, Flächen, Preise und weitere Angaben zu den Immobilien erstellen wir mit größter Sorgfalt auf Grundlage der Informationen der Eigentümer. Sie sind unverbindlich und können unvollständig oder nicht mehr aktuell sein; eine Immobilie kann inzwischen verkauft oder vermietet sein. Fotos und Pläne dienen der Veranschaulichung. Verbindlich ist allein der unterzeichnete Kauf- oder Mietvertrag.',
    h('Haftung'),
    `${a.name} haftet nicht für Schäden, die aus der Nutzung dieser Website oder ihrer vorübergehenden Nichtverfügbarkeit entstehen, außer bei Vorsatz oder grober Fahrlässigkeit. Links zu Websites Dritter dienen nur der Information; auf deren Inhalt haben wir keinen Einfluss.`,
    h('Geistiges Eigentum'),
    'Texte, Fotos, Logos und Gestaltung dieser Website sind urheberrechtlich geschützt. Sie dürfen sie ohne unsere vorherige schriftliche Zustimmung weder kopieren noch verbreiten oder weiterverwenden.',
    h('Beschwerden und anwendbares Recht'),
    'Wenden Sie sich mit einer Beschwerde bitte zuerst an unser Büro; wir suchen gern gemeinsam mit Ihnen nach einer Lösung. Sie können sich auch an das BIV/IPI oder als Verbraucher an den Ombudsdienst für Verbraucher (www.verbraucherombudsdienst.be) wenden. Für diese Website gilt belgisches Recht; zuständig sind die Gerichte in Gent, unbeschadet der zwingenden Vorschriften zum Schutz der Verbraucher.',
  ],
)

// ---------------------------------------------------------------------------------------------
// Module texts

const contactInfo = rich(
  [
    h('Ons kantoor'),
    `${address.nl}`,
    `Telefoon: ${a.phone} — e-mail: ${a.email}`,
    'Het kantoor ligt op vijf minuten wandelen van het station Gent-Dampoort; u parkeert gratis in onze binnenkoer.',
    h3('Openingsuren'),
    'Maandag tot vrijdag: 9.00–12.30 en 13.30–18.00',
    'Zaterdag: 10.00–13.00, op afspraak',
    'Zon- en feestdagen: gesloten. Bezoeken aan panden plannen we ook ’s avonds.',
  ],
  [
    h('Notre agence'),
    `${address.fr}`,
    `Téléphone : ${a.phone} — e-mail : ${a.email}`,
    "L'agence se trouve à cinq minutes à pied de la gare de Gand-Dampoort ; vous vous garez gratuitement dans notre cour intérieure.",
    h3("Heures d'ouverture"),
    'Du lundi au vendredi : 9h00–12h30 et 13h30–18h00',
    'Samedi : 10h00–13h00, sur rendez-vous',
    'Dimanches et jours fériés : fermé. Nous organisons aussi des visites en soirée.',
  ],
  [
    h('Our office'),
    `${address.en}`,
    `Telephone: ${a.phone} — e-mail: ${a.email}`,
    'The office is a five-minute walk from Ghent-Dampoort station; you can park free of charge in our courtyard.',
    h3('Opening hours'),
    'Monday to Friday: 9.00am–12.30pm and 1.30pm–6.00pm',
    'Saturday: 10.00am–1.00pm, by appointment',
    'Sundays and public holidays: closed. We also arrange viewings in the evening.',
  ],
  [
    h('Unser Büro'),
    `${address.de}`,
    `Telefon: ${a.phone} — E-Mail: ${a.email}`,
    'Das Büro liegt fünf Gehminuten vom Bahnhof Gent-Dampoort entfernt; Sie parken kostenlos in unserem Innenhof.',
    h3('Öffnungszeiten'),
    'Montag bis Freitag: 9.00–12.30 und 13.30–18.00 Uhr',
    'Samstag: 10.00–13.00 Uhr, nach Vereinbarung',
    'Sonn- und Feiertage: geschlossen. Besichtigungen vereinbaren wir auch abends.',
  ],
)

const valuationInfo = rich(
  [
    h('Wat is uw pand waard?'),
    'Een juiste vraagprijs is de basis van een vlotte verkoop of verhuur. Een van onze makelaars komt bij u langs, bekijkt het pand grondig en vergelijkt het met recente verkopen en verhuringen in uw buurt.',
    'Binnen de week ontvangt u een schriftelijke schatting met een onderbouwde prijsvork en ons advies over de verkoop: welke attesten nodig zijn, wat u vooraf best laat herstellen en welke timing het meest opbrengt. De schatting is gratis en verplicht u tot niets.',
  ],
  [
    h('Combien vaut votre bien ?'),
    "Un prix juste est la clé d'une vente ou d'une location rapide. L'un de nos agents se rend chez vous, examine votre bien en détail et le compare aux ventes et locations récentes dans votre quartier.",
    "Dans la semaine, vous recevez une estimation écrite avec une fourchette de prix argumentée et nos conseils pour la vente : les certificats nécessaires, les petits travaux utiles et le meilleur moment pour mettre en vente. L'estimation est gratuite et sans engagement.",
  ],
  [
    h('What is your property worth?'),
    'The right asking price is the key to a smooth sale or letting. One of our agents visits you, takes a thorough look at the property and compares it with recent sales and lettings in your area.',
    'Within a week you receive a written valuation with a well-founded price range and our advice on the sale: which certificates you need, what is worth repairing first and which timing yields the most. The valuation is free and without obligation.',
  ],
  [
    h('Was ist Ihre Immobilie wert?'),
    'Der richtige Angebotspreis ist die Grundlage für einen zügigen Verkauf oder eine schnelle Vermietung. Einer unserer Makler besucht Sie, sieht sich die Immobilie gründlich an und vergleicht sie mit aktuellen Verkäufen und Vermietungen in Ihrer Umgebung.',
    'Innerhalb einer Woche erhalten Sie eine schriftliche Bewertung mit einer begründeten Preisspanne und unserer Empfehlung zum Verkauf: welche Bescheinigungen nötig sind, was Sie vorher instand setzen sollten und welcher Zeitpunkt den besten Preis bringt. Die Bewertung ist kostenlos und unverbindlich.',
  ],
)

const registerInfo = rich(
  [
    h('Als eerste op de hoogte'),
    'Vertel ons wat u zoekt: het type pand, de gemeenten, uw budget en het aantal slaapkamers. Zodra er een pand binnenkomt dat bij uw wensen past, krijgt u het van ons, vaak nog vóór het online staat.',
    'U ontvangt enkel panden die bij uw zoekopdracht passen en kunt zich op elk moment met één klik uitschrijven.',
  ],
  [
    h('Soyez le premier informé'),
    "Dites-nous ce que vous cherchez : le type de bien, les communes, votre budget et le nombre de chambres. Dès qu'un bien correspondant à vos critères nous est confié, nous vous l'envoyons, souvent avant même sa mise en ligne.",
    'Vous ne recevez que des biens qui correspondent à votre recherche et pouvez vous désinscrire à tout moment en un clic.',
  ],
  [
    h('Be the first to know'),
    'Tell us what you are looking for: the type of property, the towns, your budget and the number of bedrooms. As soon as a property that matches comes in, we send it to you, often before it goes online.',
    'You only receive properties that match your search, and you can unsubscribe at any time with one click.',
  ],
  [
    h('Als Erster informiert'),
    'Sagen Sie uns, was Sie suchen: Art der Immobilie, Gemeinden, Budget und Anzahl der Schlafzimmer. Sobald eine passende Immobilie hereinkommt, schicken wir sie Ihnen – oft noch bevor sie online steht.',
    'Sie erhalten nur Angebote, die zu Ihrer Suche passen, und können sich jederzeit mit einem Klick abmelden.',
  ],
)

const projectsIntro = rich(
  [
    h('Nieuwbouw met zorg gekozen'),
    'Wij werken samen met een handvol bouwpromotoren die we door en door kennen. Elk project dat wij verkopen, hebben we zelf bezocht en doorgelicht: ligging, afwerking, energieprestatie en prijs.',
    'Kopen op plan is anders dan een bestaande woning kopen. Wij leggen u uit hoe de Wet Breyne uw voorschotten beschermt, wanneer u welke schijf betaalt en wat u bij de voorlopige en definitieve oplevering moet nakijken. Kies hieronder een project voor de beschikbare units, plannen en prijzen.',
  ],
  [
    h('Des constructions neuves choisies avec soin'),
    "Nous travaillons avec quelques promoteurs que nous connaissons bien. Chaque projet que nous commercialisons, nous l'avons visité et examiné nous-mêmes : situation, finitions, performance énergétique et prix.",
    "Acheter sur plan n'est pas acheter un bien existant. Nous vous expliquons comment la loi Breyne protège vos acomptes, quand vous payez chaque tranche et ce qu'il faut vérifier lors de la réception provisoire et définitive. Choisissez un projet ci-dessous pour voir les unités disponibles, les plans et les prix.",
  ],
  [
    h('New builds, carefully chosen'),
    'We work with a handful of developers we know inside out. We have visited and assessed every project we sell ourselves: location, finish, energy performance and price.',
    'Buying off-plan is different from buying an existing home. We explain how the Breyne Act protects your advance payments, when each instalment is due and what to check at provisional and final handover. Choose a project below to see the available units, plans and prices.',
  ],
  [
    h('Sorgfältig ausgewählte Neubauten'),
    'Wir arbeiten mit einigen wenigen Bauträgern zusammen, die wir sehr gut kennen. Jedes Projekt, das wir vermarkten, haben wir selbst besichtigt und geprüft: Lage, Ausstattung, Energieeffizienz und Preis.',
    'Der Kauf vom Plan unterscheidet sich vom Kauf einer bestehenden Immobilie. Wir erklären Ihnen, wie das Breyne-Gesetz Ihre Anzahlungen schützt, wann welche Rate fällig wird und worauf Sie bei der vorläufigen und endgültigen Abnahme achten sollten. Wählen Sie unten ein Projekt, um verfügbare Einheiten, Pläne und Preise zu sehen.',
  ],
)

const jobsText = rich(
  [
    h('Vastgoedmakelaar-stagiair (m/v/x) — Gent'),
    'Wij zoeken een gedreven collega die eigenaars en kopers met raad en daad bijstaat: u doet schattingen, organiseert bezoeken, begeleidt onderhandelingen en volgt dossiers op tot bij de notaris.',
    'U hebt een bachelordiploma, spreekt vlot Nederlands en Frans, en wilt de BIV-stage tot erkend vastgoedmakelaar doorlopen; wij begeleiden u daarbij. U krijgt een vast contract, een bedrijfswagen, maaltijdcheques en een hospitalisatieverzekering.',
    `Interesse? Stuur uw cv en een korte motivatie naar jobs@vitrine.example.`,
  ],
  [
    h('Agent immobilier stagiaire (h/f/x) — Gand'),
    'Nous cherchons un collègue motivé pour conseiller propriétaires et acquéreurs : vous réalisez des estimations, organisez les visites, menez les négociations et suivez les dossiers jusque chez le notaire.',
    "Vous êtes titulaire d'un bachelier, parlez couramment le néerlandais et le français et souhaitez effectuer le stage IPI pour devenir agent immobilier agréé ; nous vous y accompagnons. Nous offrons un contrat à durée indéterminée, une voiture de société, des chèques-repas et une assurance hospitalisation.",
    'Intéressé ? Envoyez votre CV et une courte lettre de motivation à jobs@vitrine.example.',
  ],
  [
    h('Trainee estate agent (m/f/x) — Ghent'),
    'We are looking for a driven colleague to support owners and buyers: you carry out valuations, organise viewings, lead negotiations and follow files through to the notary.',
    'You hold a bachelor’s degree, speak Dutch and French fluently and want to complete the BIV/IPI traineeship to become a licensed estate agent; we will support you along the way. We offer a permanent contract, a company car, meal vouchers and hospitalisation insurance.',
    'Interested? Send your CV and a short cover letter to jobs@vitrine.example.',
  ],
  [
    h('Immobilienmakler in Ausbildung (m/w/d) — Gent'),
    'Wir suchen eine engagierte Kollegin oder einen engagierten Kollegen, die Eigentümer und Käufer beraten: Sie erstellen Bewertungen, organisieren Besichtigungen, führen Verhandlungen und begleiten Vorgänge bis zum Notar.',
    'Sie haben einen Bachelorabschluss, sprechen fließend Niederländisch und Französisch und möchten das BIV/IPI-Praktikum zum zugelassenen Immobilienmakler absolvieren; wir begleiten Sie dabei. Wir bieten einen unbefristeten Vertrag, einen Firmenwagen, Essensgutscheine und eine Krankenhausversicherung.',
    'Interesse? Senden Sie Ihren Lebenslauf und ein kurzes Motivationsschreiben an jobs@vitrine.example.',
  ],
)

// ---------------------------------------------------------------------------------------------
// The pages, in menu order (sort leaves gaps so staff can slot pages in between).

export const menuPages: MenuPageSeed[] = [
  {
    key: 'home',
    title: tr('Home', 'Accueil', 'Home', 'Startseite'),
    status: 'published',
    showInMenu: true,
    sort: 10,
    showBreadCrumb: false,
    description: tr(
      'Vitrine Immo, uw vastgoedmakelaar in Gent en Brussel: woningen te koop en te huur, nieuwbouwprojecten en een gratis schatting van uw eigendom.',
      'Vitrine Immo, votre agence immobilière à Gand et Bruxelles : biens à vendre et à louer, projets neufs et estimation gratuite de votre bien.',
      'Vitrine Immo, your estate agent in Ghent and Brussels: homes for sale and to let, new-build projects and a free valuation of your property.',
      'Vitrine Immo, Ihr Immobilienmakler in Gent und Brüssel: Immobilien zum Kauf und zur Miete, Neubauprojekte und eine kostenlose Bewertung Ihrer Immobilie.',
    ),
    meta: seo(
      tr('Vitrine Immo', 'Vitrine Immo', 'Vitrine Immo', 'Vitrine Immo'),
      tr(
        'Vitrine Immo — vastgoedmakelaar in Gent en Brussel',
        'Vitrine Immo — agence immobilière à Gand et Bruxelles',
        'Vitrine Immo — estate agent in Ghent and Brussels',
        'Vitrine Immo — Immobilienmakler in Gent und Brüssel',
      ),
      tr(
        'Huizen, appartementen en bedrijfspanden te koop en te huur in België en Luxemburg. Vraag een gratis schatting van uw pand aan.',
        'Maisons, appartements et biens commerciaux à vendre et à louer en Belgique et au Luxembourg. Demandez une estimation gratuite.',
        'Houses, apartments and commercial property for sale and to let in Belgium and Luxembourg. Ask for a free valuation of your property.',
        'Häuser, Wohnungen und Gewerbeimmobilien zum Kauf und zur Miete in Belgien und Luxemburg. Jetzt kostenlose Bewertung anfragen.',
      ),
    ),
    modules: [
      {
        blockType: 'propertyList',
        title: tr('Nieuw in ons aanbod', 'Nouveau dans notre offre', 'New on the market', 'Neu in unserem Angebot'),
        description: tr(
          'De panden die het laatst bij ons binnenkwamen.',
          'Les derniers biens qui nous ont été confiés.',
          'The latest properties entrusted to us.',
          'Die Immobilien, die uns zuletzt anvertraut wurden.',
        ),
        goal: 'all',
        maxItems: 4,
        numberItemOfRow: 4,
        view: 'grid',
      },
    ],
  },
  {
    key: 'for-sale',
    title: tr('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
    status: 'published',
    showInMenu: true,
    sort: 20,
    description: tr(
      'Alle huizen, appartementen, gronden en bedrijfspanden die wij te koop aanbieden.',
      'Toutes les maisons, appartements, terrains et biens professionnels que nous proposons à la vente.',
      'All the houses, apartments, plots and commercial properties we have for sale.',
      'Alle Häuser, Wohnungen, Grundstücke und Gewerbeimmobilien, die wir zum Kauf anbieten.',
    ),
    meta: seo(
      tr('Panden te koop', 'Biens à vendre', 'Property for sale', 'Immobilien zu verkaufen'),
      tr(
        'Vastgoed te koop in België en Luxemburg | Vitrine Immo',
        'Biens à vendre en Belgique et au Luxembourg | Vitrine Immo',
        'Property for sale in Belgium and Luxembourg | Vitrine Immo',
        'Immobilien kaufen in Belgien und Luxemburg | Vitrine Immo',
      ),
      tr(
        'Bekijk ons volledige aanbod huizen, appartementen, gronden en handelspanden te koop, met foto’s, EPC en alle gegevens.',
        'Découvrez toutes nos maisons, appartements, terrains et commerces à vendre, avec photos, PEB et toutes les informations.',
        'Browse all our houses, apartments, plots and commercial premises for sale, with photos, EPC ratings and full details.',
        'Alle Häuser, Wohnungen, Grundstücke und Gewerbeflächen zum Kauf, mit Fotos, Energieausweis und allen Angaben.',
      ),
    ),
    modules: [{ blockType: 'propertyList', goal: 'sale', numberItemOfRow: 3, view: 'grid' }],
  },
  {
    key: 'for-rent',
    title: tr('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
    status: 'published',
    showInMenu: true,
    sort: 30,
    description: tr(
      'Alle woningen, appartementen, kantoren en handelspanden die wij te huur aanbieden.',
      'Toutes les maisons, appartements, bureaux et commerces que nous proposons à la location.',
      'All the homes, apartments, offices and shops we have to let.',
      'Alle Häuser, Wohnungen, Büros und Ladenflächen, die wir zur Miete anbieten.',
    ),
    meta: seo(
      tr('Panden te huur', 'Biens à louer', 'Property to rent', 'Immobilien zu vermieten'),
      tr(
        'Vastgoed te huur in België en Luxemburg | Vitrine Immo',
        'Biens à louer en Belgique et au Luxembourg | Vitrine Immo',
        'Property to rent in Belgium and Luxembourg | Vitrine Immo',
        'Immobilien mieten in Belgien und Luxemburg | Vitrine Immo',
      ),
      tr(
        'Huurwoningen, appartementen, studio’s, kantoren en handelspanden te huur, met huurprijs, lasten en beschikbaarheid.',
        'Maisons, appartements, studios, bureaux et commerces à louer, avec loyer, charges et date de disponibilité.',
        'Houses, apartments, studios, offices and shops to let, with rent, service charges and availability.',
        'Häuser, Wohnungen, Studios, Büros und Läden zur Miete, mit Miete, Nebenkosten und Verfügbarkeit.',
      ),
    ),
    modules: [{ blockType: 'propertyList', goal: 'rent', numberItemOfRow: 3, view: 'grid' }],
  },
  {
    key: 'projects',
    title: tr('Projecten', 'Projets', 'Projects', 'Projekte'),
    status: 'published',
    showInMenu: true,
    sort: 40,
    description: tr(
      'Nieuwbouwprojecten: appartementen en woningen op plan, met plannen, prijzen en beschikbare units.',
      'Projets neufs : appartements et maisons sur plan, avec plans, prix et unités disponibles.',
      'New-build projects: apartments and houses off-plan, with plans, prices and available units.',
      'Neubauprojekte: Wohnungen und Häuser vom Plan, mit Plänen, Preisen und freien Einheiten.',
    ),
    meta: seo(
      tr('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects', 'Neubauprojekte'),
      tr(
        'Nieuwbouwprojecten in Gent en Brussel | Vitrine Immo',
        'Projets neufs à Gand et Bruxelles | Vitrine Immo',
        'New-build projects in Ghent and Brussels | Vitrine Immo',
        'Neubauprojekte in Gent und Brüssel | Vitrine Immo',
      ),
      tr(
        'Kopen op plan met de zekerheid van de Wet Breyne: ontdek onze nieuwbouwprojecten met beschikbare units, plannen en prijzen.',
        'Acheter sur plan avec la protection de la loi Breyne : découvrez nos projets neufs, leurs unités disponibles, plans et prix.',
        'Buy off-plan with the protection of the Breyne Act: discover our new-build projects with available units, plans and prices.',
        'Kaufen vom Plan mit dem Schutz des Breyne-Gesetzes: unsere Neubauprojekte mit freien Einheiten, Plänen und Preisen.',
      ),
    ),
    modules: [{ blockType: 'richText', content: projectsIntro }],
  },
  {
    key: 'services',
    title: tr('Diensten', 'Services', 'Services', 'Dienstleistungen'),
    status: 'published',
    showInMenu: true,
    sort: 50,
    description: tr(
      'Verkoop, verhuur, schatting en beheer: zo helpen wij eigenaars, kopers en huurders.',
      'Vente, location, estimation et gestion : voici comment nous aidons propriétaires, acquéreurs et locataires.',
      'Sales, lettings, valuations and management: how we help owners, buyers and tenants.',
      'Verkauf, Vermietung, Bewertung und Verwaltung: So helfen wir Eigentümern, Käufern und Mietern.',
    ),
    meta: seo(
      tr('Onze diensten', 'Nos services', 'Our services', 'Unsere Dienstleistungen'),
      tr(
        'Verkoop, verhuur en schatting | Vitrine Immo',
        'Vente, location et estimation | Vitrine Immo',
        'Sales, lettings and valuations | Vitrine Immo',
        'Verkauf, Vermietung und Bewertung | Vitrine Immo',
      ),
      tr(
        'Van schatting tot akte: ontdek hoe onze makelaars uw pand verkopen of verhuren, en lees wat klanten over ons zeggen.',
        "De l'estimation à l'acte : découvrez comment nos agents vendent ou louent votre bien, et ce que nos clients en disent.",
        'From valuation to deed: see how our agents sell or let your property, and read what our clients say about us.',
        'Von der Bewertung bis zur Urkunde: So verkaufen oder vermieten wir Ihre Immobilie – und das sagen unsere Kunden.',
      ),
    ),
    modules: [
      {
        blockType: 'category',
        title: tr(
          'Waarmee kunnen we u helpen?',
          'Comment pouvons-nous vous aider ?',
          'How can we help?',
          'Wie können wir Ihnen helfen?',
        ),
        isHasSubcategories: true,
        view: 'collapsible',
      },
      {
        blockType: 'article',
        kind: 'service',
        title: tr('Onze diensten', 'Nos services', 'Our services', 'Unsere Dienstleistungen'),
        numberItemOfRow: 3,
      },
      {
        blockType: 'article',
        kind: 'testimonial',
        title: tr(
          'Wat klanten over ons zeggen',
          'Ce que disent nos clients',
          'What our clients say',
          'Was unsere Kunden sagen',
        ),
        numberItemOfRow: 3,
        maxItems: 6,
      },
      {
        blockType: 'testimonials',
        title: tr(
          'Reacties via onze website',
          'Avis laissés sur notre site',
          'Reviews left on our website',
          'Bewertungen auf unserer Website',
        ),
        titleSize: 'h3',
        numberItemOfRow: 2,
        maxItems: 4,
      },
      {
        blockType: 'team',
        title: tr('Ons team', 'Notre équipe', 'Our team', 'Unser Team'),
        numberItemOfRow: 4,
      },
    ],
  },
  {
    key: 'contact-demand',
    parentKey: 'services',
    title: tr('Gratis schatting', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'),
    status: 'published',
    showInMenu: true,
    sort: 51,
    description: tr(
      'Vraag een gratis en vrijblijvende schatting van uw woning of bedrijfspand aan.',
      'Demandez une estimation gratuite et sans engagement de votre maison ou de votre bien professionnel.',
      'Ask for a free, no-obligation valuation of your home or commercial property.',
      'Fordern Sie eine kostenlose, unverbindliche Bewertung Ihres Hauses oder Ihrer Gewerbeimmobilie an.',
    ),
    meta: seo(
      tr('Gratis schatting', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'),
      tr(
        'Gratis schatting van uw woning | Vitrine Immo',
        'Estimation gratuite de votre bien | Vitrine Immo',
        'Free valuation of your property | Vitrine Immo',
        'Kostenlose Immobilienbewertung | Vitrine Immo',
      ),
      tr(
        'Wat is uw woning waard? Een makelaar komt langs en u krijgt binnen de week een onderbouwde, vrijblijvende schatting.',
        'Combien vaut votre bien ? Un agent passe chez vous et vous recevez dans la semaine une estimation argumentée et sans engagement.',
        'What is your home worth? An agent visits and within a week you receive a well-founded valuation, free and without obligation.',
        'Was ist Ihre Immobilie wert? Ein Makler besucht Sie, und binnen einer Woche erhalten Sie eine fundierte, unverbindliche Bewertung.',
      ),
    ),
    modules: [
      { blockType: 'richText', content: valuationInfo },
      {
        blockType: 'contactForm',
        form: 'contact-demand',
        title: tr(
          'Vraag uw schatting aan',
          'Demandez votre estimation',
          'Request your valuation',
          'Bewertung anfragen',
        ),
      },
    ],
  },
  {
    key: 'demand-register',
    parentKey: 'services',
    title: tr('Blijf op de hoogte', 'Restez informé', 'Stay informed', 'Suchauftrag'),
    status: 'published',
    showInMenu: true,
    sort: 52,
    description: tr(
      'Schrijf u in en ontvang nieuwe panden die aan uw zoekcriteria voldoen.',
      'Inscrivez-vous et recevez les nouveaux biens qui correspondent à vos critères.',
      'Sign up and receive new properties that match your search.',
      'Melden Sie sich an und erhalten Sie neue Immobilien, die zu Ihrer Suche passen.',
    ),
    meta: seo(
      tr('Blijf op de hoogte', 'Restez informé', 'Stay informed', 'Suchauftrag'),
      tr(
        'Ontvang nieuwe panden als eerste | Vitrine Immo',
        'Recevez les nouveaux biens en premier | Vitrine Immo',
        'Be the first to hear about new listings | Vitrine Immo',
        'Neue Immobilien als Erster erhalten | Vitrine Immo',
      ),
      tr(
        'Geef uw zoekcriteria door en ontvang nieuwe woningen en appartementen die bij u passen, vaak nog voor ze online staan.',
        'Indiquez vos critères et recevez les nouveaux biens qui vous correspondent, souvent avant leur mise en ligne.',
        'Tell us what you are looking for and receive matching new homes and apartments, often before they go online.',
        'Nennen Sie uns Ihre Suchkriterien und erhalten Sie passende neue Immobilien, oft bevor sie online erscheinen.',
      ),
    ),
    modules: [
      { blockType: 'richText', content: registerInfo },
      {
        blockType: 'contactForm',
        form: 'demand-register',
        title: tr('Uw zoekopdracht', 'Votre recherche', 'Your search', 'Ihre Suche'),
      },
    ],
  },
  {
    key: 'contact',
    title: tr('Contact', 'Contact', 'Contact', 'Kontakt'),
    status: 'published',
    showInMenu: true,
    sort: 60,
    description: tr(
      'Bel, mail of kom langs op ons kantoor in Gent.',
      'Appelez-nous, écrivez-nous ou passez à notre agence à Gand.',
      'Call, e-mail or visit our office in Ghent.',
      'Rufen Sie an, schreiben Sie uns oder besuchen Sie unser Büro in Gent.',
    ),
    meta: seo(
      tr('Contact', 'Contact', 'Contact', 'Kontakt'),
      tr(
        'Contact en openingsuren | Vitrine Immo Gent',
        "Contact et heures d'ouverture | Vitrine Immo Gand",
        'Contact and opening hours | Vitrine Immo Ghent',
        'Kontakt und Öffnungszeiten | Vitrine Immo Gent',
      ),
      tr(
        'Adres, telefoonnummer en openingsuren van Vitrine Immo in Gent. Stel uw vraag via het formulier; wij antwoorden binnen een werkdag.',
        "Adresse, téléphone et heures d'ouverture de Vitrine Immo à Gand. Posez votre question via le formulaire ; réponse en un jour ouvrable.",
        'Address, telephone and opening hours of Vitrine Immo in Ghent. Ask your question with the form; we reply within one working day.',
        'Adresse, Telefon und Öffnungszeiten von Vitrine Immo in Gent. Stellen Sie Ihre Frage per Formular; Antwort binnen eines Werktags.',
      ),
    ),
    modules: [
      { blockType: 'richText', content: contactInfo },
      {
        blockType: 'contactForm',
        form: 'site-contact',
        title: tr('Stuur ons een bericht', 'Envoyez-nous un message', 'Send us a message', 'Schreiben Sie uns'),
      },
    ],
  },
  {
    key: 'Privacy-statement',
    title: tr('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement', 'Datenschutzerklärung'),
    status: 'published',
    showInMenu: false,
    sort: 100,
    content: privacy,
    meta: seo(
      tr('Privacyverklaring', 'Déclaration de confidentialité', 'Privacy statement', 'Datenschutzerklärung'),
      tr(
        'Privacyverklaring | Vitrine Immo',
        'Déclaration de confidentialité | Vitrine Immo',
        'Privacy statement | Vitrine Immo',
        'Datenschutzerklärung | Vitrine Immo',
      ),
      tr(
        'Welke persoonsgegevens Vitrine Immo verwerkt, waarom, hoe lang, met wie wij ze delen en hoe u uw rechten uitoefent.',
        'Quelles données Vitrine Immo traite, pourquoi, combien de temps, avec qui elles sont partagées et comment exercer vos droits.',
        'Which personal data Vitrine Immo processes, why, for how long, who we share it with and how to exercise your rights.',
        'Welche Daten Vitrine Immo verarbeitet, warum, wie lange, an wen wir sie weitergeben und wie Sie Ihre Rechte ausüben.',
      ),
    ),
    modules: [],
  },
  {
    key: 'Cookie-policy',
    title: tr('Cookiebeleid', 'Politique de cookies', 'Cookie policy', 'Cookie-Richtlinie'),
    status: 'published',
    showInMenu: false,
    sort: 110,
    content: cookies,
    meta: seo(
      tr('Cookiebeleid', 'Politique de cookies', 'Cookie policy', 'Cookie-Richtlinie'),
      tr(
        'Cookiebeleid | Vitrine Immo',
        'Politique de cookies | Vitrine Immo',
        'Cookie policy | Vitrine Immo',
        'Cookie-Richtlinie | Vitrine Immo',
      ),
      tr(
        'Welke noodzakelijke, analytische en advertentiecookies deze website gebruikt en hoe u uw toestemming geeft of intrekt.',
        'Les cookies nécessaires, analytiques et publicitaires utilisés par ce site, et comment donner ou retirer votre consentement.',
        'The necessary, analytics and advertising cookies this website uses, and how to give or withdraw your consent.',
        'Welche notwendigen, Analyse- und Werbe-Cookies diese Website nutzt und wie Sie Ihre Einwilligung erteilen oder widerrufen.',
      ),
    ),
    modules: [],
  },
  {
    key: 'Disclaimer',
    title: tr('Disclaimer', 'Avertissement', 'Disclaimer', 'Haftungsausschluss'),
    status: 'published',
    showInMenu: false,
    sort: 120,
    content: disclaimer,
    meta: seo(
      tr('Disclaimer', 'Avertissement', 'Disclaimer', 'Haftungsausschluss'),
      tr(
        'Disclaimer en wettelijke vermeldingen | Vitrine Immo',
        'Avertissement et mentions légales | Vitrine Immo',
        'Disclaimer and legal notice | Vitrine Immo',
        'Haftungsausschluss und Impressum | Vitrine Immo',
      ),
      tr(
        `Wettelijke vermeldingen van Vitrine Immo: BIV-erkenning ${a.bivNumber}, deontologische code, verzekering en aansprakelijkheid.`,
        `Mentions légales de Vitrine Immo : agrément IPI ${a.bivNumber}, code de déontologie, assurance et responsabilité.`,
        `Legal notice of Vitrine Immo: BIV/IPI licence ${a.bivNumber}, code of ethics, insurance and liability.`,
        `Impressum von Vitrine Immo: BIV/IPI-Zulassung ${a.bivNumber}, Berufskodex, Versicherung und Haftung.`,
      ),
    ),
    modules: [],
  },
  {
    key: 'newsletter',
    title: tr('Nieuwsbrief', 'Lettre d’information', 'Newsletter', 'Newsletter'),
    status: 'published',
    showInMenu: false,
    sort: 125,
    description: tr(
      'Eén keer per maand ons nieuwste aanbod en nieuws over de vastgoedmarkt in uw mailbox.',
      'Une fois par mois, nos nouveaux biens et des nouvelles du marché immobilier dans votre boîte mail.',
      'Once a month, our newest listings and news about the property market in your inbox.',
      'Einmal im Monat unsere neuesten Angebote und Neuigkeiten vom Immobilienmarkt in Ihrem Postfach.',
    ),
    meta: seo(
      tr('Nieuwsbrief', 'Lettre d’information', 'Newsletter', 'Newsletter'),
      tr(
        'Schrijf u in op de nieuwsbrief | Vitrine Immo',
        'Inscrivez-vous à la lettre d’information | Vitrine Immo',
        'Sign up for the newsletter | Vitrine Immo',
        'Newsletter abonnieren | Vitrine Immo',
      ),
      tr(
        'Ontvang maandelijks het nieuwste aanbod van Vitrine Immo. U bevestigt uw inschrijving via een link en kunt zich altijd uitschrijven.',
        'Recevez chaque mois les nouveaux biens de Vitrine Immo. Vous confirmez votre inscription par un lien et pouvez vous désinscrire à tout moment.',
        'Receive the newest listings of Vitrine Immo every month. You confirm your subscription with a link and can unsubscribe at any time.',
        'Erhalten Sie monatlich die neuesten Angebote von Vitrine Immo. Sie bestätigen Ihre Anmeldung per Link und können sich jederzeit abmelden.',
      ),
    ),
    modules: [
      {
        blockType: 'contactForm',
        form: 'sign-newsletter',
        title: tr('Inschrijven', 'S’inscrire', 'Sign up', 'Anmelden'),
      },
    ],
  },
  {
    key: 'login',
    title: tr('Aanmelden eigenaars', 'Connexion propriétaires', 'Owner login', 'Eigentümer-Login'),
    status: 'published',
    showInMenu: false,
    sort: 130,
    description: tr(
      'Volg als eigenaar de bezoeken, reacties en publicaties van uw pand.',
      'En tant que propriétaire, suivez les visites, les réactions et la publicité de votre bien.',
      'As an owner, follow the viewings, responses and advertising of your property.',
      'Verfolgen Sie als Eigentümer die Besichtigungen, Anfragen und Veröffentlichungen Ihrer Immobilie.',
    ),
    meta: seo(
      tr('Aanmelden eigenaars', 'Connexion propriétaires', 'Owner login', 'Eigentümer-Login'),
      tr(
        'Aanmelden voor eigenaars | Vitrine Immo',
        'Espace propriétaires | Vitrine Immo',
        'Owner login | Vitrine Immo',
        'Eigentümer-Login | Vitrine Immo',
      ),
      tr(
        'Meld u aan om de statistieken, bezoeken en documenten van uw pand te bekijken.',
        'Connectez-vous pour consulter les statistiques, les visites et les documents de votre bien.',
        'Log in to see the statistics, viewings and documents of your property.',
        'Melden Sie sich an, um Statistiken, Besichtigungen und Unterlagen Ihrer Immobilie zu sehen.',
      ),
    ),
    modules: [],
  },
  {
    key: 'jobs',
    title: tr('Vacatures', 'Emplois', 'Jobs', 'Stellenangebote'),
    // Not published yet: shows that drafts stay out of the menu and the public site.
    status: 'draft',
    showInMenu: false,
    sort: 140,
    description: tr(
      'Kom ons team in Gent versterken.',
      'Rejoignez notre équipe à Gand.',
      'Join our team in Ghent.',
      'Verstärken Sie unser Team in Gent.',
    ),
    meta: seo(
      tr('Vacatures', 'Emplois', 'Jobs', 'Stellenangebote'),
      tr('Vacatures | Vitrine Immo', 'Emplois | Vitrine Immo', 'Jobs | Vitrine Immo', 'Stellenangebote | Vitrine Immo'),
      tr(
        'Word vastgoedmakelaar bij Vitrine Immo in Gent: bekijk onze openstaande vacatures.',
        'Devenez agent immobilier chez Vitrine Immo à Gand : découvrez nos offres d’emploi.',
        'Become an estate agent at Vitrine Immo in Ghent: see our open positions.',
        'Werden Sie Immobilienmakler bei Vitrine Immo in Gent: unsere offenen Stellen.',
      ),
    ),
    modules: [{ blockType: 'richText', content: jobsText }],
  },
]
