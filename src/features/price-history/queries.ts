import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { payload } from '@/payload/local-api'
import type { PriceRecord } from '@/domain/price-history'

/**
 * A property's price records, oldest first; cached under the property's tag, which every save
 * of the property expires (the save that writes a record among them).
 */
export const getPriceRecords = cachedByArgs(
  async (propertyId: number): Promise<PriceRecord[]> => {
    const p = await payload()
    const res = await p.find({
      collection: 'price-changes',
      where: { property: { equals: propertyId } },
      sort: ['at', 'id'],
      select: { kind: true, at: true, oldPrice: true, newPrice: true },
      depth: 0,
      pagination: false,
      limit: 0,
    })
    return res.docs.map((r) => ({ kind: r.kind, at: r.at, oldPrice: r.oldPrice ?? null, newPrice: r.newPrice ?? null }))
  },
  ['property-price-records'],
  (propertyId: number) => [tags.property(propertyId)],
)
