import { l } from '@/i18n/admin-text'

/** Texts of the owners' back-office controls, in the four staff languages. */
export const ownerAdminTexts = {
  invite: l('Invite an owner', 'Eigenaar uitnodigen', 'Inviter un propriétaire', 'Eigentümer einladen'),
  intro: l(
    'The owner receives an e-mail with a link to choose a password (valid 7 days). Link the properties on the next page.',
    'De eigenaar krijgt een e-mail met een link om een wachtwoord te kiezen (7 dagen geldig). Koppel de panden op de volgende pagina.',
    'Le propriétaire reçoit un e-mail avec un lien pour choisir un mot de passe (valable 7 jours). Liez les biens à la page suivante.',
    'Der Eigentümer erhält eine E-Mail mit einem Link, um ein Passwort zu wählen (7 Tage gültig). Verknüpfen Sie die Immobilien auf der nächsten Seite.',
  ),
  name: l('Name', 'Naam', 'Nom', 'Name'),
  email: l('E-mail address', 'E-mailadres', 'Adresse e-mail', 'E-Mail-Adresse'),
  language: l(
    'Language of the mails and the portal',
    'Taal van de e-mails en het portaal',
    'Langue des e-mails et du portail',
    'Sprache der E-Mails und des Portals',
  ),
  chooseLanguage: l('Choose a language', 'Kies een taal', 'Choisissez une langue', 'Sprache wählen'),
  send: l(
    'Create and send the invitation',
    'Aanmaken en uitnodiging versturen',
    "Créer et envoyer l'invitation",
    'Anlegen und Einladung senden',
  ),
  cancel: l('Cancel', 'Annuleren', 'Annuler', 'Abbrechen'),
  sent: l(
    'The invitation is on its way.',
    'De uitnodiging is onderweg.',
    "L'invitation est en route.",
    'Die Einladung ist unterwegs.',
  ),
  again: l(
    'Send the invitation again',
    'Uitnodiging opnieuw versturen',
    "Renvoyer l'invitation",
    'Einladung erneut senden',
  ),
  failed: l(
    'That did not work. Try again.',
    'Dat is niet gelukt. Probeer opnieuw.',
    "Cela n'a pas fonctionné. Réessayez.",
    'Das hat nicht geklappt. Versuchen Sie es erneut.',
  ),
}
