import { z } from 'zod'
import { formatPhone } from '@/domain/phone'
import { type ContactField, type FieldErrors, fieldLimits } from './fields'
import { contactTimes, salutations } from './kinds'

/**
 * The contact fields of the enquiry forms (SPEC §3), one zod schema shared by the browser (the
 * immediate check) and the Server Action (the one that counts). Issues carry a code as their
 * message; the form turns `field` + code into the visitor's language (SPEC §5 texts).
 */
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
} satisfies Record<ContactField, z.ZodType>

/** The site contact form (SPEC §7 'site contact'). */
export const siteContactSchema = z.object(contactFields)
export type SiteContactData = z.output<typeof siteContactSchema>

/** The first problem of each field, as its code. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    const code = (['required', 'email', 'phone', 'tooLong'] as const).find((c) => c === issue.message) ?? 'invalid'
    if (field && !out[field]) out[field] = code
  }
  return out
}

/** The browser's check: each field's first problem (the server parses with the same schema). */
export function checkSiteContact(values: Record<string, string>): FieldErrors {
  const result = siteContactSchema.safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}
