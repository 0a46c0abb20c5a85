import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { MAIL_QUEUE, queueMail } from '@/platform/mail/outbox'

/**
 * The agency hears of every lead stored, even when the server that stored it dies before it
 * queued the lead's mails (mutations.ts queues them right after the lead commits). A check of
 * the lead is queued with the lead, in its transaction; a little later it queues the agency's
 * notification if none was queued. The visitor's own mails are not made up for: their request
 * failed in their browser.
 */
const NOTIFICATION_CHECK_DELAY_MS = 30_000

/** Queues the check of a lead, due once its request has surely queued the lead's mails. */
export async function queueNotificationCheck(payload: Payload, lead: number, req: PayloadRequest): Promise<void> {
  await payload.jobs.queue({
    task: 'checkLeadNotification',
    input: { lead },
    queue: MAIL_QUEUE,
    waitUntil: new Date(Date.now() + NOTIFICATION_CHECK_DELAY_MS),
    req,
  })
}

/** Queues the agency's notification of a lead that has none (a lead erased since has none to get). */
async function ensureNotification(lead: number, req: PayloadRequest): Promise<void> {
  const { payload } = req
  const doc = await payload.findByID({ collection: 'leads', id: lead, depth: 0, disableErrors: true, req })
  if (!doc) return
  const queued = await payload.count({
    collection: 'mails',
    where: { lead: { equals: lead }, purpose: { equals: 'notification' } },
    req,
  })
  if (queued.totalDocs) return
  // Loaded here, in the job: the mails read the site's routes through Next's cache, which the
  // Payload config (that lists this task) must not load in the scripts that use it.
  const { leadMails } = await import('./mails')
  const notifications = (await leadMails(payload, doc)).filter((mail) => mail.purpose === 'notification')
  for (const mail of notifications) await queueMail(payload, mail, req)
  if (notifications.length) payload.logger.warn({ lead }, `Lead ${lead} had no notification: queued now`)
}

export const checkLeadNotificationTask: TaskConfig<{ input: { lead: number }; output: object }> = {
  slug: 'checkLeadNotification',
  label: 'Check that a lead was notified',
  inputSchema: [{ name: 'lead', type: 'number', required: true }],
  handler: async ({ input, req }) => {
    await ensureNotification(input.lead, req)
    return { output: {} }
  },
}
