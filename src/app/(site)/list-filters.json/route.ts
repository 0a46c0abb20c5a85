import { getKnownFilters } from '@/features/listings/known-filters'
import { getListPaths } from '@/platform/routing/queries'

/** Cities, property types and list pages that exist, read by the proxy to check list URLs. */
export async function GET() {
  const [known, lists] = await Promise.all([getKnownFilters(), getListPaths()])
  return Response.json({ ...known, lists })
}
