import { tr } from '../../localized'
import type { MenuPageSeed } from '../../types'
import { h, h3, rich } from '../rich'
import { agency as a } from '../settings'
import { address, seo } from './shared'

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
/** Services and the pages with a form: valuation request, demand register and contact. */
export const servicePages: MenuPageSeed[] = [
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
]
