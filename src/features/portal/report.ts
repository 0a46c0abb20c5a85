import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { addDays, dayIn } from '@/domain/appointments'
import { relationId } from '@/domain/relation'
import { queueMail } from '@/platform/mail/outbox'
import { ownerLocale } from '@/features/owners/accounts'
import { ownerRoutes } from '@/i18n/routes'
import { env } from '@/platform/env'
import type { Owner } from '@/payload/payload-types'
import { REPORT_DAYS, reportedThisWeek, startOfDay } from './figures'
import { countVisits, enquiriesAbout, viewsByDay } from './counts'
import { translatorOf } from '@/i18n/translator'

/**
 * The owners' weekly e-mail: every Monday morning, each owner who left it on (`weeklyReport`)
 * and has a property gets the last seven days' figures of each (page views, enquiries, visits)
 * in their language, with a link to the portal, where they can switch it off. An owner already
 * mailed this week (`lastReportAt`, Brussels weeks from Monday) is skipped, so a run repeated
 * after a crash or by hand sends nobody a second mail.
 */
export const OWNER_REPORT_CRON = '0 0 7 * * 1'

export interface PropertyWeek {
  id: number
  title: string
  reference: string
  views: number
  enquiries: number
  visits: number
}

export interface OwnerReportRun {
  /** The addresses mailed, in order. */
  mailed: string[]
}

/** The seven whole days before `today` (Brussels), as the report counts them. */
export function reportPeriod(now: Date): { from: string; to: string } {
  const today = dayIn(now)
  return { from: addDays(today, -REPORT_DAYS), to: addDays(today, -1) }
}

async function weekOf(
  payload: Payload,
  owner: Owner,
  period: { from: string; to: string },
  req?: PayloadRequest,
): Promise<PropertyWeek[]> {
  const ids = (owner.properties ?? []).map((p) => relationId(p)).filter((id): id is number => id !== null)
  if (!ids.length) return []
  const { docs } = await payload.find({
    collection: 'properties',
    where: { id: { in: ids } },
    locale: ownerLocale(owner),
    depth: 0,
    draft: true,
    trash: false,
    pagination: false,
    sort: 'title',
    select: { title: true, reference: true },
    overrideAccess: true,
    req,
  })
  const since = startOfDay(period.from)
  const before = startOfDay(addDays(period.to, 1))
  const weeks: PropertyWeek[] = []
  for (const p of docs) {
    // One property after the other: the embedded database has two connections to share.
    const views = await viewsByDay(payload, p.id, period.from, period.to)
    const leads = await enquiriesAbout(payload, p.id, { since, before, req })
    const visits = await countVisits(payload, p.id, { since, before, req })
    weeks.push({
      id: p.id,
      title: String(p.title ?? ''),
      reference: String(p.reference ?? ''),
      views: [...views.values()].reduce((a, b) => a + b, 0),
      enquiries: leads.length,
      visits,
    })
  }
  return weeks
}

/** The mail's text, in the owner's language. */
export async function reportMail(
  owner: Pick<Owner, 'name' | 'language'>,
  weeks: PropertyWeek[],
  period: { from: string; to: string },
  siteName: string,
): Promise<{ subject: string; text: string }> {
  const locale = ownerLocale(owner)
  const t = await translatorOf(locale, 'portal')
  const date = (day: string) =>
    new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(`${day}T12:00:00Z`),
    )
  const portalUrl = `${env().siteUrl}${ownerRoutes.portal(locale)}`
  const lines = [
    t('mail.greeting', { name: owner.name }),
    '',
    t('mail.intro', { from: date(period.from), to: date(period.to) }),
    '',
  ]
  for (const w of weeks) {
    lines.push(
      t('mail.property', { title: w.title, reference: w.reference }),
      `- ${t('mail.views', { count: w.views })}`,
      `- ${t('mail.enquiries', { count: w.enquiries })}`,
      `- ${t('mail.visits', { count: w.visits })}`,
      '',
    )
  }
  lines.push(t('mail.portal'), portalUrl, '', t('mail.switchOff'), '', siteName)
  return { subject: t('mail.subject', { site: siteName }), text: lines.join('\n') }
}

/**
 * Mails this week's report to every owner who wants it and has not had it yet this week, and
 * notes when. Exported for the tests, which pass `now`.
 */
export async function runOwnerReports(
  payload: Payload,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<OwnerReportRun> {
  const { docs: owners } = await payload.find({
    collection: 'owners',
    where: { weeklyReport: { equals: true } },
    depth: 0,
    pagination: false,
    sort: 'id',
    overrideAccess: true,
    req,
  })
  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const siteName = String(settings.siteName ?? '')
  const period = reportPeriod(now)
  const mailed: string[] = []
  for (const owner of owners) {
    if (reportedThisWeek(owner.lastReportAt, now)) continue
    const weeks = await weekOf(payload, owner, period, req)
    // No property (none linked, or all in the trash): nothing to report.
    if (!weeks.length) continue
    const content = await reportMail(owner, weeks, period, siteName)
    await queueMail(
      payload,
      {
        purpose: 'owner',
        locale: ownerLocale(owner),
        to: owner.email,
        replyTo: settings.email || undefined,
        ...content,
      },
      req,
    )
    await payload.update({
      collection: 'owners',
      id: owner.id,
      data: { lastReportAt: now.toISOString() },
      overrideAccess: true,
      req,
    })
    mailed.push(owner.email)
  }
  return { mailed }
}

export const ownerReportTask: TaskConfig<{ input: object; output: { mailed: number } }> = {
  slug: 'sendOwnerReports',
  label: "Send the owners' weekly figures",
  inputSchema: [],
  outputSchema: [{ name: 'mailed', type: 'number', required: true }],
  // Mondays at 07:00 (server time), on the default queue the server's runner works.
  schedule: [{ cron: OWNER_REPORT_CRON, queue: 'default' }],
  handler: async ({ req }) => {
    const { mailed } = await runOwnerReports(req.payload, { req })
    return { output: { mailed: mailed.length } }
  },
}
