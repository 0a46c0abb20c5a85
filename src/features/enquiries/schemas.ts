import { z } from 'zod'
import { visitDateProblem } from '@/domain/appointments'
import { formatPhone } from '@/domain/phone'
import {
  errorCodes,
  fieldCatalogue,
  typedNumber,
  type ErrorCode,
  type FieldErrors,
  type FieldName,
  type FieldSpec,
} from './model/fields'
import { fieldsOf, formDefinitions } from './forms'
import type { LeadType } from './model/kinds'

/**
 * The schema of each form, built from its definition (forms.ts) and the field catalogue: one
 * zod schema shared by the browser (the immediate check) and the Server Action (the one that
 * counts). Issues carry a code as their message; the form turns field + code into the
 * visitor's language.
 */

// A pragmatic address check: one @, a dot in the domain, no spaces (the mail server has the last word).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@.]+$/
// Digits with the usual separators and an optional leading +; 8 to 15 digits (ITU E.164).
const PHONE = /^\+?[0-9][0-9 ()./-]*$/
const phoneDigits = (value: string) => value.replace(/\D/g, '').length
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/
// Belgian postcodes: four digits (1000–9999).
const POSTCODE = /^[1-9][0-9]{3}$/

const isRealDate = (value: string) => {
  const m = ISO_DATE.exec(value)
  if (!m) return false
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])))
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3])
}

const empty = (v: unknown) => v === undefined || v === null || v === ''
const asText = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
const checked = (v: unknown) => v === 'on' || v === 'true' || v === true

function textOf(spec: FieldSpec, required: boolean, check?: (v: string) => boolean, code: ErrorCode = 'invalid') {
  let base = z.string({ error: 'required' }).max(spec.max ?? 5000, 'tooLong')
  if (check) base = base.refine((v) => v === '' || check(v), code)
  return required
    ? z.preprocess(asText, base.min(1, 'required'))
    : z.preprocess((v) => (empty(asText(v)) ? undefined : asText(v)), base.optional())
}

function numberOf(spec: FieldSpec, required: boolean) {
  const n = z
    .number({ error: required ? 'required' : 'number' })
    .refine((v) => Number.isFinite(v), 'number')
    .refine((v) => v >= (spec.min ?? 0) && v <= (spec.max ?? Number.MAX_SAFE_INTEGER), 'number')
  // Amounts may be typed the Belgian way: '350.000' or '350 000' (no cents on a form).
  return z.preprocess(typedNumber, required ? n : n.optional())
}

function choiceOf(spec: FieldSpec, required: boolean) {
  const blank = (v: unknown) => (empty(v) ? undefined : v)
  if (spec.source) {
    const id = z
      .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalid') })
      .int('invalid')
      .positive('invalid')
    return z.preprocess((v) => (empty(v) ? undefined : Number(v)), required ? id : id.optional())
  }
  const values = (spec.options ?? []) as [string, ...string[]]
  // A value that is none of the choices (a forged post) is invalid, not missing.
  const choice = z.enum(values, { error: (issue) => (required && issue.input === undefined ? 'required' : 'invalid') })
  return z.preprocess(blank, required ? choice : choice.optional())
}

function fieldSchema(name: FieldName, required: boolean): z.ZodType {
  const spec: FieldSpec = fieldCatalogue[name]
  switch (spec.input) {
    case 'email':
      return textOf(spec, required, (v) => EMAIL.test(v), 'email')
    case 'tel':
      // Stored and mailed in the agency's grouping (4-2-2-2, 3-2-2-2).
      return textOf(
        spec,
        required,
        (v) => PHONE.test(v) && phoneDigits(v) >= 8 && phoneDigits(v) <= 15,
        'phone',
      ).transform((v) => (typeof v === 'string' ? formatPhone(v) : v))
    case 'date':
      return textOf(spec, required, isRealDate, 'date')
    case 'text':
    case 'textarea':
      return textOf(spec, required)
    case 'number':
    case 'amount':
      return numberOf(spec, required)
    case 'select':
      return choiceOf(spec, required)
    case 'checkbox':
      // A required box (the privacy statement) must be ticked: an unticked one is a missing field.
      return required
        ? z.preprocess(checked, z.literal(true, { error: 'required' }))
        : z.preprocess(checked, z.boolean())
    case 'checkboxes': {
      const ids = z.array(z.coerce.number().int().positive(), { error: 'invalid' }).max(200, 'tooLong')
      return z.preprocess((v) => (empty(v) ? [] : Array.isArray(v) ? v : [v]), ids)
    }
  }
}

/** Postcodes typed as a list ('1000, 9000'): each must be a Belgian postcode. */
const zipList = z.preprocess(
  (v) =>
    String(v ?? '')
      .split(/[\s,;]+/)
      .filter(Boolean),
  z.array(z.string().regex(POSTCODE, 'invalid')).max(30, 'tooLong'),
)

/** Rules between fields, per form. */
function crossChecks(kind: LeadType, data: Record<string, unknown>, ctx: z.RefinementCtx) {
  const issue = (field: string, code: ErrorCode) => ctx.addIssue({ code: 'custom', path: [field], message: code })
  if (kind === 'demand-register') {
    // A search alert needs at least one property type and one zone.
    if (!(data.types as number[] | undefined)?.length) issue('types', 'required')
    const zones =
      ((data.cities as number[] | undefined)?.length ?? 0) + ((data.zips as string[] | undefined)?.length ?? 0)
    if (!zones) issue('cities', 'zone')
  }
  const min = data.priceMin as number | undefined
  const max = data.priceMax as number | undefined
  if (min !== undefined && max !== undefined && max < min) issue('priceMax', 'range')
  if (kind === 'contact-appointment' && typeof data.date === 'string') {
    // A visit from tomorrow (Brussels) up to the booking horizon (domain/appointments.ts).
    const problem = visitDateProblem(data.date, new Date())
    if (problem === 'past' || problem === 'tooFar') issue('date', problem)
  }
  const start = data.startDate as string | undefined
  const end = data.endDate as string | undefined
  if (start && end && end < start) issue('endDate', 'dateOrder')
}

const schemas = new Map<LeadType, z.ZodType<Record<string, unknown>>>()

/** The schema of a form (built once per kind). */
export function schemaOf(kind: LeadType): z.ZodType<Record<string, unknown>> {
  const cached = schemas.get(kind)
  if (cached) return cached
  const required = new Set<FieldName>(formDefinitions[kind].required)
  const shape: Record<string, z.ZodType> = {}
  for (const name of fieldsOf(kind)) shape[name] = name === 'zips' ? zipList : fieldSchema(name, required.has(name))
  const schema = z.object(shape).superRefine((data, ctx) => crossChecks(kind, data, ctx)) as unknown as z.ZodType<
    Record<string, unknown>
  >
  schemas.set(kind, schema)
  return schema
}

/** The first problem of each field, as its code. */
export function fieldErrors(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {}
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '')
    const code = errorCodes.find((c) => c === issue.message) ?? 'invalid'
    if (field && !out[field]) out[field] = code
  }
  return out
}

/** The browser's check: each field's first problem (the server parses with the same schema). */
export function checkForm(kind: LeadType, values: Record<string, string | string[]>): FieldErrors {
  const result = schemaOf(kind).safeParse(values)
  return result.success ? {} : fieldErrors(result.error)
}
