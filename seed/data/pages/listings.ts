import { tr } from '../../localized'
import type { MenuPageSeed } from '../../types'
import { h, rich } from '../rich'
import { seo } from './shared'

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
/** Home, the two property lists and the projects page. */
export const listingPages: MenuPageSeed[] = [
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
]
