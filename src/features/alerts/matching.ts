import type {
  CollectionAfterChangeHook,
  CollectionBeforeChangeHook,
  Payload,
  PayloadRequest,
  TaskConfig,
} from 'payload'
import { alertReason, matchesAlert, matchesCriteria, type AlertReason } from '@/domain/search-alert'
import type { Property } from '@/payload/payload-types'
import { candidateAlerts, criteriaOf, factsOf, publicListing, zipOf } from './criteria'
import { relationId } from '@/domain/relation'
import { recordedPriceChange } from '../price-history/record'

/**
 * From a property's change to pending matches: the properties collection's hooks see a property
 * published (the first time or again) or its public price drop (the change the price history
 * recorded for the save, features/price-history) and queue a `matchAlerts` job on
 * the `alerts` queue; the job records a pending match for each active alert it matches, which
 * the daily digest (digest.ts) mails.
 */
export const ALERTS_QUEUE = 'alerts'

type Before = Pick<Property, 'deletedAt'> & { status: unknown }
const BEFORE_KEY = 'alertsBefore'

/**
 * Before an update that may publish: the public version as it is now (the main row; the
 * `originalDoc` Payload passes is the newest version, which may be an unpublished draft). A
 * draft save cannot publish and is skipped.
 */
export const rememberPublicVersion: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  if (operation !== 'update' || !originalDoc?.id || data?._status === 'draft') return data
  const current = await publicListing(req.payload, Number(originalDoc.id), req)
  const store = ((req.context[BEFORE_KEY] as Record<number, Before | null> | undefined) ??= {})
  store[Number(originalDoc.id)] = current ? { status: current.doc._status, deletedAt: current.doc.deletedAt } : null
  return data
}

/** After a change: when it is news for the registrations, queue the job that finds them. */
export const queueAlertMatching: CollectionAfterChangeHook = async ({ doc, operation, req }) => {
  if (req.context?.skipAlerts === true) return doc
  const store = req.context[BEFORE_KEY] as Record<number, Before | null> | undefined
  const before = operation === 'create' ? null : (store?.[doc.id] ?? null)
  const change = recordedPriceChange(req, doc.id)
  const reason = alertReason(before, { ...doc, status: doc._status }, change)
  if (!reason) return doc
  // Seeds and imports publish many properties at once: no job when nobody registered.
  const active = await req.payload.count({ collection: 'search-alerts', where: { status: { equals: 'active' } }, req })
  if (!active.totalDocs) return doc
  const previousPrice = reason === 'price-drop' ? (change?.oldPrice ?? null) : null
  await req.payload.jobs.queue({
    task: 'matchAlerts',
    input: { property: doc.id, reason, ...(previousPrice !== null ? { previousPrice } : {}) },
    queue: ALERTS_QUEUE,
    req,
  })
  return doc
}

/**
 * Records a pending match for each active alert the property matches now (it may have been
 * unpublished or sold since the job was queued). An alert that already has this property
 * pending keeps that one match: the digest shows each property once.
 */
export async function recordMatches(
  payload: Payload,
  propertyId: number,
  reason: AlertReason,
  previousPrice: number | null,
  req?: PayloadRequest,
): Promise<number[]> {
  const listing = await publicListing(payload, propertyId, req)
  if (!listing) return []
  const alerts = (await candidateAlerts(payload, listing.facts, req)).filter((a) =>
    matchesAlert(criteriaOf(a), listing.facts),
  )
  if (!alerts.length) return []
  const pending = await payload.find({
    collection: 'alert-matches',
    where: {
      and: [
        { property: { equals: propertyId } },
        { state: { equals: 'pending' } },
        { alert: { in: alerts.map((a) => a.id) } },
      ],
    },
    depth: 0,
    pagination: false,
    req,
  })
  const already = new Set(pending.docs.map((m) => relationId(m.alert)))
  const recorded: number[] = []
  for (const alert of alerts) {
    if (already.has(alert.id)) continue
    await payload.create({
      collection: 'alert-matches',
      data: { alert: alert.id, property: propertyId, reason, previousPrice, state: 'pending' },
      req,
    })
    recorded.push(alert.id)
  }
  return recorded
}

export const matchAlertsTask: TaskConfig<{
  input: { property: number; reason: AlertReason; previousPrice?: number }
  output: { matched: number }
}> = {
  slug: 'matchAlerts',
  label: 'Find the search alerts a property matches',
  inputSchema: [
    { name: 'property', type: 'number', required: true },
    { name: 'reason', type: 'select', options: ['published', 'price-drop'], required: true },
    { name: 'previousPrice', type: 'number' },
  ],
  outputSchema: [{ name: 'matched', type: 'number', required: true }],
  retries: { attempts: 3, backoff: { type: 'exponential', delay: 60_000 } },
  handler: async ({ input, req }) => {
    const matched = await recordMatches(req.payload, input.property, input.reason, input.previousPrice ?? null, req)
    return { output: { matched: matched.length } }
  },
}

/**
 * The active alerts whose criteria a property fits (goal, type, zone, price, bedrooms), whatever
 * its publication: staff see the count while editing a draft too.
 */
export async function alertsMatchingCriteria(
  payload: Payload,
  property: Parameters<typeof factsOf>[0],
  req?: PayloadRequest,
): Promise<number[]> {
  const facts = factsOf(property, await zipOf(payload, property.city, req))
  const alerts = await candidateAlerts(payload, facts, req)
  return alerts.filter((a) => matchesCriteria(criteriaOf(a), facts)).map((a) => a.id)
}
