import type { TextFieldSingleValidation } from 'payload'
import { webAddress } from '../../domain/web-address'
import { reservedFrom, targetKind } from './match'
import { roleOf } from '../../payload/access'
import { inLanguage, l } from '../../i18n/admin-text'

/** A text field holding an http(s) address (domain/web-address.ts), or nothing. */
export const webAddressField: TextFieldSingleValidation = (value, { req }) => {
  if (value === null || value === undefined || value.trim() === '') return true
  if (webAddress(value)) return true
  const { t } = req
  // Payload's own 'invalid input' text, in the staff member's language, with the form expected.
  return t('validation:invalidInput') + ' (https://…)'
}

const invalidTarget = l(
  'Enter a path of this site starting with a single / (such as /en/services/), or a full address starting with https://.',
  'Vul een pad van deze site in dat met één / begint (zoals /nl/diensten/), of een volledig adres dat met https:// begint.',
  'Saisissez un chemin de ce site commençant par un seul / (comme /fr/services/), ou une adresse complète commençant par https://.',
  'Geben Sie einen Pfad dieser Website ein, der mit einem einzelnen / beginnt (wie /de/dienstleistungen/), oder eine vollständige Adresse, die mit https:// beginnt.',
)
const offSiteForAdmins = l(
  'Only an administrator may send visitors to another website: enter a path of this site (such as /en/services/).',
  'Alleen een beheerder mag bezoekers naar een andere website sturen: vul een pad van deze site in (zoals /nl/diensten/).',
  'Seul un administrateur peut envoyer les visiteurs vers un autre site : saisissez un chemin de ce site (comme /fr/services/).',
  'Nur ein Administrator darf Besucher auf eine andere Website schicken: Geben Sie einen Pfad dieser Website ein (wie /de/dienstleistungen/).',
)
const reservedPath = l(
  'This path belongs to the site itself (a home page, the owners’ login or portal, the preview, the back office, the API, a mailed link): it cannot be redirected.',
  'Dit pad hoort bij de site zelf (een startpagina, de login of het portaal van de eigenaars, de voorvertoning, de backoffice, de API, een gemailde link): het kan niet doorverwezen worden.',
  'Ce chemin appartient au site lui-même (une page d’accueil, la connexion ou le portail des propriétaires, l’aperçu, le back-office, l’API, un lien envoyé par e-mail) : il ne peut pas être redirigé.',
  'Dieser Pfad gehört zur Website selbst (eine Startseite, die Anmeldung oder das Portal der Eigentümer, die Vorschau, das Backoffice, die API, ein per E-Mail versandter Link): Er kann nicht umgeleitet werden.',
)

/**
 * Where a redirect sends visitors (the `redirects` collection, a menu page of type redirect):
 * a path of this site (features/redirects/match.ts), or, set by an administrator, an address on
 * another site. An agent saving a document keeps the off-site address an administrator set.
 * Empty passes: whether the field is required is the field's own setting.
 */
export const redirectTargetField: TextFieldSingleValidation = (value, { req, previousValue }) => {
  if (value === null || value === undefined || value.trim() === '') return true
  const language = req.i18n?.language
  const kind = targetKind(value)
  if (!kind) return inLanguage(invalidTarget, language)
  // The server's own code (seed, scripts) writes without a person.
  const server = req.payloadAPI === 'local' && !req.user
  if (kind === 'offSite' && roleOf(req) !== 'admin' && !server && value !== previousValue)
    return inLanguage(offSiteForAdmins, language)
  return true
}

/** The old path of a redirect: not one of the site's own pages (features/redirects/match.ts). */
export const redirectFromField: TextFieldSingleValidation = (value, { req }) => {
  if (!value || reservedFrom(value)) return inLanguage(reservedPath, req.i18n?.language)
  return true
}
