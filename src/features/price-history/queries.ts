import 'server-only'
import { cachedByArgs } from '@/platform/cache/cached'
import { tags } from '@/platform/cache/tags'
import { payload } from '@/payload/local-api'
import type { PriceRecord } from '@/domain/price-history'
import { priceRecordsSql, type PriceRecordRow } from './sql'

const amount = (value: string | number | null): number | null => (value === null ? null : Number(value))

/**
 * A property's price records, oldest first; cached under the property's tag, which every save
 * of the property expires (the save that writes a record among them). Plain SQL, as the lists'
 * reads: a property page's first render asks for them.
 */
export const getPriceRecords = cachedByArgs(
  async (propertyId: number): Promise<PriceRecord[]> => {
    const p = await payload()
    const { rows } = await p.db.drizzle.execute<PriceRecordRow>(priceRecordsSql(propertyId))
    return rows.map((r) => ({
      kind: r.kind === 'listed' ? 'listed' : 'change',
      at: new Date(r.at).toISOString(),
      oldPrice: amount(r.old_price),
      newPrice: amount(r.new_price),
    }))
  },
  ['property-price-records'],
  (propertyId: number) => [tags.property(propertyId)],
)
