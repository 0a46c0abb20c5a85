import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import type { Locale } from '@/i18n/locales'
import { env } from '@/platform/env'
import { mailBrand, mailWords } from './brand'
import { blocksOfText, mailHtml, mailText, type MailBlock, type MailMessage } from './layout'
import type { MailPurpose } from './purposes'
import { sendMail, type MailAttachment } from './transport'

/**
 * The outbox (`mails` collection) and the job that delivers it. A mail is stored first, then
 * queued on the `mail` queue (its own, so a backlog while SMTP is down never delays scheduled
 * publishing); the server's runner works both queues (platform/jobs/runner.ts).
 */
export const MAIL_QUEUE = 'mail'
/** Tried again after 1, 2, 4 … 512 minutes: about 17 hours before the mail is marked failed. */
export const MAIL_RETRIES = 10
const FIRST_RETRY_MS = 60_000

export interface NewMail {
  purpose: MailPurpose
  lead?: number
  locale: Locale
  to: string
  replyTo?: string
  subject: string
  /** The message: its blocks (layout.ts), or plain text whose paragraphs become the blocks. */
  blocks?: MailBlock[]
  text?: string
  /** A subscription mail's one-click unsubscribe link: in the footer and the List-Unsubscribe headers. */
  unsubscribeUrl?: string
  headers?: Record<string, string>
  attachments?: MailAttachment[]
}

/** RFC 2369 and RFC 8058 headers: mail programs show an unsubscribe button that POSTs to the link. */
export function unsubscribeHeaders(url: string): Record<string, string> {
  return { 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' }
}

/**
 * Both parts of a mail, in its language and the agency's layout (layout.ts): the HTML and the
 * plain text, said alike.
 */
export async function composeMail(
  payload: Payload,
  mail: NewMail,
  req?: PayloadRequest,
): Promise<{ text: string; html: string }> {
  const [brand, words] = await Promise.all([mailBrand(payload, mail.locale, req), mailWords(mail.locale)])
  const message: MailMessage = {
    lang: mail.locale,
    subject: mail.subject,
    blocks: mail.blocks ?? blocksOfText(mail.text ?? ''),
    unsubscribeUrl: mail.unsubscribeUrl,
  }
  return { text: mailText(message, brand, words), html: mailHtml(message, brand, words) }
}

/** Stores a mail in the outbox, both its parts written, and queues its delivery. */
export async function queueMail(payload: Payload, mail: NewMail, req?: PayloadRequest): Promise<number> {
  const { text, html } = await composeMail(payload, mail, req)
  const { unsubscribeUrl } = mail
  const headers = { ...(unsubscribeUrl ? unsubscribeHeaders(unsubscribeUrl) : {}), ...mail.headers }
  const doc = await payload.create({
    collection: 'mails',
    data: {
      purpose: mail.purpose,
      lead: mail.lead,
      locale: mail.locale,
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text,
      html,
      headers: Object.keys(headers).length ? headers : null,
      attachments: mail.attachments ? (mail.attachments as unknown as Record<string, unknown>[]) : null,
      state: 'queued',
      attempts: 0,
    },
    req,
  })
  await payload.jobs.queue({ task: 'sendMail', input: { mail: doc.id }, queue: MAIL_QUEUE, req })
  return doc.id
}

const isStringRecord = (v: unknown): v is Record<string, string> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.values(v).every((x) => typeof x === 'string')

/** The sender: the agency's name and address from the site settings. */
async function sender(payload: Payload, req: PayloadRequest): Promise<string> {
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const host = new URL(env().siteUrl).hostname
  const address = settings.email || `no-reply@${host}`
  return `"${String(settings.siteName ?? '').replace(/["\\]/g, '')}" <${address}>`
}

/**
 * Sends one outbox mail, once: a mail already marked sent (or deleted) is skipped, so a job run again after
 * a crash, or queued twice, never sends it a second time. A failure is recorded on the mail and
 * thrown, for the job's retry.
 */
export async function deliverMail(id: number, req: PayloadRequest, finalAttempt: boolean): Promise<void> {
  const { payload } = req
  const mail = await payload.findByID({ collection: 'mails', id, depth: 0, req, disableErrors: true })
  // Deleted since it was queued (a privacy erasure, the retention job, an administrator).
  if (!mail || mail.state === 'sent') return
  const attempts = (mail.attempts ?? 0) + 1
  const messageId = `<vitrine-mail-${mail.id}@${new URL(env().siteUrl).hostname}>`
  try {
    await sendMail({
      from: await sender(payload, req),
      to: mail.to,
      replyTo: mail.replyTo,
      subject: mail.subject,
      text: mail.text,
      html: mail.html || undefined,
      headers: isStringRecord(mail.headers) ? mail.headers : undefined,
      attachments: Array.isArray(mail.attachments) ? (mail.attachments as unknown as MailAttachment[]) : undefined,
      messageId,
    })
  } catch (error) {
    await payload.update({
      collection: 'mails',
      id,
      req,
      data: {
        attempts,
        lastError: String((error as Error).message).slice(0, 500),
        state: finalAttempt ? 'failed' : 'queued',
      },
    })
    throw error
  }
  await payload.update({
    collection: 'mails',
    id,
    req,
    data: { attempts, state: 'sent', sentAt: new Date().toISOString(), lastError: null, messageId },
  })
}

export const sendMailTask: TaskConfig<{ input: { mail: number }; output: object }> = {
  slug: 'sendMail',
  label: 'Send a mail',
  inputSchema: [{ name: 'mail', type: 'number', required: true }],
  retries: { attempts: MAIL_RETRIES, backoff: { type: 'exponential', delay: FIRST_RETRY_MS } },
  handler: async ({ input, job, req }) => {
    await deliverMail(input.mail, req, (job.totalTried ?? 0) >= MAIL_RETRIES)
    return { output: {} }
  },
}
