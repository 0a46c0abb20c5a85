import 'server-only'
import { unstable_cache } from 'next/cache'
import { payload } from '@/lib/payload'

export interface ListingTotals {
  sale: number
  rent: number
}

/** Published properties per goal: the counts of the home search block (SPEC §3 search config). */
export const getListingTotals = unstable_cache(
  async (): Promise<ListingTotals> => {
    const p = await payload()
    const count = async (goal: 'sale' | 'rent') =>
      (
        await p.count({
          collection: 'properties',
          where: { and: [{ published: { equals: true } }, { goal: { equals: goal } }] },
          overrideAccess: false,
        })
      ).totalDocs
    const [sale, rent] = await Promise.all([count('sale'), count('rent')])
    return { sale, rent }
  },
  ['listing-totals'],
  { tags: ['properties', 'content'] },
)
