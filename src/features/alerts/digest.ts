import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { matchesAlert, mayMailDigest, type AlertReason } from '@/domain/search-alert'
import { publicView } from '@/domain/visibility'
import { absoluteUrl, localizedOf } from '@/domain/site-urls'
import { relationId } from '@/domain/relation'
import { queueMail } from '@/platform/mail/outbox'
import { fileFor, imageOf, type MediaDoc } from '@/ui/media/image'
import { defaultLocale, isLocale, type Locale } from '@/i18n/locales'
import { RouteTable } from '@/i18n/routes'
import { env } from '@/platform/env'
import type { AlertMatch, Property, SearchAlert } from '@/payload/payload-types'
import { criteriaOf, factsOf } from './criteria'
import { mailLink } from './links'
import { digestMail, type DigestItem } from './mail'
import { ALERTS_QUEUE } from './matching'
import { alertsTranslator } from './texts'

/**
 * The daily digest: each address with pending matches gets at most one mail per Brussels day,
 * with every property found for any of its active alerts since its last mail, in the language
 * of its newest alert. Run every hour by the jobs runner (the `alerts` queue's schedule), so a
 * property published in the morning reaches the addresses not yet mailed that day within the
 * hour; the others get it in the next day's first digest.
 */
export const DIGEST_CRON = '0 * * * *'

/** The photo width asked of the media module (shown 200 pixels wide, sharp on dense screens). */
const PHOTO_WIDTH = 400

async function routeTable(payload: Payload, req?: PayloadRequest): Promise<RouteTable> {
  const res = await payload.find({
    collection: 'menu-pages',
    locale: 'all',
    depth: 0,
    pagination: false,
    select: { key: true, path: true },
    req,
  })
  return new RouteTable(res.docs.map((d) => ({ key: String(d.key), paths: localizedOf(d.path) })))
}

/** The properties of a digest in one language, with city, type and photos populated. */
async function propertiesIn(payload: Payload, ids: number[], locale: Locale, req?: PayloadRequest) {
  const res = await payload.find({
    collection: 'properties',
    where: { id: { in: ids } },
    locale,
    depth: 1,
    draft: false,
    trash: true,
    pagination: false,
    req,
  })
  // The mail goes to the public: the public view of each property (domain/visibility).
  return new Map(res.docs.map((p) => [p.id, publicView(p)]))
}

function itemOf(p: Property, locale: Locale, routes: RouteTable, siteUrl: string, match: AlertMatch): DigestItem {
  const city = p.city && typeof p.city === 'object' ? String(p.city.name ?? '') : ''
  const title = String(p.title ?? '')
  const href = routes.href({ kind: 'property', id: p.id, goal: p.goal, city, title }, locale)
  const first = (p.photos ?? [])[0]
  const image = imageOf(typeof first === 'object' ? (first as MediaDoc) : null)
  const file = image ? fileFor(image, PHOTO_WIDTH) : null
  return {
    title,
    city,
    price: { price: p.price, publishPrice: p.publishPrice, priceUnit: p.priceUnit, goal: p.goal },
    reason: match.reason as AlertReason,
    previousPrice: match.reason === 'price-drop' ? (match.previousPrice ?? null) : null,
    url: absoluteUrl(siteUrl, href),
    photo: image && file ? { ...file, url: absoluteUrl(siteUrl, file.url), alt: image.alt } : null,
  }
}

export interface DigestRun {
  /** The addresses mailed, in order. */
  mailed: string[]
}

/**
 * Mails the pending matches, one digest per address and Brussels day. A match whose property no
 * longer matches by now (unpublished, sold, price risen above the bound) is dropped; the
 * matches of an address already mailed today wait for tomorrow.
 */
