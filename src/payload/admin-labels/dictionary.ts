/**
 * The back-office labels of the content model in the staff member's language (nl, fr, en, de),
 * looked up by the walker (walker.ts).
 *
 * Keys:
 * - FIELDS: the field `name` as in the code; `parent.name` overrides it, where parent is the
 *   nearest named group/array/tab, the block slug, or the collection/global slug at top level.
 * - OPTIONS: `fieldName.value` (`parent.fieldName.value` overrides it).
 * - TEXTS: English text of tab labels, admin groups and explicit string labels.
 * - DESCRIPTIONS: English text of admin.description.
 * - COLLECTIONS / BLOCKS / ROW_LABELS: slug or field name → { singular, plural }; GLOBALS: slug.
 *
 * Page modules carry their own labels in their block config (the block.ts of each folder of src/features/modules).
 * Adding a field: add its name to FIELDS (and its options to OPTIONS); the unit test
 * (walker.test.ts) names every missing key.
 */

export const ADMIN_LANGUAGES = ['en', 'nl', 'fr', 'de'] as const
export type AdminLanguage = (typeof ADMIN_LANGUAGES)[number]
export type Translation = Record<AdminLanguage, string>
export type Labels = { singular: Translation; plural: Translation }

/** One entry, in the order en, nl, fr, de. */
const t = (en: string, nl: string, fr: string, de: string): Translation => ({ en, nl, fr, de })
const labels = (singular: Translation, plural: Translation): Labels => ({ singular, plural })

// ---------------------------------------------------------------------------------------------
// Collections, globals, blocks
// ---------------------------------------------------------------------------------------------

export const COLLECTIONS: Record<string, Labels> = {
  properties: labels(t('Property', 'Pand', 'Bien', 'Immobilie'), t('Properties', 'Panden', 'Biens', 'Immobilien')),
  projects: labels(
    t('Project', 'Nieuwbouwproject', 'Projet neuf', 'Neubauprojekt'),
    t('Projects', 'Nieuwbouwprojecten', 'Projets neufs', 'Neubauprojekte'),
  ),
  'property-types': labels(
    t('Property type', 'Type pand', 'Type de bien', 'Immobilienart'),
    t('Property types', 'Types panden', 'Types de biens', 'Immobilienarten'),
  ),
  cities: labels(t('City', 'Gemeente', 'Localité', 'Ort'), t('Cities', 'Gemeenten', 'Localités', 'Orte')),
  'menu-pages': labels(t('Page', 'Pagina', 'Page', 'Seite'), t('Pages', "Pagina's", 'Pages', 'Seiten')),
  articles: labels(t('Article', 'Artikel', 'Article', 'Artikel'), t('Articles', 'Artikels', 'Articles', 'Artikel')),
  categories: labels(
    t('Category', 'Categorie', 'Catégorie', 'Kategorie'),
    t('Categories', 'Categorieën', 'Catégories', 'Kategorien'),
  ),
  'team-members': labels(
    t('Team member', 'Teamlid', "Membre de l'équipe", 'Teammitglied'),
    t('Team', 'Team', 'Équipe', 'Team'),
  ),
  media: labels(
    t('Media file', 'Mediabestand', 'Fichier média', 'Mediendatei'),
    t('Media', 'Media', 'Médias', 'Medien'),
  ),
  neighbourhoods: labels(
    t('Neighbourhood', 'Wijk', 'Quartier', 'Stadtviertel'),
    t('Neighbourhoods', 'Wijken', 'Quartiers', 'Stadtviertel'),
  ),
  redirects: labels(
    t('Redirect', 'Doorverwijzing', 'Redirection', 'Weiterleitung'),
    t('Redirects', 'Doorverwijzingen', 'Redirections', 'Weiterleitungen'),
  ),
  leads: labels(t('Lead', 'Aanvraag', 'Demande', 'Anfrage'), t('Leads', 'Aanvragen', 'Demandes', 'Anfragen')),
  mails: labels(
    t('Mail', 'E-mail', 'E-mail', 'E-Mail'),
    t('Outbox', 'Verzonden e-mails', "Boîte d'envoi", 'Postausgang'),
  ),
  testimonials: labels(
    t('Testimonial', 'Getuigenis', 'Témoignage', 'Kundenstimme'),
    t('Testimonials', 'Getuigenissen', 'Témoignages', 'Kundenstimmen'),
  ),
  users: labels(
    t('User', 'Gebruiker', 'Utilisateur', 'Benutzer'),
    t('Users', 'Gebruikers', 'Utilisateurs', 'Benutzer'),
  ),
}

export const GLOBALS: Record<string, Translation> = {
  'site-settings': t('Site settings', 'Website-instellingen', 'Paramètres du site', 'Website-Einstellungen'),
  'top-bar': t('Top bar', 'Topbalk', 'Barre supérieure', 'Obere Leiste'),
  footer: t('Footer', 'Voettekst', 'Pied de page', 'Fußzeile'),
  privacy: t('Privacy', 'Privacy', 'Vie privée', 'Datenschutz'),
}

/** Blocks, by block slug. Page modules carry their own labels (src/features/modules). */
export const BLOCKS: Record<string, Labels> = {}

/** Row labels of array and blocks fields ("Add unit", "Unit 01"), by field name. */
export const ROW_LABELS: Record<string, Labels> = {
  units: labels(t('Unit', 'Eenheid', 'Lot', 'Einheit'), t('Units', 'Eenheden', 'Lots', 'Einheiten')),
  modules: labels(t('Module', 'Module', 'Module', 'Modul'), t('Modules', 'Modules', 'Modules', 'Module')),
  openingSlots: labels(
    t('Time slot', 'Tijdslot', 'Plage horaire', 'Zeitfenster'),
    t('Opening hours', 'Openingsuren', "Heures d'ouverture", 'Öffnungszeiten'),
  ),
  columns: labels(t('Column', 'Kolom', 'Colonne', 'Spalte'), t('Columns', 'Kolommen', 'Colonnes', 'Spalten')),
  leftItems: labels(t('Item', 'Item', 'Élément', 'Element'), t('Items', 'Items', 'Éléments', 'Elemente')),
  rightItems: labels(t('Item', 'Item', 'Élément', 'Element'), t('Items', 'Items', 'Éléments', 'Elemente')),
}

// ---------------------------------------------------------------------------------------------
// English texts: tab labels, admin groups, explicit string labels
// ---------------------------------------------------------------------------------------------

