import type { FieldErrors } from './fields'

/** Why a checked submission was not stored (its text: `enquiries.refused.{reason}`). */
export type RefusalReason =
  | 'documentsRequested'
  | 'appointmentsFull'
  | 'visitClosed'
  | 'captchaRequired'
  | 'captchaInvalid'
  | 'rateLimited'

/** What the Server Action answers when the visitor stays on the form (success redirects). */
export type FormState =
  | { status: 'idle' }
  /** The schema refused some fields; `values` puts back what was typed (JavaScript off). */
  | { status: 'invalid'; errors: FieldErrors; values: Record<string, string> }
  /** Valid, but not taken (documents already requested, appointments full, captcha, too many requests). */
  | { status: 'refused'; reason: RefusalReason; values: Record<string, string> }
  /** Not stored (or refused as automated): 'the e-mail was not sent, please try again'. */
  | { status: 'failed'; values: Record<string, string> }
  /** Not stored because the database is unreachable for a moment: 'try again in a minute'. */
  | { status: 'unavailable'; values: Record<string, string> }

/**
 * The HTTP status of a refused form's answer, where one says more than Next's 200: a day or
 * slot the agency takes no visit on is a request the server will never accept.
 */
export const refusalStatus: Partial<Record<RefusalReason, number>> = { visitClosed: 422 }

export const idleState: FormState = { status: 'idle' }

/** Hidden fields of every enquiry form (names start with `_`: not the visitor's data). */
export const hiddenFields = {
  kind: '_kind',
  locale: '_locale',
  property: '_property',
  project: '_project',
  /** Set by the form's script: the submission came from a browser running it. */
  script: '_js',
  source: '_source',
  utm: '_utm',
} as const