export async function runAlertDigests(
  payload: Payload,
  { now = new Date(), req }: { now?: Date; req?: PayloadRequest } = {},
): Promise<DigestRun> {
  const pending = (
    await payload.find({
      collection: 'alert-matches',
      where: { state: { equals: 'pending' } },
      depth: 0,
      pagination: false,
      sort: 'createdAt',
      req,
    })
  ).docs
  if (!pending.length) return { mailed: [] }
  const drop = (ids: number[]) =>
    ids.length
      ? payload.update({ collection: 'alert-matches', where: { id: { in: ids } }, data: { state: 'dropped' }, req })
      : null

  const alertIds = [...new Set(pending.map((m) => relationId(m.alert)).filter((id): id is number => id !== null))]
  const alerts = new Map(
    (
      await payload.find({
        collection: 'search-alerts',
        where: { id: { in: alertIds } },
        depth: 0,
        pagination: false,
        req,
      })
    ).docs.map((a) => [a.id, a]),
  )
  // Matches of an alert unsubscribed (or deleted) since, or of a property deleted since: dropped.
  const live = pending.filter(
    (m) => alerts.get(relationId(m.alert) ?? 0)?.status === 'active' && relationId(m.property),
  )
  await drop(pending.filter((m) => !live.includes(m)).map((m) => m.id))

  const byAddress = new Map<string, AlertMatch[]>()
  for (const m of live) {
    const email = alerts.get(relationId(m.alert) as number)!.email
    byAddress.set(email, [...(byAddress.get(email) ?? []), m])
  }
  if (!byAddress.size) return { mailed: [] }

  const settings = await payload.findGlobal({ slug: 'site-settings', depth: 0, req })
  const siteName = String(settings.siteName ?? '')
  const { siteUrl } = env()
  const routes = await routeTable(payload, req)
  const mailed: string[] = []

  for (const [email, matches] of byAddress) {
    // Every alert of the address counts for the one-mail-a-day rule, not only those with news.
    const ofAddress = (
      await payload.find({
        collection: 'search-alerts',
        where: { and: [{ email: { equals: email } }, { status: { equals: 'active' } }] },
        depth: 0,
        pagination: false,
        sort: '-createdAt',
        req,
      })
    ).docs
    const lastSent = ofAddress
      .map((a) => (a.lastDigestSentAt ? new Date(a.lastDigestSentAt) : null))
      .reduce<Date | null>((latest, d) => (d && (!latest || d > latest) ? d : latest), null)
    if (!mayMailDigest(lastSent, now)) continue

    const newest: SearchAlert = ofAddress[0] ?? alerts.get(relationId(matches[0].alert) as number)!
    const locale = isLocale(newest.locale) ? newest.locale : defaultLocale
    const properties = await propertiesIn(
      payload,
      [...new Set(matches.map((m) => relationId(m.property) as number))],
      locale,
      req,
    )

    const items: DigestItem[] = []
    const shown = new Set<number>()
    const sent: number[] = []
    const stale: number[] = []
    for (const m of matches) {
      const p = properties.get(relationId(m.property) as number)
      const alert = alerts.get(relationId(m.alert) as number)!
      const zip = p?.city && typeof p.city === 'object' ? p.city.zip : null
      if (!p || !matchesAlert(criteriaOf(alert), factsOf(p, zip))) {
        stale.push(m.id)
        continue
      }
      sent.push(m.id)
      if (shown.has(p.id)) continue
      shown.add(p.id)
      items.push(itemOf(p, locale, routes, siteUrl, m))
    }
    await drop(stale)
    if (!items.length) continue

    const t = await alertsTranslator(locale)
    const unsubscribeUrl = mailLink('unsubscribe', 'a', newest.id, locale)
    const content = digestMail(t, {
      siteName,
      registerUrl: absoluteUrl(siteUrl, routes.href({ kind: 'page', key: 'demand-register' }, locale)),
      unsubscribeUrl,
      items,
    })
    const mail = await queueMail(
      payload,
      {
        purpose: 'alert',
        lead: relationId(newest.lead) ?? undefined,
        locale,
        to: email,
        replyTo: settings.email || undefined,
        ...content,
        unsubscribeUrl,
      },
      req,
    )
    await payload.update({
      collection: 'alert-matches',
      where: { id: { in: sent } },
      data: { state: 'sent', mail },
      req,
    })
    await payload.update({
      collection: 'search-alerts',
      where: { id: { in: ofAddress.map((a) => a.id) } },
      data: { lastDigestSentAt: now.toISOString() },
      req,
    })
    mailed.push(email)
  }
  return { mailed }
}

export const alertDigestTask: TaskConfig<{ input: object; output: { mailed: number } }> = {
  slug: 'sendAlertDigests',
  label: 'Send the search alert digests',
  inputSchema: [],
  outputSchema: [{ name: 'mailed', type: 'number', required: true }],
  schedule: [{ cron: DIGEST_CRON, queue: ALERTS_QUEUE }],
  handler: async ({ req }) => {
    const { mailed } = await runAlertDigests(req.payload, { req })
    return { output: { mailed: mailed.length } }
  },
}