export const TEXTS: Record<string, Translation> = {
  // admin groups
  Listings: t('Listings', 'Aanbod', 'Offre immobilière', 'Immobilienangebot'),
  Content: t('Content', 'Inhoud', 'Contenu', 'Inhalte'),
  Agency: t('Agency', 'Kantoor', 'Agence', 'Agentur'),
  Settings: t('Settings', 'Instellingen', 'Paramètres', 'Einstellungen'),
  Enquiries: t('Enquiries', 'Aanvragen', 'Demandes', 'Anfragen'),
  // tabs: properties
  General: t('General', 'Algemeen', 'Général', 'Allgemein'),
  Price: t('Price', 'Prijs', 'Prix', 'Preis'),
  Address: t('Address', 'Adres', 'Adresse', 'Adresse'),
  Details: t('Details', 'Kenmerken', 'Caractéristiques', 'Merkmale'),
  Energy: t('Energy', 'Energie', 'Énergie', 'Energie'),
  Legal: t('Legal', 'Juridisch', 'Juridique', 'Rechtliches'),
  Media: t('Media', 'Media', 'Médias', 'Medien'),
  // tabs: menu pages
  Page: t('Page', 'Pagina', 'Page', 'Seite'),
  Layout: t('Layout', 'Opmaak', 'Mise en page', 'Gestaltung'),
  SEO: t('SEO', 'SEO', 'SEO', 'SEO'),
  // tabs: site settings
  Languages: t('Languages', 'Talen', 'Langues', 'Sprachen'),
  Header: t('Header', 'Hoofding', 'En-tête', 'Kopfbereich'),
  Search: t('Search', 'Zoeken', 'Recherche', 'Suche'),
  Analytics: t('Analytics', 'Statistieken', 'Statistiques', 'Statistiken'),
}

// ---------------------------------------------------------------------------------------------
// Fields, by name (or parent.name)
// ---------------------------------------------------------------------------------------------

