import { l, options, type AdminText } from '../../i18n/admin-text'
import { locales, type Locale } from '../../i18n/locales'

/** The site's languages by name, in the staff member's language. */
const languageNames: Record<Locale, AdminText> = {
  nl: l('Dutch', 'Nederlands', 'Néerlandais', 'Niederländisch'),
  fr: l('French', 'Frans', 'Français', 'Französisch'),
  en: l('English', 'Engels', 'Anglais', 'Englisch'),
  de: l('German', 'Duits', 'Allemand', 'Deutsch'),
}

/** Options of a select of the site's languages (a lead's, a mail's, the site's languages …). */
export const languageOptions = options(locales.map((value) => [value, languageNames[value]]))
