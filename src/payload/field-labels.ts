import type { CollectionConfig, Field } from 'payload'
import { ADMIN_LANGUAGES, inLanguage, type AdminText } from '../i18n/admin-text'

/**
 * A field label written with `l` is an object of four texts. Payload's list view puts a field's
 * label as it is into its sort buttons' names ("Sort by [object Object] ascending" to a screen
 * reader); a label given as a function is turned into the staff member's text before the list is
 * drawn. The function keeps the four texts as its own properties, so code and tests that read a
 * label's languages still find them.
 */
export type LabelFunction = ((args: { i18n: { language?: string } }) => string) & AdminText

const isAdminText = (value: unknown): value is AdminText =>
  typeof value === 'object' &&
  value !== null &&
  ADMIN_LANGUAGES.every((lang) => typeof (value as Record<string, unknown>)[lang] === 'string')

export function labelFunction(text: AdminText): LabelFunction {
  return Object.assign(({ i18n }: { i18n: { language?: string } }) => inLanguage(text, i18n.language), text)
}

function withLabelFunctions(fields: Field[]): Field[] {
  return fields.map((field) => {
    const next = { ...field } as Field & { label?: unknown; fields?: Field[]; tabs?: { fields: Field[] }[] }
    if (isAdminText(next.label)) next.label = labelFunction(next.label)
    if (Array.isArray(next.fields)) next.fields = withLabelFunctions(next.fields)
    if (Array.isArray(next.tabs))
      next.tabs = next.tabs.map((tab) => ({ ...tab, fields: withLabelFunctions(tab.fields) }))
    return next as Field
  })
}

/** The collection with every field's four-language label given to Payload as a function. */
export function labelsAsFunctions(collection: CollectionConfig): CollectionConfig {
  return { ...collection, fields: withLabelFunctions(collection.fields) }
}
