import { l } from '../i18n/admin-text'

/**
 * The groups of the back office's navigation. Payload groups collections and globals by the
 * group's text, so each is written once here and every member names the same one.
 */
export const adminGroups = {
  listings: l('Listings', 'Aanbod', 'Offre immobilière', 'Immobilienangebot'),
  content: l('Content', 'Inhoud', 'Contenu', 'Inhalte'),
  agency: l('Agency', 'Kantoor', 'Agence', 'Agentur'),
  enquiries: l('Enquiries', 'Aanvragen', 'Demandes', 'Anfragen'),
  ownerPortal: l('Owner portal', 'Eigenaarsportaal', 'Portail propriétaire', 'Eigentümerportal'),
  settings: l('Settings', 'Instellingen', 'Paramètres', 'Einstellungen'),
}