export const FIELDS: Record<string, Translation> = {
  // shared
  title: t('Title', 'Titel', 'Titre', 'Titel'),
  name: t('Name', 'Naam', 'Nom', 'Name'),
  slug: t('URL slug', 'URL-slug', "Identifiant d'URL", 'URL-Kürzel'),
  description: t('Description', 'Beschrijving', 'Description', 'Beschreibung'),
  content: t('Content', 'Inhoud', 'Contenu', 'Inhalt'),
  published: t('Published', 'Gepubliceerd', 'Publié', 'Veröffentlicht'),
  status: t('Status', 'Status', 'Statut', 'Status'),
  sort: t('Sort order', 'Volgorde', 'Ordre', 'Reihenfolge'),
  type: t('Type', 'Type', 'Type', 'Typ'),
  parent: t('Parent', 'Bovenliggend item', 'Élément parent', 'Übergeordnetes Element'),
  image: t('Image', 'Afbeelding', 'Image', 'Bild'),
  images: t('Images', 'Afbeeldingen', 'Images', 'Bilder'),
  photo: t('Photo', 'Foto', 'Photo', 'Foto'),
  photos: t('Photos', "Foto's", 'Photos', 'Fotos'),
  videoUrl: t('Video URL', 'Videolink', 'Lien vidéo', 'Video-Link'),
  color: t('Color', 'Kleur', 'Couleur', 'Farbe'),
  email: t('Email', 'E-mail', 'E-mail', 'E-Mail'),
  phone: t('Phone', 'Telefoon', 'Téléphone', 'Telefon'),
  address: t('Address', 'Adres', 'Adresse', 'Adresse'),
  role: t('Role', 'Rol', 'Rôle', 'Rolle'),
  languages: t('Languages', 'Talen', 'Langues', 'Sprachen'),
  webId: t('Web ID', 'Web-ID', 'ID web', 'Web-ID'),
  category: t('Category', 'Categorie', 'Catégorie', 'Kategorie'),
  text: t('Text', 'Tekst', 'Texte', 'Text'),

  // properties: general
  'properties.type': t('Property type', 'Type pand', 'Type de bien', 'Immobilienart'),
  reference: t('Reference', 'Referentie', 'Référence', 'Referenz'),
  goal: t('Sale or rent', 'Koop of huur', 'Vente ou location', 'Kauf oder Miete'),
  marquee: t('Listing status', 'Status pand', 'Statut du bien', 'Objektstatus'),
  typeDescription: t('Type description', 'Omschrijving type', 'Description du type', 'Typbeschreibung'),
  project: t('Project', 'Project', 'Projet', 'Projekt'),
  // properties: price
  price: t('Price', 'Prijs', 'Prix', 'Preis'),
  publishPrice: t('Show price', 'Prijs tonen', 'Afficher le prix', 'Preis anzeigen'),
  priceUnit: t('Price unit', 'Prijseenheid', 'Unité de prix', 'Preiseinheit'),
  priceUnitText: t('Price note', 'Prijsvermelding', 'Mention du prix', 'Preishinweis'),
  costs: t('Costs', 'Kosten', 'Frais', 'Kosten'),
  notary: t('Notary fees', 'Notariskosten', 'Frais de notaire', 'Notarkosten'),
  registration: t('Registration duties', 'Registratierechten', "Droits d'enregistrement", 'Registrierungsgebühren'),
  vat: t('VAT', 'Btw', 'TVA', 'MwSt.'),
  monthlyCharges: t('Monthly charges', 'Maandelijkse kosten', 'Charges mensuelles', 'Monatliche Nebenkosten'),
  vatApplicable: t('Subject to VAT', 'Onderworpen aan btw', 'Soumis à la TVA', 'Mehrwertsteuerpflichtig'),
  remarks: t('Remarks', 'Opmerkingen', 'Remarques', 'Bemerkungen'),
  viager: t('Life annuity (viager)', 'Lijfrente', 'Viager', 'Leibrente'),
  isViager: t('Sold as life annuity', 'Verkoop op lijfrente', 'Vente en viager', 'Verkauf auf Leibrente'),
  bouquet: t('Down payment (bouquet)', 'Boeket', 'Bouquet', 'Anzahlung (Bouquet)'),
  monthlyAnnuity: t('Monthly annuity', 'Maandelijkse rente', 'Rente mensuelle', 'Monatliche Rente'),
  occupantAgeA: t('Age of occupant A', 'Leeftijd bewoner A', 'Âge du crédirentier A', 'Alter des Bewohners A'),
  occupantAgeB: t('Age of occupant B', 'Leeftijd bewoner B', 'Âge du crédirentier B', 'Alter des Bewohners B'),
  occupied: t('Occupied', 'Bewoond', 'Occupé', 'Bewohnt'),
  availability: t('Availability', 'Beschikbaarheid', 'Disponibilité', 'Verfügbarkeit'),
  availableFrom: t('Available from', 'Beschikbaar vanaf', 'Disponible à partir du', 'Verfügbar ab'),
  'availability.text': t(
    'Availability (text)',
    'Beschikbaarheid (tekst)',
    'Disponibilité (texte)',
    'Verfügbarkeit (Text)',
  ),
  // address (fields/address.ts)
  publishAddress: t('Show address', 'Adres tonen', "Afficher l'adresse", 'Adresse anzeigen'),
  street: t('Street', 'Straat', 'Rue', 'Straße'),
  houseNumber: t('House number', 'Huisnummer', 'Numéro', 'Hausnummer'),
  boxNumber: t('Box', 'Bus', 'Boîte', 'Briefkasten'),
  city: t('City', 'Gemeente', 'Localité', 'Ort'),
  neighbourhood: t('Neighbourhood', 'Wijk', 'Quartier', 'Stadtviertel'),
  latitude: t('Latitude', 'Breedtegraad', 'Latitude', 'Breitengrad'),
  longitude: t('Longitude', 'Lengtegraad', 'Longitude', 'Längengrad'),
  // properties: details
  surfaces: t('Surfaces (m²)', 'Oppervlaktes (m²)', 'Superficies (m²)', 'Flächen (m²)'),
  living: t('Living area', 'Bewoonbare oppervlakte', 'Surface habitable', 'Wohnfläche'),
  plot: t('Plot area', 'Perceeloppervlakte', 'Superficie du terrain', 'Grundstücksfläche'),
  built: t('Built area', 'Bebouwde oppervlakte', 'Surface bâtie', 'Bebaute Fläche'),
  garden: t('Garden area', 'Tuinoppervlakte', 'Surface du jardin', 'Gartenfläche'),
  terrace: t('Terrace area', 'Terrasoppervlakte', 'Surface de la terrasse', 'Terrassenfläche'),
  rooms: t('Layout', 'Indeling', 'Pièces', 'Raumaufteilung'),
  bedrooms: t('Bedrooms', 'Slaapkamers', 'Chambres', 'Schlafzimmer'),
  bathrooms: t('Bathrooms', 'Badkamers', 'Salles de bains', 'Badezimmer'),
  showerRooms: t('Shower rooms', 'Douchekamers', "Salles d'eau", 'Duschbäder'),
  toilets: t('Toilets', 'Toiletten', 'Toilettes', 'WCs'),
  garages: t('Garages', 'Garages', 'Garages', 'Garagen'),
  parking: t('Parking spaces', 'Parkeerplaatsen', 'Places de parking', 'Stellplätze'),
  floors: t('Number of floors', 'Aantal verdiepingen', "Nombre d'étages", 'Anzahl der Etagen'),
  floor: t('Floor', 'Verdieping', 'Étage', 'Etage'),
  constructionYear: t('Construction year', 'Bouwjaar', 'Année de construction', 'Baujahr'),
  renovationYear: t('Renovation year', 'Renovatiejaar', 'Année de rénovation', 'Renovierungsjahr'),
  comfort: t('Comfort', 'Comfort', 'Confort', 'Komfort'),
  heating: t('Heating', 'Verwarming', 'Chauffage', 'Heizung'),
  kitchen: t('Kitchen', 'Keuken', 'Cuisine', 'Küche'),
  glazing: t('Glazing', 'Beglazing', 'Vitrage', 'Verglasung'),
  // properties: energy
  energy: t('Energy performance', 'Energieprestatie', 'Performance énergétique', 'Energieeffizienz'),
  epcValue: t('EPC score', 'EPC-score', 'Consommation PEB', 'Energiekennwert'),
  epcLabelText: t('EPC label', 'EPC-label', 'Classe PEB', 'Energieklasse'),
  epcUniqueCode: t(
    'EPC certificate number',
    'Uniek EPC-certificaatnummer',
    'Code unique du certificat PEB',
    'Nummer des Energieausweises',
  ),
  co2: t('CO₂ emissions', 'CO₂-uitstoot', 'Émissions de CO₂', 'CO₂-Emissionen'),
  eLevel: t('E-level', 'E-peil', 'Niveau E', 'E-Wert'),
  // properties: legal
  legal: t('Planning and legal', 'Stedenbouw en juridisch', 'Urbanisme et juridique', 'Städtebau und Recht'),
  planningPermit: t(
    'Planning permit',
    'Stedenbouwkundige vergunning',
    "Permis d'urbanisme",
    'Städtebauliche Genehmigung',
  ),
  planningDestination: t(
    'Zoning',
    'Stedenbouwkundige bestemming',
    'Affectation urbanistique',
    'Städtebauliche Zweckbestimmung',
  ),
  preemptionRight: t('Right of pre-emption', 'Voorkooprecht', 'Droit de préemption', 'Vorkaufsrecht'),
  floodPlotScore: t(
    'Flood score of the plot (P-score)',
    'Overstromingsgevoeligheid perceel (P-score)',
    "Score d'inondation de la parcelle (score P)",
    'Hochwasserrisiko des Grundstücks (P-Score)',
  ),
  floodBuildingScore: t(
    'Flood score of the building (G-score)',
    'Overstromingsgevoeligheid gebouw (G-score)',
    "Score d'inondation du bâtiment (score G)",
    'Hochwasserrisiko des Gebäudes (G-Score)',
  ),
  floodZone: t(
    'In a flood-prone area',
    'In overstromingsgevoelig gebied',
    'En zone inondable',
    'Im Überschwemmungsgebiet',
  ),
  asbestosCertificate: t('Asbestos certificate', 'Asbestattest', 'Attestation amiante', 'Asbestbescheinigung'),
  asbestosCertificateDate: t(
    'Asbestos certificate date',
    'Datum asbestattest',
    "Date de l'attestation amiante",
    'Datum der Asbestbescheinigung',
  ),
  // properties: media
  virtualTourUrl: t(
    'Virtual tour URL',
    'Link virtuele rondleiding',
    'Lien de la visite virtuelle',
    'Link zum virtuellen Rundgang',
  ),

  // projects
  delivery: t('Delivery', 'Oplevering', 'Livraison', 'Fertigstellung'),
  externalUrl: t('External website', 'Externe website', 'Site externe', 'Externe Website'),
  externalAddress: t('External address', 'Extern adres', 'Adresse externe', 'Externe Adresse'),
  units: t('Units', 'Eenheden', 'Lots', 'Einheiten'),
  'units.type': t('Property type', 'Type pand', 'Type de bien', 'Immobilienart'),

  // property types
  showOrder: t('Display order', 'Weergavevolgorde', "Ordre d'affichage", 'Anzeigereihenfolge'),
  sale: t('For sale', 'Te koop', 'À vendre', 'Zu verkaufen'),
  rent: t('For rent', 'Te huur', 'À louer', 'Zu vermieten'),

  // cities
  zip: t('Postal code', 'Postcode', 'Code postal', 'Postleitzahl'),
  country: t('Country', 'Land', 'Pays', 'Land'),

  // articles and categories
  kind: t('Kind', 'Soort', 'Genre', 'Art'),
  excerpt: t('Excerpt', 'Samenvatting', 'Extrait', 'Auszug'),
  author: t('Author', 'Auteur', 'Auteur', 'Autor'),
  rating: t('Rating', 'Beoordeling', 'Note', 'Bewertung'),
  'categories.parent': t('Parent category', 'Bovenliggende categorie', 'Catégorie parente', 'Übergeordnete Kategorie'),

  // team members
  'team-members.role': t('Job title', 'Functie', 'Fonction', 'Funktion'),
  'team-members.languages': t('Languages spoken', 'Gesproken talen', 'Langues parlées', 'Gesprochene Sprachen'),
  bio: t('Biography', 'Biografie', 'Biographie', 'Biografie'),

  // media
  alt: t('Alternative text', 'Alternatieve tekst', 'Texte alternatif', 'Alternativtext'),

  // redirects of old URLs
  'redirects.from': t('Old path', 'Oud pad', 'Ancien chemin', 'Alter Pfad'),
  'redirects.to': t('Redirect to', 'Doorverwijzen naar', 'Rediriger vers', 'Weiterleiten nach'),
  'redirects.type': t('Kind of redirect', 'Soort doorverwijzing', 'Type de redirection', 'Art der Weiterleitung'),

  // menu pages
  'menu-pages.type': t('Page type', 'Paginatype', 'Type de page', 'Seitentyp'),
  'menu-pages.parent': t('Parent page', 'Bovenliggende pagina', 'Page parente', 'Übergeordnete Seite'),
  key: t('Page key', 'Paginasleutel', 'Clé de la page', 'Seitenschlüssel'),
  path: t('Path', 'Pad', 'Chemin', 'Pfad'),
  showInMenu: t('Show in menu', 'Tonen in menu', 'Afficher dans le menu', 'Im Menü anzeigen'),
  modules: t('Modules', 'Modules', 'Modules', 'Module'),
  redirectUrl: t('Redirect URL', 'Doorverwijzings-URL', 'URL de redirection', 'Weiterleitungs-URL'),
  showBreadCrumb: t('Show breadcrumb', 'Kruimelpad tonen', "Afficher le fil d'Ariane", 'Brotkrümelnavigation anzeigen'),
  showPageBanner: t('Show page banner', 'Paginabanner tonen', 'Afficher la bannière de page', 'Seitenbanner anzeigen'),
  bannerTitle: t('Banner title', 'Bannertitel', 'Titre de la bannière', 'Bannertitel'),
  bannerDescription: t('Banner text', 'Bannertekst', 'Texte de la bannière', 'Bannertext'),
  css: t('Custom CSS', 'Eigen CSS', 'CSS personnalisé', 'Eigenes CSS'),
  isActiveSEO: t('SEO enabled', 'SEO actief', 'SEO activé', 'SEO aktiviert'),
  meta: t('Metadata', 'Metagegevens', 'Métadonnées', 'Metadaten'),
  pageTitle: t('Page title', 'Paginatitel', 'Titre de la page', 'Seitentitel'),
  metadataTitle: t('Meta title', 'Metatitel', 'Titre méta', 'Meta-Titel'),
  metadataDescription: t('Meta description', 'Metabeschrijving', 'Méta-description', 'Meta-Beschreibung'),
  ogTitle: t('Open Graph title', 'Open Graph-titel', 'Titre Open Graph', 'Open-Graph-Titel'),
  ogDescription: t(
    'Open Graph description',
    'Open Graph-beschrijving',
    'Description Open Graph',
    'Open-Graph-Beschreibung',
  ),
  ogImage: t('Open Graph image', 'Open Graph-afbeelding', 'Image Open Graph', 'Open-Graph-Bild'),
  twitterTitle: t('Twitter title', 'Twitter-titel', 'Titre Twitter', 'Twitter-Titel'),
  twitterDescription: t('Twitter description', 'Twitter-beschrijving', 'Description Twitter', 'Twitter-Beschreibung'),

  // site settings
  siteName: t('Site name', 'Naam website', 'Nom du site', 'Name der Website'),
  logo: t('Logo', 'Logo', 'Logo', 'Logo'),
  logoLight: t('Light logo', 'Licht logo', 'Logo clair', 'Helles Logo'),
  copyright: t('Copyright notice', 'Copyrightvermelding', 'Mention de copyright', 'Copyright-Hinweis'),
  openingSlots: t('Opening hours', 'Openingsuren', "Heures d'ouverture", 'Öffnungszeiten'),
  slot: t('Time slot', 'Tijdslot', 'Plage horaire', 'Zeitfenster'),
  defaultLanguage: t('Default language', 'Standaardtaal', 'Langue par défaut', 'Standardsprache'),
  transparentHeaderOnHome: t(
    'Transparent header on the home page',
    'Transparante hoofding op de startpagina',
    "En-tête transparent sur la page d'accueil",
    'Transparenter Kopfbereich auf der Startseite',
  ),
  showDemandRegisterButton: t(
    'Show free valuation button',
    'Knop gratis schatting tonen',
    "Afficher le bouton d'estimation gratuite",
    'Schaltfläche kostenlose Bewertung anzeigen',
  ),
  homeBanner: t('Home page banner', 'Banner startpagina', "Bannière de la page d'accueil", 'Banner der Startseite'),
  'homeBanner.type': t('Banner type', 'Type banner', 'Type de bannière', 'Bannerart'),
  search: t('Search box', 'Zoekvak', 'Moteur de recherche', 'Suchfeld'),
  showLogo: t('Show logo', 'Logo tonen', 'Afficher le logo', 'Logo anzeigen'),
  showSearchInput: t('Show search field', 'Zoekveld tonen', 'Afficher le champ de recherche', 'Suchfeld anzeigen'),
  showSearchButton: t(
    'Show search button',
    'Zoekknop tonen',
    'Afficher le bouton de recherche',
    'Suchschaltfläche anzeigen',
  ),
  showSearchCount: t(
    'Show number of results',
    'Aantal resultaten tonen',
    'Afficher le nombre de résultats',
    'Trefferzahl anzeigen',
  ),
  showCountProperty: t(
    'Show number of properties',
    'Aantal panden tonen',
    'Afficher le nombre de biens',
    'Anzahl der Immobilien anzeigen',
  ),
  analytics: t('Analytics', 'Statistieken', 'Statistiques', 'Statistiken'),
  googleAnalyticsId: t('Google Analytics ID', 'Google Analytics-ID', 'ID Google Analytics', 'Google-Analytics-ID'),
  googleAdsId: t('Google Ads ID', 'Google Ads-ID', 'ID Google Ads', 'Google-Ads-ID'),
  googleTagManagerId: t(
    'Google Tag Manager ID',
    'Google Tag Manager-ID',
    'ID Google Tag Manager',
    'Google-Tag-Manager-ID',
  ),
  socialPixelId: t(
    'Social media pixel ID',
    'Socialemediapixel-ID',
    'ID du pixel réseaux sociaux',
    'Social-Media-Pixel-ID',
  ),

  // top bar
  show: t('Show top bar', 'Topbalk tonen', 'Afficher la barre supérieure', 'Obere Leiste anzeigen'),
  leftItems: t('Items on the left', 'Items links', 'Éléments à gauche', 'Elemente links'),
  rightItems: t('Items on the right', 'Items rechts', 'Éléments à droite', 'Elemente rechts'),
  icon: t('Icon', 'Icoon', 'Icône', 'Symbol'),
  label: t('Label', 'Label', 'Libellé', 'Beschriftung'),
  link: t('Link', 'Link', 'Lien', 'Link'),
  localizedLink: t('Link per language', 'Link per taal', 'Lien par langue', 'Link je Sprache'),

  // leads (enquiries) and the outbox
  'leads.type': t('Form', 'Formulier', 'Formulaire', 'Formular'),
  verification: t('Verification', 'Verificatie', 'Vérification', 'Prüfung'),
  locale: t('Language', 'Taal', 'Langue', 'Sprache'),
  property: t('Property', 'Pand', 'Bien', 'Immobilie'),
  notes: t('Staff notes', 'Interne notities', 'Notes internes', 'Interne Notizen'),
  fields: t('Form data', 'Formuliergegevens', 'Données du formulaire', 'Formulardaten'),
  consents: t('Consents', 'Toestemmingen', 'Consentements', 'Einwilligungen'),
  privacy: t(
    'Privacy statement accepted',
    'Privacyverklaring aanvaard',
    'Déclaration de confidentialité acceptée',
    'Datenschutzerklärung akzeptiert',
  ),
  newsletter: t('Newsletter wanted', 'Wil de nieuwsbrief', 'Souhaite la newsletter', 'Möchte den Newsletter'),
  sourcePage: t('Sent from page', 'Verzonden vanaf pagina', 'Envoyé depuis la page', 'Gesendet von Seite'),
  utm: t('Campaign (UTM)', 'Campagne (UTM)', 'Campagne (UTM)', 'Kampagne (UTM)'),
  state: t('State', 'Toestand', 'État', 'Zustand'),
  attempts: t('Attempts', 'Pogingen', 'Tentatives', 'Versuche'),
  sentAt: t('Sent at', 'Verzonden op', 'Envoyé le', 'Gesendet am'),
  purpose: t('Purpose', 'Doel', 'Objet', 'Zweck'),
  lead: t('Lead', 'Aanvraag', 'Demande', 'Anfrage'),
  to: t('To', 'Aan', 'À', 'An'),
  replyTo: t('Reply to', 'Antwoord aan', 'Répondre à', 'Antwort an'),
  subject: t('Subject', 'Onderwerp', 'Objet', 'Betreff'),
  'mails.text': t('Message', 'Bericht', 'Message', 'Nachricht'),
  lastError: t('Last error', 'Laatste fout', 'Dernière erreur', 'Letzter Fehler'),
  messageId: t('Message ID', 'Bericht-ID', 'ID du message', 'Nachrichten-ID'),
  html: t('HTML version', 'HTML-versie', 'Version HTML', 'HTML-Version'),
  headers: t('Headers', 'Kopregels', 'En-têtes', 'Kopfzeilen'),
  attachments: t('Attachments', 'Bijlagen', 'Pièces jointes', 'Anhänge'),
  anonymisedAt: t('Anonymised on', 'Geanonimiseerd op', 'Anonymisée le', 'Anonymisiert am'),
  'testimonials.text': t('Testimonial', 'Getuigenis', 'Témoignage', 'Erfahrungsbericht'),
  retentionMonths: t(
    'Keep leads’ personal data for (months)',
    'Persoonsgegevens van aanvragen bewaren gedurende (maanden)',
    'Conserver les données personnelles des demandes pendant (mois)',
    'Personenbezogene Daten von Anfragen aufbewahren für (Monate)',
  ),

  // footer
  columns: t('Columns', 'Kolommen', 'Colonnes', 'Spalten'),
  titlePublic: t('Show title', 'Titel tonen', 'Afficher le titre', 'Titel anzeigen'),
  introText: t('Intro text', 'Introtekst', "Texte d'introduction", 'Einleitungstext'),
  introTextPublic: t(
    'Show intro text',
    'Introtekst tonen',
    "Afficher le texte d'introduction",
    'Einleitungstext anzeigen',
  ),
  fullText: t('Full text', 'Volledige tekst', 'Texte complet', 'Volltext'),
  fullTextPublic: t('Show full text', 'Volledige tekst tonen', 'Afficher le texte complet', 'Volltext anzeigen'),
  colSm: t(
    'Width on small screens',
    'Breedte op kleine schermen',
    'Largeur sur petits écrans',
    'Breite auf kleinen Bildschirmen',
  ),
  colMd: t(
    'Width on medium screens',
    'Breedte op middelgrote schermen',
    'Largeur sur écrans moyens',
    'Breite auf mittleren Bildschirmen',
  ),
  colLg: t(
    'Width on large screens',
    'Breedte op grote schermen',
    'Largeur sur grands écrans',
    'Breite auf großen Bildschirmen',
  ),
}

