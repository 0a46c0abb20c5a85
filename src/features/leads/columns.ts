import type { AdminText as Translation } from '@/i18n/admin-text'

/**
 * Column headings of the leads export for the form fields a visitor fills in (the `fields` json
 * of a lead, by the enquiry engine's field names), in the staff member's language, in the
 * order the forms ask them. A field not listed here is exported under its own name, after these.
 */
const t = (en: string, nl: string, fr: string, de: string): Translation => ({ en, nl, fr, de })

export const formFieldLabels: Record<string, Translation> = {
  salutation: t('Title', 'Aanspreking', 'Civilité', 'Anrede'),
  firstName: t('First name', 'Voornaam', 'Prénom', 'Vorname'),
  lastName: t('Last name', 'Familienaam', 'Nom', 'Nachname'),
  email: t('E-mail', 'E-mail', 'E-mail', 'E-Mail'),
  phone: t('Phone', 'Telefoon', 'Téléphone', 'Telefon'),
  street: t('Street', 'Straat', 'Rue', 'Straße'),
  houseNumber: t('Number', 'Nummer', 'Numéro', 'Hausnummer'),
  zip: t('Postcode', 'Postcode', 'Code postal', 'Postleitzahl'),
  city: t('City', 'Gemeente', 'Localité', 'Ort'),
  remark: t('Message', 'Bericht', 'Message', 'Nachricht'),
  contactTime: t('When to call', 'Wanneer bellen', 'Quand appeler', 'Wann anrufen'),
  goal: t('Buy or rent', 'Kopen of huren', 'Acheter ou louer', 'Kaufen oder mieten'),
  types: t('Property types', 'Types panden', 'Types de biens', 'Immobilienarten'),
  cities: t('Cities', 'Gemeenten', 'Localités', 'Orte'),
  zips: t('Postcodes', 'Postcodes', 'Codes postaux', 'Postleitzahlen'),
  priceMin: t('Price from', 'Prijs vanaf', 'Prix à partir de', 'Preis ab'),
  priceMax: t('Price up to', 'Prijs tot', "Prix jusqu'à", 'Preis bis'),
  bedrooms: t('Bedrooms (at least)', 'Slaapkamers (minimum)', 'Chambres (minimum)', 'Schlafzimmer (mindestens)'),
  propertyStreet: t('Property: street', 'Pand: straat', 'Bien : rue', 'Immobilie: Straße'),
  propertyHouseNumber: t('Property: number', 'Pand: nummer', 'Bien : numéro', 'Immobilie: Hausnummer'),
  propertyZip: t('Property: postcode', 'Pand: postcode', 'Bien : code postal', 'Immobilie: Postleitzahl'),
  propertyCity: t('Property: city', 'Pand: gemeente', 'Bien : localité', 'Immobilie: Ort'),
  propertyType: t('Property: type', 'Pand: type', 'Bien : type', 'Immobilie: Art'),
  propertyId: t('Property number', 'Pandnummer', 'Numéro du bien', 'Immobiliennummer'),
  date: t('Visit date', 'Bezoekdatum', 'Date de visite', 'Besichtigungsdatum'),
  slot: t('Visit time', 'Bezoekuur', 'Heure de visite', 'Besichtigungszeit'),
  friendName: t("Friend's name", 'Naam van de vriend', "Nom de l'ami", 'Name des Freundes'),
  friendEmail: t("Friend's e-mail", 'E-mail van de vriend', "E-mail de l'ami", 'E-Mail des Freundes'),
  text: t('Testimonial', 'Getuigenis', 'Témoignage', 'Erfahrungsbericht'),
  rating: t('Rating', 'Beoordeling', 'Note', 'Bewertung'),
  publishConsent: t(
    'May be published with name and town',
    'Mag gepubliceerd worden met naam en gemeente',
    'Publication autorisée avec nom et localité',
    'Veröffentlichung mit Name und Ort erlaubt',
  ),
  partnerFirstName: t(
    'Second signer: first name',
    'Tweede ondertekenaar: voornaam',
    'Second signataire : prénom',
    'Zweiter Unterzeichner: Vorname',
  ),
  partnerLastName: t(
    'Second signer: last name',
    'Tweede ondertekenaar: familienaam',
    'Second signataire : nom',
    'Zweiter Unterzeichner: Nachname',
  ),
  partnerEmail: t(
    'Second signer: e-mail',
    'Tweede ondertekenaar: e-mail',
    'Second signataire : e-mail',
    'Zweiter Unterzeichner: E-Mail',
  ),
  amount: t('Amount (€)', 'Bedrag (€)', 'Montant (€)', 'Betrag (€)'),
  startDate: t('Valid from', 'Geldig vanaf', 'Valable à partir du', 'Gültig ab'),
  endDate: t('Valid until', 'Geldig tot', "Valable jusqu'au", 'Gültig bis'),
  place: t('Signed at', 'Ondertekend te', 'Signé à', 'Unterzeichnet in'),
  signDate: t('Signed on', 'Ondertekend op', 'Signé le', 'Unterzeichnet am'),
  conditions: t('Conditions', 'Voorwaarden', 'Conditions', 'Bedingungen'),
  adults: t('Adults', 'Volwassenen', 'Adultes', 'Erwachsene'),
  kids: t('Children', 'Kinderen', 'Enfants', 'Kinder'),
  pets: t('Pets', 'Huisdieren', 'Animaux', 'Haustiere'),
  movingDate: t('Moving date', 'Verhuisdatum', 'Date de déménagement', 'Umzugsdatum'),
  reason: t('Reason for moving', 'Reden van verhuis', 'Raison du déménagement', 'Umzugsgrund'),
  income1: t('Income person 1', 'Inkomen persoon 1', 'Revenus personne 1', 'Einkommen Person 1'),
  income2: t('Income person 2', 'Inkomen persoon 2', 'Revenus personne 2', 'Einkommen Person 2'),
  privacy: t('Privacy statement', 'Privacyverklaring', 'Déclaration de confidentialité', 'Datenschutzerklärung'),
  newsletter: t('Newsletter', 'Nieuwsbrief', 'Newsletter', 'Newsletter'),
}

/** Words of the export that are not labels of the content model. */
export const exportWords = {
  id: t('Number', 'Nummer', 'Numéro', 'Nummer'),
  createdAt: t('Received', 'Ontvangen', 'Reçue', 'Eingegangen'),
  project: t('Project', 'Project', 'Projet', 'Projekt'),
  anonymisedAt: t('Anonymised', 'Geanonimiseerd', 'Anonymisée', 'Anonymisiert'),
  yes: t('yes', 'ja', 'oui', 'ja'),
  no: t('no', 'nee', 'non', 'nein'),
  fileName: t('leads', 'aanvragen', 'demandes', 'anfragen'),
}
