import type { Payload } from 'payload'
import { formatDate, formatPrice } from '@/domain/currency'
import type { Locale } from '@/i18n/locales'
import { translatorOf } from '@/i18n/translator'
import { fieldCatalogue, optionLabelKey, type FieldName, type FieldSpec } from './model/fields'
import type { MailTranslator } from './handlers/types'

/*
 * The values of a lead's form as people read them, for its mails and the leads export. Loaded
 * with the Payload config too (the export endpoint), so nothing here may need Next.
 */

/** The enquiries' texts in one language (made once per language: an export asks for it per value). */
export const translator = (locale: Locale): Promise<MailTranslator> => translatorOf(locale, 'enquiries')

/** Names of the property types and cities a lead names by id, in one language. */
async function namesOf(payload: Payload, collection: 'cities' | 'property-types', ids: number[], locale: Locale) {
  if (!ids.length) return new Map<number, string>()
  const res = await payload.find({ collection, where: { id: { in: ids } }, locale, depth: 0, limit: ids.length })
  return new Map(res.docs.map((d) => [d.id, String(d.name ?? d.id)]))
}

const idsOf = (v: unknown): number[] =>
  (Array.isArray(v) ? v : [v]).filter((x): x is number => typeof x === 'number' && Number.isInteger(x))

/** One value as the reader reads it. */
export async function shown(payload: Payload, t: MailTranslator, locale: Locale, name: FieldName, raw: unknown) {
  const spec: FieldSpec = fieldCatalogue[name]
  if (typeof raw === 'boolean') return raw ? t('mail.yes') : t('mail.no')
  if (spec.options) {
    const key = optionLabelKey(name, raw)
    return key ? t(key) : String(raw)
  }
  if (spec.source) {
    const ids = idsOf(raw)
    const names = await namesOf(payload, spec.source === 'cities' ? 'cities' : 'property-types', ids, locale)
    return ids.map((id) => names.get(id) ?? `#${id}`).join(', ')
  }
  if (spec.input === 'amount') return formatPrice(raw)
  if (spec.input === 'date' && typeof raw === 'string') return formatDate(`${raw}T12:00:00Z`)
  if (Array.isArray(raw)) return raw.join(', ')
  return String(raw)
}

/**
 * A value of a lead's form as a person reads it in `locale` (options by their label, cities and
 * property types by name, amounts and dates formatted): for staff (features/leads/values.ts).
 */
export async function formValueText(payload: Payload, locale: Locale, name: string, raw: unknown): Promise<string> {
  if (!(name in fieldCatalogue))
    return Array.isArray(raw)
      ? raw.map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v))).join(', ')
      : String(raw)
  return shown(payload, await translator(locale), locale, name as FieldName, raw)
}
