/**
 * Every field an enquiry form can have (the contact fields, the offer and the rent
 * application), with its input, limits and options. Forms (forms.ts) pick fields from here; the
 * schema (schemas.ts), the client form and the mails all read the same entries. No zod here: the
 * form's script loads this on every form page, the schema only once the visitor starts typing.
 */
import { contactTimes, salutations } from './kinds'

export type FieldInput =
  | 'text'
  | 'email'
  | 'tel'
  | 'textarea'
  | 'select'
  | 'checkbox'
  | 'checkboxes'
  | 'number'
  | 'amount'
  | 'date'

export interface FieldSpec {
  input: FieldInput
  /** Longest text (characters), or largest number. */
  max?: number
  /** Smallest number. */
  min?: number
  autoComplete?: string
  /** Fixed choices; their labels are the messages `form.options.{field}.{value}`. */
  options?: readonly string[]
  /** Choices from the content (their names in the page's language), sent as ids. */
  source?: 'propertyTypes' | 'cities'
  /** An optional choice whose blank means 'no preference' (not 'choose…'). */
  noPreference?: true
}

const text = (max: number, autoComplete?: string): FieldSpec => ({ input: 'text', max, autoComplete })
const count = (max: number, min = 0): FieldSpec => ({ input: 'number', min, max })
const money = (max = 100_000_000): FieldSpec => ({ input: 'amount', min: 0, max })
const date: FieldSpec = { input: 'date', max: 10 }

export const goals = ['sale', 'rent'] as const
export const yesNo = ['yes', 'no'] as const
export const ratings = ['5', '4', '3', '2', '1'] as const

export const fieldCatalogue = {
  // The person.
  salutation: { input: 'select', options: salutations },
  firstName: text(100, 'given-name'),
  lastName: text(100, 'family-name'),
  email: { input: 'email', max: 254, autoComplete: 'email' },
  phone: { input: 'tel', max: 30, autoComplete: 'tel' },
  street: text(200, 'address-line1'),
  houseNumber: text(20),
  zip: text(12, 'postal-code'),
  city: text(100, 'address-level2'),
  // The property to value (the valuation address).
  propertyStreet: text(200),
  propertyHouseNumber: text(20),
  propertyZip: text(12),
  propertyCity: text(100),
  propertyType: { input: 'select', source: 'propertyTypes' },
  goal: { input: 'select', options: goals },
  // A search alert: at least one type and one zone (a city or a postcode).
  types: { input: 'checkboxes', source: 'propertyTypes' },
  cities: { input: 'checkboxes', source: 'cities' },
  zips: text(200),
  priceMin: money(),
  priceMax: money(),
  bedrooms: count(20),
  // A visit.
  date,
  slot: { input: 'select', options: contactTimes },
  // Send to a friend.
  friendName: text(100),
  friendEmail: { input: 'email', max: 254 },
  // A testimonial.
  text: { input: 'textarea', max: 3000 },
  rating: { input: 'select', options: ratings },
  // The visitor agrees that the text is published signed with their first name, initial and town.
  publishConsent: { input: 'checkbox' },
  // A purchase offer: signer A is the person above, signer B the partner.
  partnerFirstName: text(100),
  partnerLastName: text(100),
  partnerEmail: { input: 'email', max: 254 },
  amount: money(),
  startDate: date,
  endDate: date,
  place: text(100),
  signDate: date,
  conditions: { input: 'textarea', max: 3000 },
  // A rent application.
  adults: count(20, 1),
  kids: count(20),
  pets: { input: 'select', options: yesNo },
  movingDate: date,
  reason: { input: 'textarea', max: 2000 },
  income1: money(1_000_000),
  income2: money(1_000_000),
  // Last on every form.
  remark: { input: 'textarea', max: 5000 },
  contactTime: { input: 'select', options: contactTimes, noPreference: true },
  newsletter: { input: 'checkbox' },
  privacy: { input: 'checkbox' },
} as const satisfies Record<string, FieldSpec>

export type FieldName = keyof typeof fieldCatalogue
export const fieldNames = Object.keys(fieldCatalogue) as FieldName[]
export const specOf = (name: FieldName): FieldSpec => fieldCatalogue[name]

type Catalogue = typeof fieldCatalogue
type OptionField = { [N in FieldName]: Catalogue[N] extends { options: readonly string[] } ? N : never }[FieldName]
/** The message key of each fixed choice's label; passing it to `t` makes tsc check they all exist. */
export type OptionLabelKey = {
  [N in OptionField]: `form.options.${N}.${Catalogue[N] extends { options: readonly (infer V extends string)[] } ? V : never}`
}[OptionField]

/** The message key of `value`'s label when it is one of the field's fixed choices, else null. */
export function optionLabelKey(name: FieldName, value: unknown): OptionLabelKey | null {
  const options = specOf(name).options
  // The check makes the cast true: `name` has fixed choices and `value` is one of them.
  return typeof value === 'string' && options?.includes(value)
    ? (`form.options.${name}.${value}` as OptionLabelKey)
    : null
}

export type ErrorCode =
  | 'required'
  | 'email'
  | 'phone'
  | 'tooLong'
  | 'invalid'
  | 'number'
  | 'date'
  | 'dateOrder'
  | 'range'
  | 'zone'
  | 'past'
  | 'tooFar'
export const errorCodes = [
  'required',
  'email',
  'phone',
  'tooLong',
  'invalid',
  'number',
  'date',
  'dateOrder',
  'range',
  'zone',
  'past',
  'tooFar',
] as const satisfies readonly ErrorCode[]

export type FieldErrors = Partial<Record<string, ErrorCode>>

/** The whole submission: what no person filling in a form gets near. */
export const MAX_FORM_CHARS = 24_000
export const MAX_FORM_ENTRIES = 120

/**
 * A number as people here type it: '350.000' or '350 000' (no cents on a form). Undefined for
 * a blank field, NaN for what is not a whole number. Shared by the schema and the offer form's
 * amount in words.
 */
export function typedNumber(value: unknown): number | undefined {
  const text = typeof value === 'string' ? value.trim() : value
  if (text === undefined || text === null || text === '') return undefined
  const digits = String(text).replace(/[\s.\u202f\u00a0]/g, '')
  return /^-?[0-9]{1,12}$/.test(digits) ? Number(digits) : Number.NaN
}

/** Hidden from people, filled by bots that fill every field: a submission with it is refused. */
export const HONEYPOT_FIELD = 'website'

/** The typed values of a submission, as strings (a group of checkboxes: joined), to put back into the form. */
export function typedValues(form: FormData, fields: readonly string[]): Record<string, string> {
  const out: Record<string, string> = {}
  for (const f of fields) {
    const all = form.getAll(f).filter((v): v is string => typeof v === 'string' && v !== '')
    if (all.length) out[f] = all.join(',').slice(0, 5000)
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

/** A plain object of a submission's fields for the schema: a group of checkboxes as a list, others their first value. */
export function formObject(form: FormData): Record<string, string | string[]> {
  const out: Record<string, string | string[]> = {}
  for (const [key, value] of form) {
    if (typeof value !== 'string') continue
    const spec = (fieldCatalogue as Record<string, FieldSpec>)[key]
    if (spec?.input === 'checkboxes') out[key] = [...((out[key] as string[] | undefined) ?? []), value]
    else if (!(key in out)) out[key] = value
  }
  return out
}
