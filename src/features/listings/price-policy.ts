import 'server-only'
import { cachedRead } from '@/platform/cache/cached'
import type { PublicPolicy } from '@/domain/visibility'
import { tags } from '@/platform/cache/tags'
import { payload } from '@/payload/local-api'

/**
 * The agency's choice about the price of sold and let properties (site settings), as
 * `publicView` takes it. A plain read, for a cached read that must not call another one.
 */
export async function readPublicPolicy(): Promise<PublicPolicy> {
  const p = await payload()
  const settings = await p.findGlobal({ slug: 'site-settings', select: { showClosedPrices: true }, depth: 0 })
  return { showClosedPrices: settings.showClosedPrices === true }
}

/** The same, cached until the site settings change; read beside other cached reads, never inside. */
export const getPublicPolicy = cachedRead(readPublicPolicy, ['public-price-policy'], { tags: [tags.settings] })
