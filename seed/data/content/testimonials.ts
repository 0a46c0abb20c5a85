import { tr } from '../../localized'
import type { ArticleSeed, VisitorTestimonialSeed } from '../../types'
import { rich } from '../rich'

/** Testimonials: invented clients, first names and an initial only. */
export const testimonials: ArticleSeed[] = [
  {
    key: 'sold-in-three-weeks',
    kind: 'testimonial',
    author: 'Sofie V., Gent',
    rating: 5,
    sort: 11,
    title: tr(
      'Verkocht binnen drie weken',
      'Vendu en trois semaines',
      'Sold within three weeks',
      'In drei Wochen verkauft',
    ),
    slug: tr(
      'verkocht-binnen-drie-weken',
      'vendu-en-trois-semaines',
      'sold-within-three-weeks',
      'in-drei-wochen-verkauft',
    ),
    excerpt: tr(
      'De schatting klopte, en na de eerste kijkdag lagen er al drie biedingen op ons appartement.',
      'L’estimation était juste, et après la première journée de visites, nous avions déjà trois offres pour notre appartement.',
      'The valuation was spot on, and after the first open viewing day we already had three offers on our apartment.',
      'Die Bewertung stimmte, und nach dem ersten Besichtigungstag lagen schon drei Angebote für unsere Wohnung vor.',
    ),
    content: rich(
      [
        'Toen we naar een huis met tuin wilden verhuizen, moest ons appartement in Gent eerst verkocht zijn. Katrien kwam langs voor de schatting en legde heel eerlijk uit waarom ze een iets lagere vraagprijs voorstelde dan we zelf in gedachten hadden.',
        'Ze had gelijk. Na de eerste kijkdag lagen er drie biedingen op tafel, en binnen drie weken was de verkoopovereenkomst getekend. Intussen zorgde het kantoor voor het EPC, de elektrische keuring en de documenten van de syndicus, zodat wij daar zelf niets voor hoefden te doen.',
        'Wat we vooral onthouden, is dat we altijd wisten waar we stonden. Na elk bezoek kregen we feedback, en bij de notaris was alles tot in de puntjes voorbereid.',
      ],
      [
        'Nous voulions déménager dans une maison avec jardin, mais il fallait d’abord vendre notre appartement à Gand. Katrien est venue pour l’estimation et nous a expliqué très honnêtement pourquoi elle proposait un prix un peu plus bas que celui que nous avions en tête.',
        'Elle avait raison. Après la première journée de visites, trois offres étaient sur la table, et trois semaines plus tard le compromis était signé. Pendant ce temps, l’agence s’est occupée du certificat énergétique, du contrôle électrique et des documents du syndic, sans que nous ayons à lever le petit doigt.',
        'Ce que nous retenons surtout, c’est que nous savions toujours où nous en étions. Après chaque visite, nous recevions un retour, et chez le notaire, tout était préparé dans les moindres détails.',
      ],
      [
        'We wanted to move to a house with a garden, but first our apartment in Ghent had to be sold. Katrien came round to value it and explained very honestly why she was suggesting a slightly lower asking price than we had in mind.',
        'She was right. After the first open viewing day there were three offers on the table, and within three weeks the sale agreement was signed. In the meantime the agency took care of the EPC, the electrical inspection and the documents from the syndic, so we did not have to lift a finger.',
        'What stays with us most is that we always knew where we stood. We got feedback after every viewing, and at the notary’s everything had been prepared down to the last detail.',
      ],
      [
        'Wir wollten in ein Haus mit Garten ziehen, aber zuerst musste unsere Wohnung in Gent verkauft werden. Katrien kam zur Bewertung und erklärte uns ganz offen, warum sie einen etwas niedrigeren Angebotspreis vorschlug, als wir im Kopf hatten.',
        'Sie hatte recht. Nach dem ersten Besichtigungstag lagen drei Angebote auf dem Tisch, und innerhalb von drei Wochen war der Kaufvertrag unterschrieben. In der Zwischenzeit kümmerte sich das Büro um den Energieausweis, die Elektroprüfung und die Unterlagen des Syndikus, ohne dass wir einen Finger rühren mussten.',
        'Was uns vor allem in Erinnerung bleibt: Wir wussten immer, woran wir waren. Nach jeder Besichtigung bekamen wir eine Rückmeldung, und beim Notar war alles bis ins Kleinste vorbereitet.',
      ],
    ),
  },
  {
    key: 'peace-of-mind-landlord',
    kind: 'testimonial',
    author: 'Marc D., Namur',
    rating: 5,
    sort: 12,
    title: tr(
      'Eindelijk gerust als verhuurder',
      'Enfin serein comme bailleur',
      'Peace of mind as a landlord',
      'Endlich entspannt vermieten',
    ),
    slug: tr(
      'eindelijk-gerust-als-verhuurder',
      'enfin-serein-comme-bailleur',
      'peace-of-mind-as-a-landlord',
      'endlich-entspannt-vermieten',
    ),
    excerpt: tr(
      'Sinds Vitrine mijn twee appartementen beheert, hoef ik me niet meer met herstellingen of indexeringen bezig te houden, en weet ik altijd hoe het met de huur staat.',
      'Depuis que Vitrine gère mes deux appartements, je ne m’occupe plus des réparations ni de l’indexation, et je sais toujours où en sont les loyers.',
      'Since Vitrine started managing my two apartments, I no longer deal with repairs or indexation, and I always know where the rent stands.',
      'Seit Vitrine meine beiden Wohnungen verwaltet, muss ich mich weder um Reparaturen noch um die Indexierung kümmern und weiß immer, wie es um die Mieten steht.',
    ),
    content: rich(
      [
        'Ik erfde twee appartementen in Namen en besefte al snel dat ik noch de tijd noch de zin had om zelf de huurders, de herstellingen en de indexering op te volgen.',
        'Sinds Amélie en haar team het huurbeheer doen, loopt alles via hen. Toen de verwarmingsketel midden in januari uitviel, stond er de volgende ochtend al een technieker ter plaatse; ik moest alleen de offerte per e-mail goedkeuren.',
        'Elke maand zie ik in het eigenaarsportaal de ontvangen huur en de kosten, en begin januari krijg ik een helder overzicht voor mijn belastingaangifte. Ik zou voor geen geld meer terug willen.',
      ],
      [
        'J’ai hérité de deux appartements à Namur, et je me suis vite rendu compte que je n’avais ni le temps ni l’envie de gérer moi-même les locataires, les réparations et l’indexation.',
        'Depuis qu’Amélie et son équipe s’occupent de la gestion locative, tout passe par eux. Quand la chaudière est tombée en panne en plein mois de janvier, un chauffagiste était sur place le lendemain matin ; de mon côté, j’ai juste dû valider le devis par e-mail.',
        'Chaque mois, je vois dans le portail propriétaire les loyers perçus et les frais, et en début d’année je reçois un relevé clair pour ma déclaration fiscale. Je ne reviendrais en arrière pour rien au monde.',
      ],
      [
        'I inherited two apartments in Namur and soon realised I had neither the time nor the inclination to deal with tenants, repairs and indexation myself.',
        'Since Amélie and her team took over the rental management, everything goes through them. When the boiler broke down in the middle of January, a heating engineer was there the next morning; all I had to do was approve the quote by e-mail.',
        'Every month I can see the rent received and the costs in the owner portal, and at the start of the year I get a clear statement for my tax return. I would not go back for anything.',
      ],
      [
        'Ich habe zwei Wohnungen in Namur geerbt und schnell gemerkt, dass ich weder die Zeit noch die Lust hatte, mich selbst um Mieter, Reparaturen und Indexierung zu kümmern.',
        'Seit Amélie und ihr Team die Mietverwaltung übernommen haben, läuft alles über sie. Als mitten im Januar der Heizkessel ausfiel, war schon am nächsten Morgen ein Heizungstechniker vor Ort; ich musste nur den Kostenvoranschlag per E-Mail freigeben.',
        'Jeden Monat sehe ich im Eigentümerportal die eingegangenen Mieten und die Kosten, und Anfang des Jahres bekomme ich eine klare Übersicht für meine Steuererklärung. Ich möchte es nicht mehr anders haben.',
      ],
    ),
  },
  {
    key: 'found-through-register',
    kind: 'testimonial',
    author: 'Ingrid B., Leuven',
    rating: 4,
    sort: 13,
    title: tr(
      'Ons huis gevonden via het zoekregister',
      'Notre maison trouvée grâce au registre de recherche',
      'We found our house through the search register',
      'Unser Haus über das Suchregister gefunden',
    ),
    slug: tr(
      'huis-gevonden-via-zoekregister',
      'maison-trouvee-grace-au-registre',
      'found-our-house-through-the-register',
      'haus-ueber-suchregister-gefunden',
    ),
    excerpt: tr(
      'We kregen een bericht over een rijwoning die nog niet online stond, en konden ze als eersten bezoeken.',
      'Nous avons été prévenus pour une maison mitoyenne qui n’était pas encore en ligne, et avons pu la visiter les premiers.',
      'We were told about a terraced house that was not yet online, and were the first to view it.',
      'Wir wurden über ein Reihenhaus informiert, das noch nicht online war, und konnten es als Erste besichtigen.',
    ),
    content: rich(
      [
        'We zochten al meer dan een jaar naar een rijwoning in Leuven of Heverlee en zagen telkens woningen verdwijnen voor we een bezoek konden inplannen. Een vriendin raadde ons het zoekregister van Vitrine aan.',
        'Twee maanden later kregen we een mail over een huis dat nog niet online stond. We mochten het als eersten bezoeken, en Pieter hielp ons een bod op te stellen met een opschortende voorwaarde voor onze lening. Hij rekende ook de registratierechten en notariskosten voor ons uit, wat voor ons als eerste kopers heel welkom was.',
        'Eén minpuntje: in de drukke zomerweken duurde het soms een paar dagen voor we antwoord kregen op een vraag. Maar het resultaat telt, en we wonen hier intussen met veel plezier.',
      ],
      [
        'Cela faisait plus d’un an que nous cherchions une maison mitoyenne à Louvain ou à Heverlee, et les biens nous passaient sous le nez avant même que nous puissions les visiter. Une amie nous a conseillé le registre de recherche de Vitrine.',
        'Deux mois plus tard, nous avons reçu un e-mail au sujet d’une maison qui n’était pas encore en ligne. Nous avons pu la visiter les premiers, et Pieter nous a aidés à rédiger une offre sous la condition suspensive de l’obtention de notre prêt. Il a aussi calculé pour nous les droits d’enregistrement et les frais de notaire, ce qui était très bienvenu pour des primo-acquéreurs comme nous.',
        'Seul petit bémol : pendant les semaines chargées de l’été, il fallait parfois quelques jours pour obtenir une réponse à une question. Mais c’est le résultat qui compte, et nous nous sentons très bien dans notre maison.',
      ],
      [
        'We had been looking for a terraced house in Leuven or Heverlee for over a year, and kept seeing homes disappear before we could even book a viewing. A friend recommended Vitrine’s search register.',
        'Two months later we received an e-mail about a house that was not yet online. We were the first to view it, and Pieter helped us draft an offer subject to our mortgage being approved. He also worked out the registration duties and notary fees for us, which was very welcome for first-time buyers like us.',
        'One small downside: during the busy summer weeks it sometimes took a few days to get an answer to a question. But the result is what counts, and we are very happy living here.',
      ],
      [
        'Wir suchten seit über einem Jahr ein Reihenhaus in Löwen oder Heverlee und sahen immer wieder Häuser verschwinden, bevor wir überhaupt einen Besichtigungstermin bekamen. Eine Freundin empfahl uns das Suchregister von Vitrine.',
        'Zwei Monate später erhielten wir eine E-Mail zu einem Haus, das noch nicht online war. Wir durften es als Erste besichtigen, und Pieter half uns, ein Angebot unter der aufschiebenden Bedingung der Kreditzusage zu formulieren. Er rechnete uns auch die Registrierungsgebühren und Notarkosten vor, was für uns als Erstkäufer sehr hilfreich war.',
        'Ein kleiner Minuspunkt: In den hektischen Sommerwochen dauerte es manchmal ein paar Tage, bis wir eine Antwort auf eine Frage bekamen. Aber das Ergebnis zählt, und wir wohnen inzwischen sehr gern hier.',
      ],
    ),
  },
  {
    key: 'sensitive-sale',
    kind: 'testimonial',
    author: 'Nathalie L., Uccle',
    rating: 5,
    sort: 14,
    title: tr(
      'Een gevoelige verkoop, met zorg begeleid',
      'Une vente délicate, menée avec tact',
      'A sensitive sale, handled with care',
      'Ein heikler Verkauf, mit Feingefühl begleitet',
    ),
    slug: tr(
      'gevoelige-verkoop-met-zorg-begeleid',
      'vente-delicate-menee-avec-tact',
      'sensitive-sale-handled-with-care',
      'heikler-verkauf-mit-feingefuehl',
    ),
    excerpt: tr(
      'Het ouderlijk huis werd verkocht tegen de geschatte prijs, en mijn broer kon alles vanuit het buitenland volgen.',
      'La maison familiale a été vendue au prix estimé, et mon frère a pu tout suivre depuis l’étranger.',
      'Our family home sold at the estimated price, and my brother could follow everything from abroad.',
      'Unser Elternhaus wurde zum geschätzten Preis verkauft, und mein Bruder konnte alles aus dem Ausland verfolgen.',
    ),
    content: rich(
      [
        'Toen onze ouders naar een woonzorgcentrum verhuisden, moesten mijn broer en ik het ouderlijk huis in Ukkel verkopen. Een emotionele verkoop, met daarbovenop een verouderde elektrische installatie en een veranda die nooit geregulariseerd was.',
        'Olivier nam de tijd om alles uit te leggen. Hij liet het EPB-certificaat en de elektrische keuring opmaken, ging bij de gemeente de stedenbouwkundige toestand na en stelde het huis heel transparant voor aan de kopers, gebreken inbegrepen.',
        'Het huis werd verkocht tegen de geschatte prijs, aan een jong gezin dat het gaat renoveren. Mijn broer woont in Canada: dankzij het eigenaarsportaal en de volmacht die we met de notaris voorbereidden, kon hij elke stap volgen zonder over te komen.',
      ],
      [
        'Après l’entrée de nos parents en maison de repos, mon frère et moi devions vendre la maison familiale à Uccle. Une vente chargée d’émotion, avec en prime une installation électrique d’origine et une véranda jamais régularisée.',
        'Olivier a pris le temps de tout nous expliquer. Il a fait réaliser le certificat PEB et le contrôle électrique, a vérifié la situation urbanistique auprès de la commune et a présenté la maison aux acheteurs en toute transparence, défauts compris.',
        'La maison a été vendue au prix estimé à une jeune famille qui va la rénover. Mon frère vit au Canada : grâce au portail propriétaire et à la procuration préparée avec le notaire, il a pu suivre chaque étape sans faire le déplacement.',
      ],
      [
        'When our parents moved into a care home, my brother and I had to sell the family house in Uccle. It was an emotional sale, made harder by the original wiring and a conservatory that had never been given planning approval.',
        'Olivier took the time to explain everything. He arranged the energy certificate and the electrical inspection, checked the planning situation with the municipality and presented the house to buyers with complete transparency, flaws included.',
        'The house sold at the estimated price to a young family who are going to renovate it. My brother lives in Canada: thanks to the owner portal and the power of attorney we prepared with the notary, he could follow every step without having to travel.',
      ],
      [
        'Als unsere Eltern in ein Pflegeheim zogen, mussten mein Bruder und ich das Elternhaus in Uccle verkaufen. Ein emotionaler Verkauf, zu dem noch eine veraltete Elektroinstallation und ein nie genehmigter Wintergarten kamen.',
        'Olivier nahm sich die Zeit, uns alles zu erklären. Er ließ den Energieausweis und die Elektroprüfung erstellen, klärte die städtebauliche Situation mit der Gemeinde und stellte das Haus den Käufern ganz offen vor, Mängel inklusive.',
        'Das Haus wurde zum geschätzten Preis an eine junge Familie verkauft, die es renovieren wird. Mein Bruder lebt in Kanada: Dank des Eigentümerportals und der mit dem Notar vorbereiteten Vollmacht konnte er jeden Schritt verfolgen, ohne anreisen zu müssen.',
      ],
    ),
  },
  {
    key: 'tenant-mechelen',
    kind: 'testimonial',
    author: 'Lies M., Mechelen',
    rating: 4,
    sort: 15,
    title: tr(
      'Als huurder goed opgevolgd',
      'Une locataire bien suivie',
      'Well looked after as a tenant',
      'Als Mieterin gut betreut',
    ),
    slug: tr(
      'als-huurder-goed-opgevolgd',
      'une-locataire-bien-suivie',
      'well-looked-after-as-a-tenant',
      'als-mieterin-gut-betreut',
    ),
    excerpt: tr(
      'Bij een defect hoor ik meestal nog dezelfde dag wanneer er iemand langskomt. Je weet wie je aan de lijn krijgt, en dat maakt veel uit.',
      'En cas de panne, je sais généralement le jour même quand quelqu’un passera. On sait à qui on parle, et cela change tout.',
      'When something breaks, I usually hear the same day when someone will come round. You know who you are talking to, and that makes a real difference.',
      'Wenn etwas kaputt ist, erfahre ich meist noch am selben Tag, wann jemand vorbeikommt. Man weiß, mit wem man spricht, und das macht viel aus.',
    ),
    content: rich(
      [
        'Ik huur al vier jaar een appartement in Mechelen dat door Vitrine beheerd wordt. De start verliep heel duidelijk: een grondige plaatsbeschrijving met foto’s, een contract dat me in gewone taal werd uitgelegd en een huurwaarborg op een geblokkeerde rekening op mijn naam.',
        'Als er iets stuk is, meld ik het via een formulier en hoor ik meestal nog dezelfde dag wanneer er iemand langskomt. Toen de dakgoot lekte, duurde het wel twee weken voor de herstelling klaar was, omdat de dakwerker een lange wachtlijst had, maar ik werd onderweg steeds op de hoogte gehouden.',
        'Het voelt niet alsof je tegenover een anoniem kantoor staat. Je weet wie je aan de lijn krijgt, en dat maakt veel uit.',
      ],
      [
        'Je loue depuis quatre ans un appartement à Malines géré par Vitrine. Le départ s’est fait en toute clarté : un état des lieux détaillé avec photos, un bail qu’on m’a expliqué en termes simples et une garantie locative sur un compte bloqué à mon nom.',
        'Quand quelque chose est en panne, je le signale via un formulaire et je sais généralement le jour même quand quelqu’un passera. Lorsque la gouttière a fui, il a fallu deux bonnes semaines pour la réparation, car le couvreur avait une longue liste d’attente, mais on m’a tenue informée à chaque étape.',
        'On n’a pas l’impression d’avoir affaire à une agence anonyme. On sait à qui on parle, et cela change tout.',
      ],
      [
        'I have been renting an apartment in Mechelen managed by Vitrine for four years. The start was very clear: a thorough inventory with photos, a lease that was explained to me in plain language and a deposit in a blocked account in my name.',
        'When something breaks, I report it through a form and usually hear the same day when someone will come round. When the gutter leaked, the repair took a good two weeks because the roofer had a long waiting list, but I was kept informed all the way.',
        'It does not feel like dealing with an anonymous agency. You know who you are talking to, and that makes a real difference.',
      ],
      [
        'Ich miete seit vier Jahren eine von Vitrine verwaltete Wohnung in Mecheln. Der Anfang war sehr klar: eine gründliche Ortsbeschreibung mit Fotos, ein Mietvertrag, der mir in verständlichen Worten erklärt wurde, und eine Mietgarantie auf einem Sperrkonto auf meinen Namen.',
        'Wenn etwas kaputt ist, melde ich es über ein Formular und erfahre meist noch am selben Tag, wann jemand vorbeikommt. Als die Dachrinne undicht war, dauerte die Reparatur zwar gut zwei Wochen, weil der Dachdecker eine lange Warteliste hatte, aber ich wurde die ganze Zeit auf dem Laufenden gehalten.',
        'Man hat nicht das Gefühl, mit einem anonymen Büro zu tun zu haben. Man weiß, mit wem man spricht, und das macht viel aus.',
      ],
    ),
  },
]

