import { l, type AdminText } from '../../../i18n/admin-text'
import type { LeadType } from '../../enquiries/model/kinds'

/**
 * The back-office labels of a lead's fields and options: the collection's fields (Leads.ts)
 * and the columns of the CSV export (features/leads/export.ts) use the same words.
 */
export const leadLabels = {
  type: l('Form', 'Formulier', 'Formulaire', 'Formular'),
  status: l('Status', 'Status', 'Statut', 'Status'),
  verification: l('Verification', 'Verificatie', 'Vérification', 'Prüfung'),
  name: l('Name', 'Naam', 'Nom', 'Name'),
  email: l('Email', 'E-mail', 'E-mail', 'E-Mail'),
  locale: l('Language', 'Taal', 'Langue', 'Sprache'),
  property: l('Property', 'Pand', 'Bien', 'Immobilie'),
  project: l('Project', 'Project', 'Projet', 'Projekt'),
  notes: l('Staff notes', 'Interne notities', 'Notes internes', 'Interne Notizen'),
  fields: l('Form data', 'Formuliergegevens', 'Données du formulaire', 'Formulardaten'),
  consents: l('Consents', 'Toestemmingen', 'Consentements', 'Einwilligungen'),
  privacy: l(
    'Privacy statement accepted',
    'Privacyverklaring aanvaard',
    'Déclaration de confidentialité acceptée',
    'Datenschutzerklärung akzeptiert',
  ),
  newsletter: l('Newsletter wanted', 'Wil de nieuwsbrief', 'Souhaite la newsletter', 'Möchte den Newsletter'),
  sourcePage: l('Sent from page', 'Verzonden vanaf pagina', 'Envoyé depuis la page', 'Gesendet von Seite'),
  utm: l('Campaign (UTM)', 'Campagne (UTM)', 'Campagne (UTM)', 'Kampagne (UTM)'),
  createdAt: l('Received', 'Ontvangen', 'Reçue', 'Eingegangen'),
  anonymisedAt: l('Anonymised on', 'Geanonimiseerd op', 'Anonymisée le', 'Anonymisiert am'),
}

/** The options of a lead's selects, by field and value. */
export const leadOptions: {
  type: Record<LeadType, AdminText>
  status: Record<'new' | 'handled', AdminText>
  verification: Record<'verified' | 'unverified', AdminText>
} = {
  type: {
    'site-contact': l('General contact', 'Algemeen contact', 'Contact général', 'Allgemeiner Kontakt'),
    'contact-me': l(
      'Contact about a property',
      'Contact over een pand',
      'Contact pour un bien',
      'Kontakt zu einer Immobilie',
    ),
    'contact-construction': l('New-build enquiry', 'Vraag over nieuwbouw', 'Demande projet neuf', 'Anfrage Neubau'),
    'contact-demand': l('Free valuation', 'Gratis schatting', 'Estimation gratuite', 'Kostenlose Bewertung'),
    'demand-register': l('Search alert', 'Zoekopdracht', 'Alerte de recherche', 'Suchauftrag'),
    'document-request': l('Document request', 'Aanvraag documenten', 'Demande de documents', 'Dokumentanfrage'),
    'contact-appointment': l('Visit booking', 'Bezoekaanvraag', 'Demande de visite', 'Besichtigungstermin'),
    'send-to-friend': l(
      'Sent to a friend',
      'Doorgestuurd naar een vriend',
      'Envoyé à un ami',
      'An einen Freund gesendet',
    ),
    testimonial: l('Testimonial', 'Getuigenis', 'Témoignage', 'Kundenstimme'),
    'purchase-offer': l('Purchase offer', 'Bod', "Offre d'achat", 'Kaufangebot'),
    'rent-application': l('Rent application', 'Huuraanvraag', 'Candidature locative', 'Mietbewerbung'),
    'sign-newsletter': l(
      'Newsletter sign-up',
      'Inschrijving nieuwsbrief',
      'Inscription à la newsletter',
      'Newsletter-Anmeldung',
    ),
  },
  status: {
    new: l('New', 'Nieuw', 'Nouvelle', 'Neu'),
    handled: l('Handled', 'Behandeld', 'Traitée', 'Erledigt'),
  },
  verification: {
    verified: l('Verified', 'Geverifieerd', 'Vérifiée', 'Geprüft'),
    unverified: l('Unverified', 'Niet geverifieerd', 'Non vérifiée', 'Nicht geprüft'),
  },
}