// ---------------------------------------------------------------------------------------------
// Select and radio options, by fieldName.value (or parent.fieldName.value)
// ---------------------------------------------------------------------------------------------

/** Prefixes every key of `entries` with `field.`. */
const optionsOf = (field: string, entries: Record<string, Translation>): Record<string, Translation> =>
  Object.fromEntries(Object.entries(entries).map(([value, label]) => [`${field}.${value}`, label]))

const languageNames = {
  nl: t('Dutch', 'Nederlands', 'Néerlandais', 'Niederländisch'),
  fr: t('French', 'Frans', 'Français', 'Französisch'),
  en: t('English', 'Engels', 'Anglais', 'Englisch'),
  de: t('German', 'Duits', 'Allemand', 'Deutsch'),
}

const floodScores = {
  A: t('A – very low risk', 'A – zeer kleine kans', 'A – risque très faible', 'A – sehr geringes Risiko'),
  B: t('B – low risk', 'B – kleine kans', 'B – risque faible', 'B – geringes Risiko'),
  C: t('C – medium risk', 'C – middelgrote kans', 'C – risque moyen', 'C – mittleres Risiko'),
  D: t('D – high risk', 'D – grote kans', 'D – risque élevé', 'D – hohes Risiko'),
}

const backgrounds = {
  none: t('None', 'Geen', 'Aucun', 'Keiner'),
  image: t('Image', 'Afbeelding', 'Image', 'Bild'),
  gallery: t('Gallery', 'Galerij', 'Galerie', 'Galerie'),
  video: t('Video', 'Video', 'Vidéo', 'Video'),
  color: t('Color', 'Kleur', 'Couleur', 'Farbe'),
}

