import { getTranslation } from '@payloadcms/translations'
import type { ClientField, Option } from 'payload'

type I18n = Parameters<typeof getTranslation>[1]

/**
 * The options of a select field of the client config (found inside rows and groups), with
 * their labels in the staff member's language: the quick filters show the same words as the
 * collection's own fields.
 */
export function selectOptions(fields: ClientField[], name: string, i18n: I18n): { value: string; label: string }[] {
  for (const field of fields) {
    if ('name' in field && field.name === name && field.type === 'select') {
      return (field.options as Option[]).map((option) =>
        typeof option === 'string'
          ? { value: option, label: option }
          : { value: option.value, label: getTranslation(option.label, i18n) as string },
      )
    }
    if ('fields' in field && Array.isArray(field.fields) && !('name' in field && field.name)) {
      const inner = selectOptions(field.fields, name, i18n)
      if (inner.length) return inner
    }
  }
  return []
}
