import type { Locale } from './locales'
import de from '../../messages/failure/de.json'
import en from '../../messages/failure/en.json'
import fr from '../../messages/failure/fr.json'
import nl from '../../messages/failure/nl.json'

/**
 * The error pages' four texts per language. They render where no messages provider reaches
 * (in the browser, or instead of the root layout), so the texts come from this small folder of
 * the message files at build time, not from the whole catalogue.
 */
export const failureTexts: Record<Locale, typeof en> = { nl, fr, en, de }
