import type { Payload, PayloadRequest, TaskConfig } from 'payload'

/** Months a lead keeps the person's data when the privacy settings say nothing else. */
export const DEFAULT_RETENTION_MONTHS = 24
const BATCH = 100

/** The instant before which leads are anonymised: `months` calendar months before `now`. */
export function retentionCutoff(now: Date, months: number): Date {
  const cutoff = new Date(now)
  const day = cutoff.getUTCDate()
  cutoff.setUTCDate(1)
  cutoff.setUTCMonth(cutoff.getUTCMonth() - months)
  // 31 March minus one month is the last day of February, not 3 March.
  const last = new Date(Date.UTC(cutoff.getUTCFullYear(), cutoff.getUTCMonth() + 1, 0)).getUTCDate()
  cutoff.setUTCDate(Math.min(day, last))
  return cutoff
}

export async function retentionMonths(payload: Payload, req?: PayloadRequest): Promise<number> {
  const settings = await payload.findGlobal({ slug: 'privacy', depth: 0, req })
  const months = settings.retentionMonths
  return typeof months === 'number' && Number.isInteger(months) && months >= 1 ? months : DEFAULT_RETENTION_MONTHS
}

export interface RetentionResult {
  leads: number
  mails: number
}

/**
 * Leads older than the retention period lose everything that names the person: name, e-mail,
 * notes, what they filled in and their campaign; what the agency counts stays (form, date,
 * property or project, status, language, consents given). Their mails leave the outbox, and a
 * testimonial they sent keeps its published text but no longer its e-mail address.
 */
export async function anonymiseOldLeads(
  payload: Payload,
  req?: PayloadRequest,
  now = new Date(),
): Promise<RetentionResult> {
  const cutoff = retentionCutoff(now, await retentionMonths(payload, req))
  const result: RetentionResult = { leads: 0, mails: 0 }
  for (;;) {
    const { docs } = await payload.find({
      collection: 'leads',
      where: {
        and: [{ createdAt: { less_than: cutoff.toISOString() } }, { anonymisedAt: { exists: false } }],
      },
      limit: BATCH,
      depth: 0,
      select: {},
      sort: 'createdAt',
      req,
    })
    if (!docs.length) return result
    const ids = docs.map((d) => d.id)
    const mails = await payload.delete({ collection: 'mails', where: { lead: { in: ids } }, depth: 0, req })
    result.mails += mails.docs.length
    await payload.update({
      collection: 'testimonials',
      where: { lead: { in: ids } },
      data: { email: null },
      depth: 0,
      req,
    })
    await payload.update({
      collection: 'leads',
      where: { id: { in: ids } },
      data: {
        name: null,
        email: null,
        notes: null,
        fields: {},
        utm: null,
        anonymisedAt: now.toISOString(),
      },
      depth: 0,
      req,
    })
    result.leads += ids.length
  }
}

/** Every night at 03:15 (server time), on the default queue the server's runner works. */
export const anonymiseLeadsTask: TaskConfig<{ input: object; output: RetentionResult }> = {
  slug: 'anonymiseLeads',
  label: 'Anonymise leads older than the retention period',
  schedule: [{ cron: '0 15 3 * * *', queue: 'default' }],
  outputSchema: [
    { name: 'leads', type: 'number', required: true },
    { name: 'mails', type: 'number', required: true },
  ],
  handler: async ({ req }) => ({ output: await anonymiseOldLeads(req.payload, req) }),
}
