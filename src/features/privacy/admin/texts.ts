import { l } from '@/i18n/admin-text'

/** Texts of the personal data tool (Privacy in the back office), in the four staff languages. */
export const privacyTexts = {
  title: l('One person’s data', 'Gegevens van één persoon', 'Données d’une personne', 'Daten einer Person'),
  intro: l(
    'When someone asks what the agency keeps about them, or asks to be forgotten: find everything stored under their e-mail address (leads, mails, testimonials, search alerts …), download it for them, or erase it.',
    'Wanneer iemand vraagt wat het kantoor over hem of haar bijhoudt, of vraagt vergeten te worden: vind alles wat onder het e-mailadres bewaard is (aanvragen, e-mails, getuigenissen, zoekopdrachten …), download het voor die persoon, of wis het.',
    'Quand une personne demande ce que l’agence conserve à son sujet, ou demande à être oubliée : retrouvez tout ce qui est conservé sous son adresse e-mail (demandes, e-mails, témoignages, alertes …), téléchargez-le pour elle, ou effacez-le.',
    'Wenn jemand wissen möchte, was die Agentur über ihn speichert, oder vergessen werden möchte: Finden Sie alles, was unter seiner E-Mail-Adresse gespeichert ist (Anfragen, E-Mails, Kundenstimmen, Suchaufträge …), laden Sie es für ihn herunter oder löschen Sie es.',
  ),
  email: l(
    'E-mail address of the person',
    'E-mailadres van de persoon',
    'Adresse e-mail de la personne',
    'E-Mail-Adresse der Person',
  ),
  find: l('Find their data', 'Gegevens zoeken', 'Rechercher ses données', 'Daten suchen'),
  found: l('Stored for {email}:', 'Bewaard voor {email}:', 'Conservé pour {email} :', 'Gespeichert für {email}:'),
  nothing: l(
    'Nothing is stored under this address.',
    'Er is niets bewaard onder dit adres.',
    'Rien n’est conservé sous cette adresse.',
    'Unter dieser Adresse ist nichts gespeichert.',
  ),
  download: l(
    'Download their data (JSON)',
    'Gegevens downloaden (JSON)',
    'Télécharger ses données (JSON)',
    'Daten herunterladen (JSON)',
  ),
  erase: l('Erase all of it…', 'Alles wissen…', 'Tout effacer…', 'Alles löschen…'),
  confirmHeading: l(
    'Erase this person’s data for good?',
    'De gegevens van deze persoon definitief wissen?',
    'Effacer définitivement les données de cette personne ?',
    'Die Daten dieser Person endgültig löschen?',
  ),
  confirmBody: l(
    'Everything listed for {email} is deleted: {list}. This cannot be undone.',
    'Alles wat voor {email} vermeld staat, wordt gewist: {list}. Dit kan niet ongedaan gemaakt worden.',
    'Tout ce qui est listé pour {email} est supprimé : {list}. C’est irréversible.',
    'Alles, was für {email} aufgeführt ist, wird gelöscht: {list}. Das kann nicht rückgängig gemacht werden.',
  ),
  confirm: l('Erase for good', 'Definitief wissen', 'Effacer définitivement', 'Endgültig löschen'),
  cancel: l('Cancel', 'Annuleren', 'Annuler', 'Abbrechen'),
  erased: l(
    'Erased for {email}: {list}.',
    'Gewist voor {email}: {list}.',
    'Effacé pour {email} : {list}.',
    'Gelöscht für {email}: {list}.',
  ),
  failed: l(
    'That did not work. Try again.',
    'Dat is niet gelukt. Probeer opnieuw.',
    'Cela n’a pas fonctionné. Réessayez.',
    'Das hat nicht geklappt. Versuchen Sie es erneut.',
  ),
}
