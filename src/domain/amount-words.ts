import type { Locale } from '@/i18n/locales'

/**
 * The offer form's amount in words ('trois cent quatre-vingt-cinq mille euros'), spelled
 * by n2words in the visitor's language. Each language is its own module, loaded on first use,
 * so the offer form's script carries only the visitor's one.
 */
type ToCurrency = (value: number | string | bigint) => string

const spellers: Record<Locale, () => Promise<{ toCurrency: ToCurrency }>> = {
  // Belgian French (septante, nonante); Irish English spells the euro.
  fr: () => import('n2words/fr-BE'),
  nl: () => import('n2words/nl-NL'),
  en: () => import('n2words/en-IE'),
  de: () => import('n2words/de-DE'),
}

// French puts 'de' between a round million or milliard and the currency ('deux millions
// d'euros'); n2words 4.0 writes 'deux millions euros'.
const FRENCH_SCALE_BEFORE_EURO = /\b(millions?|milliards?|billions?|billiards?) euros\b/g

/** The amount in words with the euro ('€ 385.000,50' → '… euros et cinquante centimes'); '' for no amount. */
export async function amountInWords(amount: unknown, locale: Locale): Promise<string> {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount < 0) return ''
  // Cents at most: an offer is not made in fractions of a cent.
  const cents = Math.round(amount * 100)
  const value = `${Math.trunc(cents / 100)}.${String(cents % 100).padStart(2, '0')}`
  const words = (await spellers[locale]()).toCurrency(value)
  return locale === 'fr' ? words.replace(FRENCH_SCALE_BEFORE_EURO, "$1 d'euros") : words
}