export const OPTIONS: Record<string, Translation> = {
  ...optionsOf('goal', {
    all: t('All', 'Alle', 'Tous', 'Alle'),
    sale: t('For sale', 'Te koop', 'À vendre', 'Zu verkaufen'),
    rent: t('For rent', 'Te huur', 'À louer', 'Zu vermieten'),
  }),
  ...optionsOf('marquee', {
    1: t('Available', 'Beschikbaar', 'Disponible', 'Verfügbar'),
    3: t('Sold', 'Verkocht', 'Vendu', 'Verkauft'),
    4: t('Rented', 'Verhuurd', 'Loué', 'Vermietet'),
  }),
  ...optionsOf('priceUnit', {
    1: t('Total price', 'Totaalprijs', 'Prix total', 'Gesamtpreis'),
    2: t('Per month', 'Per maand', 'Par mois', 'Pro Monat'),
    7: t('Starting from', 'Vanaf', 'À partir de', 'Ab'),
  }),
  ...optionsOf('heating', {
    gas: t('Gas', 'Gas', 'Gaz', 'Gas'),
    oil: t('Heating oil', 'Stookolie', 'Mazout', 'Heizöl'),
    electric: t('Electric', 'Elektrisch', 'Électrique', 'Elektrisch'),
    'heat-pump': t('Heat pump', 'Warmtepomp', 'Pompe à chaleur', 'Wärmepumpe'),
    district: t('District heating', 'Warmtenet', 'Réseau de chaleur', 'Fernwärme'),
    wood: t('Wood', 'Hout', 'Bois', 'Holz'),
    none: t('None', 'Geen', 'Aucun', 'Keine'),
  }),
  ...optionsOf('kitchen', {
    fitted: t('Fully fitted', 'Volledig uitgerust', 'Entièrement équipée', 'Voll ausgestattet'),
    'semi-fitted': t('Semi-fitted', 'Half uitgerust', 'Semi-équipée', 'Teilweise ausgestattet'),
    open: t('Open', 'Open', 'Ouverte', 'Offen'),
    closed: t('Closed', 'Gesloten', 'Fermée', 'Geschlossen'),
    none: t('None', 'Geen', 'Aucune', 'Keine'),
  }),
  ...optionsOf('glazing', {
    single: t('Single glazing', 'Enkele beglazing', 'Simple vitrage', 'Einfachverglasung'),
    double: t('Double glazing', 'Dubbele beglazing', 'Double vitrage', 'Doppelverglasung'),
    triple: t('Triple glazing', 'Driedubbele beglazing', 'Triple vitrage', 'Dreifachverglasung'),
  }),
  ...optionsOf('planningPermit', {
    granted: t('Granted', 'Verkregen', 'Obtenu', 'Erteilt'),
    'not-granted': t('Not granted', 'Niet verkregen', 'Non obtenu', 'Nicht erteilt'),
    unknown: t('Unknown', 'Onbekend', 'Inconnu', 'Unbekannt'),
  }),
  ...optionsOf('planningDestination', {
    residential: t('Residential area', 'Woongebied', "Zone d'habitat", 'Wohngebiet'),
    'residential-rural': t(
      'Rural residential area',
      'Woongebied met landelijk karakter',
      "Zone d'habitat à caractère rural",
      'Wohngebiet mit ländlichem Charakter',
    ),
    mixed: t('Mixed-use area', 'Gemengd gebied', 'Zone mixte', 'Mischgebiet'),
    industrial: t('Industrial area', 'Industriegebied', "Zone d'activité économique industrielle", 'Industriegebiet'),
    agricultural: t('Agricultural area', 'Agrarisch gebied', 'Zone agricole', 'Landwirtschaftsgebiet'),
    recreational: t('Recreational area', 'Recreatiegebied', 'Zone de loisirs', 'Erholungsgebiet'),
  }),
  ...optionsOf('floodPlotScore', floodScores),
  ...optionsOf('floodBuildingScore', floodScores),
  ...optionsOf('asbestosCertificate', {
    available: t('Available', 'Beschikbaar', 'Disponible', 'Vorhanden'),
    pending: t('Requested', 'Aangevraagd', 'Demandée', 'Beantragt'),
    'not-required': t('Not required', 'Niet vereist', 'Non requise', 'Nicht erforderlich'),
  }),
  // units of a project and menu pages
  ...optionsOf('status', {
    available: t('Available', 'Beschikbaar', 'Disponible', 'Verfügbar'),
    option: t('Under option', 'In optie', 'Sous option', 'Reserviert'),
    sold: t('Sold', 'Verkocht', 'Vendu', 'Verkauft'),
    rented: t('Rented', 'Verhuurd', 'Loué', 'Vermietet'),
    published: t('Published', 'Gepubliceerd', 'Publié', 'Veröffentlicht'),
    draft: t('Draft', 'Concept', 'Brouillon', 'Entwurf'),
  }),
  ...optionsOf('kind', {
    service: t('Service', 'Dienst', 'Service', 'Dienstleistung'),
    testimonial: t('Testimonial', 'Getuigenis', 'Témoignage', 'Kundenstimme'),
  }),
  ...optionsOf('redirects.type', {
    '301': t(
      '301 Moved permanently',
      '301 Permanent verplaatst',
      '301 Déplacé définitivement',
      '301 Dauerhaft verschoben',
    ),
    '302': t(
      '302 Moved temporarily',
      '302 Tijdelijk verplaatst',
      '302 Déplacé temporairement',
      '302 Vorübergehend verschoben',
    ),
  }),
  // menu page type; home banner type (site settings)
  ...optionsOf('type', {
    page: t('Page', 'Pagina', 'Page', 'Seite'),
    redirect: t('Redirect', 'Doorverwijzing', 'Redirection', 'Weiterleitung'),
    ...backgrounds,
  }),
  ...optionsOf('languages', languageNames),
  ...optionsOf('defaultLanguage', languageNames),
  ...optionsOf('leads.type', {
    'site-contact': t('General contact', 'Algemeen contact', 'Contact général', 'Allgemeiner Kontakt'),
    'contact-me': t(
      'Contact about a property',
      'Contact over een pand',
      'Contact pour un bien',
      'Kontakt zu einer Immobilie',
    ),
    'contact-construction': t('New-build enquiry', 'Vraag over nieuwbouw', 'Demande projet neuf', 'Anfrage Neubau'),
    'contact-demand': t('Free valuation', 'Gratis schatting', 'Estimation gratuite', 'Kostenlose Bewertung'),
    'demand-register': t('Search alert', 'Zoekopdracht', 'Alerte de recherche', 'Suchauftrag'),
    'document-request': t('Document request', 'Aanvraag documenten', 'Demande de documents', 'Dokumentanfrage'),
    'contact-appointment': t('Visit booking', 'Bezoekaanvraag', 'Demande de visite', 'Besichtigungstermin'),
    'send-to-friend': t(
      'Sent to a friend',
      'Doorgestuurd naar een vriend',
      'Envoyé à un ami',
      'An einen Freund gesendet',
    ),
    testimonial: t('Testimonial', 'Getuigenis', 'Témoignage', 'Kundenstimme'),
    'purchase-offer': t('Purchase offer', 'Bod', "Offre d'achat", 'Kaufangebot'),
    'rent-application': t('Rent application', 'Huuraanvraag', 'Candidature locative', 'Mietbewerbung'),
    'sign-newsletter': t(
      'Newsletter sign-up',
      'Inschrijving nieuwsbrief',
      'Inscription à la newsletter',
      'Newsletter-Anmeldung',
    ),
  }),
  ...optionsOf('leads.status', {
    new: t('New', 'Nieuw', 'Nouvelle', 'Neu'),
    handled: t('Handled', 'Behandeld', 'Traitée', 'Erledigt'),
  }),
  ...optionsOf('verification', {
    verified: t('Verified', 'Geverifieerd', 'Vérifiée', 'Geprüft'),
    unverified: t('Unverified', 'Niet geverifieerd', 'Non vérifiée', 'Nicht geprüft'),
  }),
  ...optionsOf('locale', languageNames),
  ...optionsOf('state', {
    queued: t('Waiting to be sent', 'Wacht op verzending', "En attente d'envoi", 'Wartet auf Versand'),
    sent: t('Sent', 'Verzonden', 'Envoyé', 'Gesendet'),
    failed: t('Failed', 'Mislukt', 'Échec', 'Fehlgeschlagen'),
  }),
  ...optionsOf('purpose', {
    notification: t(
      'Notification to the agency',
      'Melding aan het kantoor',
      "Notification à l'agence",
      'Benachrichtigung an die Agentur',
    ),
    confirmation: t(
      'Confirmation to the visitor',
      'Bevestiging aan de bezoeker',
      'Confirmation au visiteur',
      'Bestätigung an den Besucher',
    ),
    friend: t(
      'To a friend of the visitor',
      'Aan een vriend van de bezoeker',
      'À un ami du visiteur',
      'An einen Freund des Besuchers',
    ),
    'opt-in': t(
      'Newsletter confirmation request',
      'Bevestiging nieuwsbriefinschrijving',
      "Confirmation d'inscription à la lettre",
      'Bestätigung der Newsletter-Anmeldung',
    ),
    alert: t('Search alert', 'Zoekopdracht-melding', 'Alerte de recherche', 'Suchauftrag-Benachrichtigung'),
    owner: t('To an owner', 'Aan een eigenaar', 'À un propriétaire', 'An einen Eigentümer'),
  }),
  ...optionsOf('icon', {
    none: t('None', 'Geen', 'Aucune', 'Keines'),
    phone: t('Phone', 'Telefoon', 'Téléphone', 'Telefon'),
    mail: t('Email', 'E-mail', 'E-mail', 'E-Mail'),
    pin: t('Location', 'Locatie', 'Localisation', 'Standort'),
    clock: t('Clock', 'Klok', 'Horloge', 'Uhr'),
    facebook: t('Facebook', 'Facebook', 'Facebook', 'Facebook'),
    instagram: t('Instagram', 'Instagram', 'Instagram', 'Instagram'),
    linkedin: t('LinkedIn', 'LinkedIn', 'LinkedIn', 'LinkedIn'),
    whatsapp: t('WhatsApp', 'WhatsApp', 'WhatsApp', 'WhatsApp'),
  }),
}

