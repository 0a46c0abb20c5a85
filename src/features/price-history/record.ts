import type { CollectionAfterChangeHook, CollectionBeforeDeleteHook, PayloadRequest } from 'payload'
import { priceRecordOf, type NewPriceRecord } from '@/domain/price-history'
import { isListed, publicPrice } from '@/domain/search-alert'

/*
 * The write side of the price history: after every save of a property (back office, import,
 * scheduled publish), the public version's price is compared with the last one recorded. Only
 * a listed save (published, not in the trash) records: a draft save leaves the public version
 * as it was, and an unpublished property has no public price.
 */

const RECORDED_KEY = 'priceHistoryRecorded'

const recordedIn = (req: PayloadRequest) =>
  ((req.context[RECORDED_KEY] as Record<number, NewPriceRecord | null> | undefined) ??= {})

/** The record the latest save of a property in this request wrote (alerts read a price drop from it). */
export function recordedPriceChange(req: PayloadRequest, propertyId: number): NewPriceRecord | null {
  return recordedIn(req)[propertyId] ?? null
}

/**
 * Now; the first publication on the day the property went on the market when that is known and
 * past (stamped at first publication, or set by staff or the import for a property listed before).
 */
function recordedAt(record: NewPriceRecord, listedAt: unknown): string {
  const now = Date.now()
  const listed = typeof listedAt === 'string' ? Date.parse(listedAt) : NaN
  return new Date(record.kind === 'listed' && listed <= now ? listed : now).toISOString()
}

/**
 * The public version of a property as this save left it: Payload's main row (a draft save leaves
 * it as it was), read afresh since a caller may have asked the save for a few fields only (the
 * import does).
 */
async function publicVersion(req: PayloadRequest, id: number) {
  const res = await req.payload.find({
    collection: 'properties',
    where: { id: { equals: id } },
    draft: false,
    trash: true,
    depth: 0,
    limit: 1,
    select: { _status: true, deletedAt: true, price: true, publishPrice: true, goal: true, listedAt: true },
    req,
  })
  return res.docs[0] ?? null
}

export const recordPriceChange: CollectionAfterChangeHook = async ({ doc, req }) => {
  recordedIn(req)[doc.id] = null
  // A draft save, or an unpublication: no public price changed.
  if (doc._status === 'draft') return doc
  const current = await publicVersion(req, doc.id)
  if (!current || !isListed({ status: current._status, deletedAt: current.deletedAt })) return doc
  const latest = await req.payload.find({
    collection: 'price-changes',
    where: { property: { equals: doc.id } },
    sort: ['-at', '-id'],
    limit: 1,
    depth: 0,
    select: { newPrice: true },
    req,
  })
  const last = latest.docs[0]
  const record = priceRecordOf(last ? { newPrice: last.newPrice ?? null } : null, publicPrice(current))
  if (!record) return doc
  await req.payload.create({
    collection: 'price-changes',
    data: { property: doc.id, at: recordedAt(record, current.listedAt), ...record },
    depth: 0,
    req,
  })
  recordedIn(req)[doc.id] = record
  return doc
}

/** A property deleted for good takes its price history with it (a trashed one keeps it). */
export const deletePriceHistoryOfProperty: CollectionBeforeDeleteHook = async ({ id, req }) => {
  await req.payload.delete({
    collection: 'price-changes',
    where: { property: { equals: id } },
    overrideAccess: true,
    req,
  })
}
