import type { Endpoint, Payload, PayloadRequest } from 'payload'
import { refuseUnlessStaff, staffProblem } from '@/platform/api/staff-endpoint'
import { MAIL_QUEUE } from './outbox'

export type RetryOutcome = 'queued' | 'already-sent' | 'sending' | 'not-found'

/**
 * An attempt gives up within a minute (the SMTP timeouts of transport.ts); a job still marked
 * running after this long belongs to a server that stopped, and sends nothing any more.
 */
const STALE_RUN_MS = 5 * 60_000

/** The jobs that would still send this mail (waiting for their backoff, or running). */
async function pendingJobs(payload: Payload, mailId: number, req: PayloadRequest) {
  const { docs } = await payload.find({
    collection: 'payload-jobs',
    where: {
      and: [
        { taskSlug: { equals: 'sendMail' } },
        { queue: { equals: MAIL_QUEUE } },
        { completedAt: { exists: false } },
        { hasError: { not_equals: true } },
      ],
    },
    pagination: false,
    depth: 0,
    req,
  })
  return docs.filter((job) => Number((job.input as { mail?: unknown } | null)?.mail) === mailId)
}

/**
 * Staff's "send again" on a failed or waiting mail: it goes back to the queue at once and the
 * server's runner sends it within seconds. A sent mail is never sent again (deliverMail skips
 * it too), and the mail's earlier attempts still waiting for their backoff are dropped, so one
 * job alone sends it: jobs of one run work in parallel, and two jobs of the same mail could
 * otherwise both send it.
 */
export async function retryMail(payload: Payload, id: number, req: PayloadRequest): Promise<RetryOutcome> {
  const mail = await payload.findByID({ collection: 'mails', id, depth: 0, req, disableErrors: true })
  if (!mail) return 'not-found'
  if (mail.state === 'sent') return 'already-sent'
  const pending = await pendingJobs(payload, id, req)
  const now = Date.now()
  if (pending.some((job) => job.processing && now - Date.parse(job.updatedAt) < STALE_RUN_MS)) return 'sending'
  for (const job of pending) await payload.jobs.cancelByID({ id: job.id, req })
  await payload.update({ collection: 'mails', id, data: { state: 'queued' }, depth: 0, req })
  await payload.jobs.queue({ task: 'sendMail', input: { mail: id }, queue: MAIL_QUEUE, req })
  return 'queued'
}

/** `POST /api/mails/{id}/retry` (staff). */
export const retryMailEndpoint: Endpoint = {
  path: '/:id/retry',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req)
    if (refused) return refused
    const id = Number(req.routeParams?.id)
    if (!Number.isInteger(id) || id < 1) return staffProblem(req, 404, 'mailNotFound')
    const outcome = await retryMail(req.payload, id, req)
    if (outcome === 'not-found') return staffProblem(req, 404, 'mailNotFound')
    if (outcome === 'already-sent') return staffProblem(req, 409, 'mailAlreadySent')
    if (outcome === 'sending') return staffProblem(req, 409, 'mailSending')
    return Response.json({ state: 'queued' }, { headers: { 'Cache-Control': 'no-store' } })
  },
}