// ---------------------------------------------------------------------------------------------
// admin.description, by English text
// ---------------------------------------------------------------------------------------------

export const DESCRIPTIONS: Record<string, Translation> = {
  '1 available, 3 sold, 4 rented': t(
    '1 available, 3 sold, 4 rented',
    '1 beschikbaar, 3 verkocht, 4 verhuurd',
    '1 disponible, 3 vendu, 4 loué',
    '1 verfügbar, 3 verkauft, 4 vermietet',
  ),
  'kWh/m² per year': t('kWh/m² per year', 'kWh/m² per jaar', 'kWh/m² par an', 'kWh/m² pro Jahr'),
  'When off, only the city is shown publicly.': t(
    'When off, only the city is shown publicly.',
    'Indien uitgeschakeld, wordt publiek enkel de gemeente getoond.',
    'Si désactivé, seule la localité est affichée publiquement.',
    'Wenn deaktiviert, wird öffentlich nur der Ort angezeigt.',
  ),
  'Optional. When set, the project is presented on that site: its cards and links lead there and its page here forwards to it.':
    t(
      'Optional. When set, the project is presented on that site: its cards and links lead there and its page here forwards to it.',
      'Optioneel. Indien ingevuld staat het project op die website: de kaarten en links gaan erheen en de eigen pagina hier stuurt erdoor.',
      'Facultatif. Si renseignée, le projet est présenté sur ce site : ses cartes et liens y mènent et sa page ici y renvoie.',
      'Optional. Wenn gesetzt, wird das Projekt auf dieser Website gezeigt: Karten und Links führen dorthin, die eigene Seite hier leitet weiter.',
    ),
  'Optional; one of the neighbourhoods of the city.': t(
    'Optional; one of the neighbourhoods of the city.',
    'Optioneel; een van de wijken van de gemeente.',
    'Facultatif ; un des quartiers de la localité.',
    'Optional; eines der Stadtviertel des Ortes.',
  ),
  'Lower numbers first.': t(
    'Lower numbers first.',
    'Lagere getallen eerst.',
    "Les plus petits nombres d'abord.",
    'Kleinere Zahlen zuerst.',
  ),
  'Optional external site of the project': t(
    'Optional external site of the project',
    'Optionele externe website van het project',
    'Site externe du projet (facultatif)',
    'Optionale externe Website des Projekts',
  ),
  '1 residential, 2 office/default, 3 industrial, 4 land, 5 and 7 commercial, 6 retail': t(
    '1 residential, 2 office/default, 3 industrial, 4 land, 5 and 7 commercial, 6 retail',
    '1 wonen, 2 kantoor/standaard, 3 industrie, 4 grond, 5 en 7 handel, 6 winkel',
    '1 résidentiel, 2 bureau/par défaut, 3 industriel, 4 terrain, 5 et 7 commercial, 6 commerce de détail',
    '1 Wohnen, 2 Büro/Standard, 3 Industrie, 4 Grundstück, 5 und 7 Gewerbe, 6 Einzelhandel',
  ),
  'URL part, per language (lower case, hyphens)': t(
    'URL part, per language (lower case, hyphens)',
    'Deel van de URL, per taal (kleine letters, koppeltekens)',
    "Partie de l'URL, par langue (minuscules, traits d'union)",
    'Teil der URL, je Sprache (Kleinbuchstaben, Bindestriche)',
  ),
  'Testimonials: who said it': t(
    'Testimonials: who said it',
    'Getuigenissen: wie het zegt',
    "Témoignages : qui l'a dit",
    'Kundenstimmen: wer es gesagt hat',
  ),
  'Original path, e.g. home, for-sale, contact': t(
    'Original path, e.g. home, for-sale, contact',
    'Oorspronkelijk pad, bv. home, for-sale, contact',
    "Chemin d'origine, p. ex. home, for-sale, contact",
    'Ursprünglicher Pfad, z. B. home, for-sale, contact',
  ),
  'URL in this language, without slashes; empty for home': t(
    'URL in this language, without slashes; empty for home',
    'URL in deze taal, zonder schuine strepen; leeg voor de startpagina',
    "URL dans cette langue, sans barres obliques ; vide pour la page d'accueil",
    'URL in dieser Sprache, ohne Schrägstriche; leer für die Startseite',
  ),
  'Old path on this site, e.g. /oude-pagina.html or /nl/diensten-oud/': t(
    'Old path on this site, e.g. /oude-pagina.html or /nl/diensten-oud/',
    'Oud pad op deze site, bv. /oude-pagina.html of /nl/diensten-oud/',
    'Ancien chemin sur ce site, p. ex. /oude-pagina.html ou /nl/diensten-oud/',
    'Alter Pfad auf dieser Website, z. B. /oude-pagina.html oder /nl/diensten-oud/',
  ),
  'New path on this site (/nl/diensten/) or a full web address (https://…)': t(
    'New path on this site (/nl/diensten/) or a full web address (https://…)',
    'Nieuw pad op deze site (/nl/diensten/) of een volledig webadres (https://…)',
    'Nouveau chemin sur ce site (/nl/diensten/) ou une adresse web complète (https://…)',
    'Neuer Pfad auf dieser Website (/nl/diensten/) oder eine vollständige Webadresse (https://…)',
  ),
  'CSS class names for this page, separated by spaces': t(
    'CSS class names for this page, separated by spaces',
    'CSS-klassen voor deze pagina, gescheiden door spaties',
    'Classes CSS de cette page, séparées par des espaces',
    'CSS-Klassen dieser Seite, durch Leerzeichen getrennt',
  ),
  'For the transparent header on home': t(
    'For the transparent header on home',
    'Voor de transparante hoofding op de startpagina',
    "Pour l'en-tête transparent de la page d'accueil",
    'Für den transparenten Kopfbereich der Startseite',
  ),
  '{year} is replaced by the current year': t(
    '{year} is replaced by the current year',
    '{year} wordt vervangen door het huidige jaar',
    "{year} est remplacé par l'année en cours",
    '{year} wird durch das aktuelle Jahr ersetzt',
  ),
  'Menu config flag for free evaluation: shows the demand-register button': t(
    'Menu config flag for free evaluation: shows the demand-register button',
    'Menu-instelling voor gratis schatting: toont de knop om een schatting aan te vragen',
    "Option du menu pour l'estimation gratuite : affiche le bouton de demande d'estimation",
    'Menü-Einstellung für die kostenlose Bewertung: zeigt die Schaltfläche zur Bewertungsanfrage',
  ),
  '{sale} and {rent} are replaced by the number of properties': t(
    '{sale} and {rent} are replaced by the number of properties',
    '{sale} en {rent} worden vervangen door het aantal panden',
    '{sale} et {rent} sont remplacés par le nombre de biens',
    '{sale} und {rent} werden durch die Anzahl der Immobilien ersetzt',
  ),
  'Shown when on': t('Shown when on', 'Zichtbaar indien aangevinkt', 'Affiché si activé', 'Sichtbar, wenn aktiviert'),
  'Same link in every language': t(
    'Same link in every language',
    'Dezelfde link in elke taal',
    'Même lien dans toutes les langues',
    'Gleicher Link in allen Sprachen',
  ),
  'Overrides the link per language': t(
    'Overrides the link per language',
    'Vervangt de link per taal',
    'Remplace le lien pour chaque langue',
    'Ersetzt den Link je Sprache',
  ),
  'Unverified: sent without JavaScript (no check that a person sent it)': t(
    'Unverified: sent without JavaScript (no check that a person sent it)',
    'Niet geverifieerd: verzonden zonder JavaScript (geen controle dat een persoon het stuurde)',
    "Non vérifiée : envoyée sans JavaScript (aucune vérification qu'une personne l'a envoyée)",
    'Nicht geprüft: ohne JavaScript gesendet (keine Prüfung, dass ein Mensch sie gesendet hat)',
  ),
  'What the visitor filled in': t(
    'What the visitor filled in',
    'Wat de bezoeker invulde',
    'Ce que le visiteur a rempli',
    'Was der Besucher ausgefüllt hat',
  ),
  'Shown on the site as written here': t(
    'Shown on the site as written here',
    'Zo getoond op de website',
    'Affiché tel quel sur le site',
    'So auf der Website angezeigt',
  ),
  'Shown on the site only once ticked': t(
    'Shown on the site only once ticked',
    'Pas getoond op de website als dit aangevinkt is',
    'Affiché sur le site seulement une fois coché',
    'Erst auf der Website angezeigt, wenn angehakt',
  ),
  'The language it was written in': t(
    'The language it was written in',
    'De taal waarin het geschreven is',
    'La langue dans laquelle il est écrit',
    'Die Sprache, in der er geschrieben ist',
  ),
  'Never shown; finds the person’s data for a privacy request': t(
    'Never shown; finds the person’s data for a privacy request',
    'Nooit getoond; vindt de gegevens van de persoon bij een privacyverzoek',
    "Jamais affichée ; retrouve les données de la personne lors d'une demande relative à la vie privée",
    'Nie angezeigt; findet die Daten der Person bei einer Datenschutzanfrage',
  ),
  'Every night, leads older than this lose the name, e-mail address, phone, address and everything the visitor wrote; their mails leave the outbox. Form, date, property and status stay for the statistics.':
    t(
      'Every night, leads older than this lose the name, e-mail address, phone, address and everything the visitor wrote; their mails leave the outbox. Form, date, property and status stay for the statistics.',
      'Elke nacht verliezen oudere aanvragen de naam, het e-mailadres, de telefoon, het adres en alles wat de bezoeker schreef; hun e-mails verdwijnen uit de verzonden e-mails. Formulier, datum, pand en status blijven voor de statistieken.',
      "Chaque nuit, les demandes plus anciennes perdent le nom, l'adresse e-mail, le téléphone, l'adresse et tout ce que le visiteur a écrit ; leurs e-mails quittent la boîte d'envoi. Formulaire, date, bien et statut restent pour les statistiques.",
      'Jede Nacht verlieren ältere Anfragen Name, E-Mail-Adresse, Telefon, Adresse und alles, was der Besucher geschrieben hat; ihre E-Mails verlassen den Postausgang. Formular, Datum, Immobilie und Status bleiben für die Statistik.',
    ),
}