/** Short testimonials visitors left on the site, published by staff (two in each language). */
export const visitorTestimonials: VisitorTestimonialSeed[] = [
  {
    name: 'Hilde V.',
    city: 'Gent',
    text: 'Binnen zes weken verkocht, en elke week een telefoontje met nieuws over de bezoeken. Aanrader!',
    rating: 5,
    locale: 'nl',
  },
  {
    name: 'Koen D.',
    city: 'Leuven',
    text: 'Duidelijke uitleg over het EPC en de renovatieplicht, zonder verkooppraat.',
    rating: 4,
    locale: 'nl',
  },
  {
    name: 'Sophie L.',
    city: 'Namur',
    text: 'Une estimation honnête et argumentée, puis une vente au prix demandé. Merci à toute l’équipe !',
    rating: 5,
    locale: 'fr',
  },
  {
    name: 'Marc T.',
    city: 'Bruxelles',
    text: 'Location trouvée en dix jours, état des lieux soigné. Très professionnel.',
    rating: 5,
    locale: 'fr',
  },
  {
    name: 'Emma R.',
    city: 'Brussels',
    text: 'As newcomers to Belgium we had endless questions; every one got a patient, clear answer.',
    rating: 5,
    locale: 'en',
  },
  {
    name: 'James O.',
    city: 'Antwerp',
    text: 'Viewings were organised around our work hours, and the paperwork was ready on time.',
    rating: 4,
    locale: 'en',
  },
  {
    name: 'Lena S.',
    city: 'Eupen',
    text: 'Kompetente Beratung auf Deutsch und ein reibungsloser Verkauf. Vielen Dank!',
    rating: 5,
    locale: 'de',
  },
  {
    name: 'Thomas K.',
    city: 'Lüttich',
    text: 'Schnelle Rückmeldungen und ehrliche Einschätzungen zum Marktwert unserer Wohnung.',
    rating: 4,
    locale: 'de',
  },
]
