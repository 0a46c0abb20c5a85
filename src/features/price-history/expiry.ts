import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { LOWERED_BADGE_DAYS, listingBadge, type BadgeFacts } from '@/domain/price-history'
import { relationId } from '@/domain/relation'
import { expireTags } from '@/platform/cache/revalidate'
import { tags } from '@/platform/cache/tags'

/*
 * A badge ('New', 'Price lowered') ends with time, not with a change: no hook expires the
 * cached pages that show it. Every hour a job finds the properties whose badge changed since
 * the hour before (badges end at midnight in Brussels) and expires their tag: their page and
 * every list, module or map that shows their card.
 */

const DAY_MS = 86_400_000
/** The job runs every hour; the window overlaps the run before by a few minutes. */
export const BADGE_EXPIRY_CRON = '0 * * * *'
const WINDOW_MS = 65 * 60_000

/**
 * The properties whose badge on `from` differs from their badge on `to`. Only records of the
 * last `LOWERED_BADGE_DAYS` + 2 days can still end a badge; the marquee is left out (a sold or
 * let property shows no badge: at worst its page is rendered once more).
 */
export async function propertiesWhoseBadgeChanged(
  payload: Payload,
  from: Date,
  to: Date,
  req?: PayloadRequest,
): Promise<number[]> {
  const recent = await payload.find({
    collection: 'price-changes',
    where: { at: { greater_than: new Date(from.getTime() - (LOWERED_BADGE_DAYS + 2) * DAY_MS).toISOString() } },
    select: { property: true },
    depth: 0,
    pagination: false,
    limit: 0,
    req,
  })
  const ids = [...new Set(recent.docs.map((r) => relationId(r.property)).filter((id): id is number => id !== null))]
  if (!ids.length) return []
  const records = await payload.find({
    collection: 'price-changes',
    where: { property: { in: ids } },
    select: { property: true, kind: true, at: true, lowered: true },
    depth: 0,
    pagination: false,
    limit: 0,
    req,
  })
  const facts = new Map<number, BadgeFacts>()
  for (const r of records.docs) {
    const id = relationId(r.property)
    if (id === null) continue
    const f = facts.get(id) ?? { firstPublishedAt: null, lastChangeAt: null, lastDropAt: null, marquee: '1' }
    const later = (a: Date | string | null | undefined) => !a || Date.parse(String(a)) < Date.parse(r.at)
    if (r.kind === 'listed' && (!f.firstPublishedAt || Date.parse(String(f.firstPublishedAt)) > Date.parse(r.at)))
      f.firstPublishedAt = r.at
    if (r.kind === 'change' && later(f.lastChangeAt)) f.lastChangeAt = r.at
    if (r.kind === 'change' && r.lowered && later(f.lastDropAt)) f.lastDropAt = r.at
    facts.set(id, f)
  }
  return [...facts]
    .filter(([, f]) => listingBadge(f, from) !== listingBadge(f, to))
    .map(([id]) => id)
    .sort((a, b) => a - b)
}

export const expireEndedBadgesTask: TaskConfig<{ input: object; output: { expired: number } }> = {
  slug: 'expireEndedBadges',
  label: 'Refresh the pages whose listing badge ended',
  inputSchema: [],
  outputSchema: [{ name: 'expired', type: 'number', required: true }],
  schedule: [{ cron: BADGE_EXPIRY_CRON, queue: 'default' }],
  handler: async ({ req }) => {
    const now = new Date()
    const ids = await propertiesWhoseBadgeChanged(req.payload, new Date(now.getTime() - WINDOW_MS), now, req)
    await expireTags(ids.map(tags.property))
    return { output: { expired: ids.length } }
  },
}
