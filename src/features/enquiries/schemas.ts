import { z } from 'zod'
import { formatPhone } from '@/domain/phone'
import { contactTimes, salutations } from './kinds'

/**
 * The contact fields of the enquiry forms (SPEC §3), one zod schema shared by the browser (the
 * immediate check) and the Server Action (the one that counts). Issues carry a code as their
 * message; the form turns `field` + code into the visitor's language (SPEC §5 texts).
 */
export type ErrorCode = 'required' | 'email' | 'phone' | 'tooLong'

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

const optionalText = (max: number) => z.string().trim().max(max, 'tooLong').default('')
const requiredText = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, 'tooLong')

// A pragmatic address check: one @, a dot in the domain, no spaces (the mail server has the last word).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/
// Digits with the usual separators and an optional leading +; 8 to 15 digits (ITU E.164).
const PHONE = /^\+?[0-9][0-9 ()./-]*$/
const phoneDigits = (value: string) => value.replace(/\D/g, '').length

const checkbox = z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.boolean())

const contactFields = {
  salutation: z.enum(salutations, { error: 'required' }),
  firstName: requiredText(fieldLimits.firstName),
  lastName: requiredText(fieldLimits.lastName),
  email: requiredText(fieldLimits.email).refine((v) => v === '' || EMAIL.test(v), 'email'),
  phone: requiredText(fieldLimits.phone)
    .refine((v) => v === '' || (PHONE.test(v) && phoneDigits(v) >= 8 && phoneDigits(v) <= 15), 'phone')
    // SPEC §5: stored and mailed in the agency's grouping (4-2-2-2, 3-2-2-2).
    .transform((v) => formatPhone(v)),
  street: optionalText(fieldLimits.street),
  houseNumber: optionalText(fieldLimits.houseNumber),
  zip: optionalText(fieldLimits.zip),
  city: optionalText(fieldLimits.city),
  remark: optionalText(fieldLimits.remark),
  contactTime: z.preprocess((v) => (v === '' ? undefined : v), z.enum(contactTimes).optional()),
  newsletter: checkbox,
  // The privacy statement must be accepted (SPEC §3): an unticked box is a missing field.
  privacy: z.preprocess((v) => v === 'on' || v === 'true' || v === true, z.literal(true, { error: 'required' })),
}

/** The site contact form (SPEC §7 'site contact'). */
export const siteContactSchema = z.object(contactFields)
export type SiteContactData = z.output<typeof siteContactSchema>

/** Every field the site contact form sends, in the order of the form. */
export const siteContactFields = Object.keys(contactFields) as Array<keyof typeof contactFields>
export type ContactField = (typeof siteContactFields)[number]

export type FieldErrors = Partial<Record<string, ErrorCode>>

/** The first problem of each field, as its code. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    const code = (['required', 'email', 'phone', 'tooLong'] as const).find((c) => c === issue.message) ?? 'required'
    if (field && !out[field]) out[field] = code
  }
  return out
}

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
