import type { Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import type { NamespaceTranslator } from '@/i18n/translator'
import type { NewMail } from '@/platform/mail/outbox'
import type { MailAttachment } from '@/platform/mail/transport'
import type { Lead } from '@/payload/payload-types'
import type { LeadType } from '../model/kinds'

/**
 * What a kind of form does beyond the common path (check, store, notify, confirm). Each kind's
 * handler lives in its own file in this folder and is listed in `./index.ts`.
 */

/** Why a valid submission is refused before it is stored (each has its text). */
export type Refusal = 'documentsRequested' | 'appointmentsFull' | 'visitClosed'

/** A checked submission, before it is stored. */
export interface CheckedSubmission {
  kind: LeadType
  locale: Locale
  /** The fields the form's schema accepted, by name. */
  data: Record<string, unknown>
  propertyId?: number
  projectId?: number
}

/** Texts of the lead's mails in one language (`enquiries.*` message keys). */
export type MailTranslator = NamespaceTranslator<'enquiries'>

export interface MailContext {
  siteName: string
  /** The agency's address (site settings), when set. */
  agencyEmail?: string
  agencyLocale: Locale
  visitorLocale: Locale
  translator: (locale: Locale) => Promise<MailTranslator>
}

export interface KindHandler {
  /** Refuses a submission before it is stored ('documents already requested', 'appointments full'). */
  refuse?(payload: Payload, submission: CheckedSubmission): Promise<Refusal | null>
  /** After the lead is committed: the records it creates (a search alert, a testimonial …). */
  afterStore?(payload: Payload, lead: Lead): Promise<void>
  /**
   * Lines the default mails add after their opening line (a visit says whether it is
   * confirmed), in the language of `t`.
   */
  mailNotes?(payload: Payload, lead: Lead, t: MailTranslator, audience: 'agency' | 'visitor'): Promise<string[]>
  /** Files attached to both the agency's notification and the visitor's confirmation. */
  attachments?(payload: Payload, lead: Lead, ctx: MailContext): Promise<MailAttachment[]>
  /**
   * The mails of the kind, when they differ from the default pair (notification + confirmation):
   * receives that default pair and returns the mails to queue.
   */
  mails?(payload: Payload, lead: Lead, ctx: MailContext, defaults: NewMail[]): Promise<NewMail[]>
}
