import type { Payload } from 'payload'
import { formValueText } from '@/features/enquiries/values'
import type { AdminLanguage } from '@/i18n/admin-text'
import { exportWords } from './columns'

/** Yes or no in the staff member's language. */
export const yesNo = (value: boolean, language: AdminLanguage): string => exportWords[value ? 'yes' : 'no'][language]

/**
 * One value of a lead's form (or its campaign) as staff read it in their language, for the
 * lead's page and the export: an option by its label, a city or type by its name, yes/no,
 * nested data as JSON. Null when there is nothing.
 */
export async function staffValue(
  payload: Payload,
  language: AdminLanguage,
  key: string,
  value: unknown,
): Promise<string | null> {
  if (value === null || value === undefined || value === '') return null
  if (typeof value === 'boolean') return yesNo(value, language)
  if (typeof value === 'object' && !Array.isArray(value)) return JSON.stringify(value)
  return formValueText(payload, language, key, value)
}
