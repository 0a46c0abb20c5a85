import 'server-only'
import { commitTransaction, createLocalReq, initTransaction, killTransaction, type Payload } from 'payload'
import type { Locale } from '@/i18n/locales'
import { queueMail, type NewMail } from '@/platform/mail/outbox'
import type { Lead } from '@/payload/payload-types'
import { allowRecipient } from './abuse/guard'
import { kindHandlers } from './handlers'
import type { Refusal } from './handlers/types'
import type { LeadType } from './model/kinds'
import { leadMails } from './mails'
import { queueNotificationCheck } from './notification-check'

export interface Submission {
  kind: LeadType
  locale: Locale
  /** What the form's schema accepted, by field name. */
  data: Record<string, unknown>
  /** Sent by the form's script (JavaScript on); a plain form post is 'unverified' for staff. */
  verified: boolean
  sourcePage?: string
  utm?: Record<string, string>
  propertyId?: number
  projectId?: number
}

/** The id when such a document exists (trashed or unpublished too); a stale page may name one deleted since. */
async function existing(payload: Payload, collection: 'properties' | 'projects', id: number | undefined) {
  if (id === undefined) return null
  const { totalDocs } = await payload.count({ collection, where: { id: { equals: id } }, trash: true })
  return totalDocs ? id : null
}

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/**
 * Stores a submission as a lead, with the later check that the agency was notified of it
 * (notification-check.ts) in the same transaction: a lead is never stored without it. (The
 * embedded database runs without transactions: there the two are written one after the other.)
 * Nothing else happens before this has committed.
 */
export async function storeLead(payload: Payload, s: Submission): Promise<Lead> {
  const { newsletter, privacy, ...fields } = s.data
  const [property, project] = await Promise.all([
    existing(payload, 'properties', s.propertyId),
    existing(payload, 'projects', s.projectId),
  ])
  const name = [text(fields.firstName), text(fields.lastName)].filter(Boolean).join(' ')
  const req = await createLocalReq({ context: {} }, payload)
  const inTransaction = await initTransaction(req)
  try {
    const lead = await payload.create({
      collection: 'leads',
      req,
      data: {
        type: s.kind,
        status: 'new',
        verification: s.verified ? 'verified' : 'unverified',
        name: name || null,
        email: text(fields.email).toLowerCase() || null,
        locale: s.locale,
        property,
        project,
        // A request about a property or project deleted since keeps its number for staff.
        fields: {
          ...fields,
          ...(s.propertyId && !property ? { propertyId: s.propertyId } : {}),
          ...(s.projectId && !project ? { projectId: s.projectId } : {}),
        },
        consents: { privacy: privacy === true, newsletter: newsletter === true },
        sourcePage: s.sourcePage ?? null,
        utm: s.utm && Object.keys(s.utm).length ? s.utm : null,
      },
    })
    await queueNotificationCheck(payload, lead.id, req)
    if (inTransaction) await commitTransaction(req)
    return lead
  } catch (error) {
    if (inTransaction) await killTransaction(req)
    throw error
  }
}

/**
 * Whether a mail of a lead may go. The agency's notification always goes. Every other mail goes
 * to an address the visitor typed (their confirmation, a friend, the newsletter opt-in) with
 * text they chose, so it goes only when the submission carried a valid proof of work (verified)
 * and while that mailbox is under its limit (abuse/policy.ts RECIPIENT_LIMIT): otherwise the
 * forms would mail any address for anyone who posts them. The lead is stored either way.
 */
async function mayQueue(payload: Payload, lead: Lead, mail: NewMail): Promise<boolean> {
  if (mail.purpose === 'notification') return true
  if (lead.verification !== 'verified') return false
  return allowRecipient(payload, mail.to)
}

/**
 * Queues the lead's mails (platform/mail: sent by jobs, retried while SMTP is down). A failure
 * here leaves the lead stored and is logged: the visitor's request is not lost, staff see it.
 */
export async function queueLeadMails(payload: Payload, lead: Lead): Promise<void> {
  try {
    for (const mail of await leadMails(payload, lead)) {
      if (await mayQueue(payload, lead, mail)) await queueMail(payload, mail)
    }
  } catch (error) {
    payload.logger.error({ err: error, msg: `Mails of lead ${lead.id} were not queued` })
  }
}

/**
 * Refuses (documents already requested, appointments full) or stores the submission, makes the
 * records its kind adds, then queues its mails. A failure after the lead is stored is logged
 * and does not undo it.
 */
export async function submitLead(payload: Payload, s: Submission): Promise<{ lead?: Lead; refused?: Refusal }> {
  const handler = kindHandlers[s.kind]
  const refused = await handler?.refuse?.(payload, s)
  if (refused) return { refused }
  const lead = await storeLead(payload, s)
  if (handler?.afterStore) {
    try {
      await handler.afterStore(payload, lead)
    } catch (error) {
      payload.logger.error({ err: error, msg: `Records of lead ${lead.id} (${lead.type}) were not made` })
    }
  }
  await queueLeadMails(payload, lead)
  return { lead }
}
