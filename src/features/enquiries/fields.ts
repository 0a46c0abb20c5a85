/**
 * The contact fields' names, limits and form helpers, without the schema: the form's script
 * loads these on every form page, and the zod schema (schemas.ts) only when the visitor starts
 * filling in the form.
 */
export type ErrorCode = 'required' | 'email' | 'phone' | 'tooLong' | 'invalid'

/** Every field the site contact form sends, in the order of the form (SPEC §3). */
export const siteContactFields = [
  'salutation',
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'zip',
  'city',
  'remark',
  'contactTime',
  'newsletter',
  'privacy',
] as const
export type ContactField = (typeof siteContactFields)[number]

/** Longest accepted value per field: a form never stores more than a person types. */
export const fieldLimits = {
  firstName: 100,
  lastName: 100,
  email: 254,
  phone: 30,
  street: 200,
  houseNumber: 20,
  zip: 12,
  city: 100,
  remark: 5000,
} as const

/** The whole submission: what no person filling in the form gets near. */
export const MAX_FORM_CHARS = 16_000
export const MAX_FORM_ENTRIES = 40

/** Hidden from people, filled by bots that fill every field: a submission with it is refused. */
export const HONEYPOT_FIELD = 'website'

export type FieldErrors = Partial<Record<string, ErrorCode>>

/** The typed values of a submission, as strings, to put back into the form. */
export function typedValues(form: FormData, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of fields) {
    const v = form.get(f)
    if (typeof v === 'string' && v !== '') out[f] = v.slice(0, 5000)
  }
  return out
}

/** Whether a submission stays within the size a person could type. */
export function withinSize(form: FormData): boolean {
  let entries = 0
  let chars = 0
  for (const [, value] of form) {
    entries++
    chars += typeof value === 'string' ? value.length : value.size
    if (entries > MAX_FORM_ENTRIES || chars > MAX_FORM_CHARS) return false
  }
  return true
}

/** A plain object of a submission's fields (the first value of each), for the schema. */
export function formObject(form: FormData): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [key, value] of form) if (typeof value === 'string' && !(key in out)) out[key] = value
  return out
}
