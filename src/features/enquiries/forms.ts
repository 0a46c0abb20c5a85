import type { Messages } from 'next-intl'
import type { FieldName } from './model/fields'
import type { LeadType } from './model/kinds'

/**
 * Each form: its fields in groups (a fieldset each, legend `form.sections.{key}`), which of
 * them are required, and what it is about. One definition drives the page's form, the schema
 * that checks it in the browser and on the server, and the mails' summaries.
 */
export type SectionKey =
  | 'yourDetails'
  | 'yourAddress'
  | 'message'
  | 'valuedProperty'
  | 'search'
  | 'visit'
  | 'friend'
  | 'testimonial'
  | 'offer'
  | 'partner'
  | 'household'
  | 'newsletter'
  | 'consent'

export interface FormSection {
  key: SectionKey
  fields: readonly FieldName[]
}

/** A field a form may require: one with its own 'required' error text (`errors.required.{field}`). */
export type RequiredField = FieldName & keyof Messages['enquiries']['errors']['required']

export interface FormDefinition {
  sections: readonly FormSection[]
  required: readonly RequiredField[]
  /** The document the request is about: the form is only sent with one chosen. */
  about?: 'property' | 'project'
  /** Fields whose label reads otherwise in this form (a text of `form.fields`). */
  labels?: Partial<Record<FieldName, FieldLabel>>
}

/** The labels of `form.fields`: one per field, and the few a form words its own way. */
export type FieldLabel = FieldName | 'searchGoal'

const person: FormSection = { key: 'yourDetails', fields: ['salutation', 'firstName', 'lastName', 'email', 'phone'] }
const address: FormSection = { key: 'yourAddress', fields: ['street', 'houseNumber', 'zip', 'city'] }
const message: FormSection = { key: 'message', fields: ['remark', 'contactTime'] }
const consent: FormSection = { key: 'consent', fields: ['newsletter', 'privacy'] }
const personRequired = ['salutation', 'firstName', 'lastName', 'email', 'phone', 'privacy'] as const

/** The contact form, about a property, a project or nothing in particular. */
const contact = (about?: 'property' | 'project'): FormDefinition => ({
  sections: [person, address, message, consent],
  required: personRequired,
  about,
})

export const formDefinitions: Record<LeadType, FormDefinition> = {
  'site-contact': contact(),
  'contact-me': contact('property'),
  'contact-construction': contact('project'),
  'contact-demand': {
    sections: [
      {
        key: 'valuedProperty',
        fields: ['propertyStreet', 'propertyHouseNumber', 'propertyZip', 'propertyCity', 'propertyType', 'goal'],
      },
      person,
      message,
      consent,
    ],
    required: [...personRequired, 'propertyStreet', 'propertyZip', 'propertyCity', 'propertyType', 'goal'],
  },
  'demand-register': {
    sections: [
      { key: 'search', fields: ['goal', 'types', 'cities', 'zips', 'priceMin', 'priceMax', 'bedrooms'] },
      person,
      consent,
    ],
    // 'types' and a zone (cities or zips) are checked together in the schema.
    required: [...personRequired, 'goal', 'types'],
    // A buyer or tenant looks for a home: "buy or rent", where an owner's valuation asks "sell or let".
    labels: { goal: 'searchGoal' },
  },
  'document-request': {
    sections: [person, { key: 'message', fields: ['remark'] }, consent],
    required: personRequired,
    about: 'property',
  },
  'contact-appointment': {
    sections: [{ key: 'visit', fields: ['date', 'slot'] }, person, { key: 'message', fields: ['remark'] }, consent],
    required: [...personRequired, 'date', 'slot'],
    about: 'property',
  },
  'send-to-friend': {
    sections: [
      { key: 'yourDetails', fields: ['firstName', 'lastName', 'email'] },
      { key: 'friend', fields: ['friendName', 'friendEmail', 'remark'] },
      { key: 'consent', fields: ['privacy'] },
    ],
    required: ['firstName', 'lastName', 'email', 'friendEmail', 'privacy'],
    about: 'property',
  },
  testimonial: {
    sections: [
      { key: 'testimonial', fields: ['text', 'rating'] },
      { key: 'yourDetails', fields: ['firstName', 'lastName', 'email', 'city'] },
      { key: 'consent', fields: ['publishConsent', 'privacy'] },
    ],
    required: ['text', 'rating', 'firstName', 'lastName', 'email', 'city', 'publishConsent', 'privacy'],
  },
  'purchase-offer': {
    sections: [
      { key: 'offer', fields: ['amount', 'startDate', 'endDate', 'place', 'signDate', 'conditions'] },
      person,
      address,
      { key: 'partner', fields: ['partnerFirstName', 'partnerLastName', 'partnerEmail'] },
      consent,
    ],
    required: [
      ...personRequired,
      'street',
      'houseNumber',
      'zip',
      'city',
      'amount',
      'startDate',
      'endDate',
      'place',
      'signDate',
    ],
    about: 'property',
  },
  'rent-application': {
    sections: [
      { key: 'household', fields: ['adults', 'kids', 'pets', 'movingDate', 'reason', 'income1', 'income2'] },
      person,
      address,
      consent,
    ],
    required: [...personRequired, 'adults', 'movingDate', 'income1'],
    about: 'property',
  },
  'sign-newsletter': {
    sections: [
      { key: 'newsletter', fields: ['firstName', 'email'] },
      { key: 'consent', fields: ['privacy'] },
    ],
    required: ['email', 'privacy'],
  },
}

/** Every field of a form, in the order of the form. */
export const fieldsOf = (kind: LeadType): FieldName[] => formDefinitions[kind].sections.flatMap((s) => s.fields)

/** The label of a field in a form (its key in `form.fields`). */
export const fieldLabel = (kind: LeadType, name: FieldName): FieldLabel => formDefinitions[kind].labels?.[name] ?? name
