import type { ProofTexts } from './abuse/texts'
import type { ErrorCode, FieldName } from './model/fields'
import type { SectionKey } from './forms'
import type { RefusalReason } from './model/state'

export interface Choice {
  value: string
  label: string
}

/** The form's texts in the page's language (client components get texts as props). */
export interface FormTexts {
  label: string
  requiredNote: string
  submit: string
  sending: string
  banner: string
  sendFailed: string
  /** The database is away for a moment: try again in a minute (the entries stay). */
  unavailable: string
  choose: string
  noPreference: string
  privacyLink: string
  honeypot: string
  sections: Partial<Record<SectionKey, string>>
  fields: Partial<Record<FieldName, string>>
  /** A line under a field's label (how to type it). */
  hints: Partial<Record<FieldName, string>>
  /** Choices of selects and groups of checkboxes (fixed ones and those from the content). */
  choices: Partial<Record<FieldName, Choice[]>>
  /** Required-field messages, per field. */
  required: Partial<Record<FieldName, string>>
  errors: Record<Exclude<ErrorCode, 'required'>, string>
  refused: Record<RefusalReason, string>
  /** `offer.inWords` ('In words: {words}'), on the form with an offer's amount only. */
  amountInWords?: string
  /** The visit form when no day can be booked online. */
  noVisitDays?: string
  /** The proof of work's checkbox. */
  proof: ProofTexts
}
