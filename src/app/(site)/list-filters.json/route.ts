import { getKnownFilters } from '@/features/listings/known-filters'

/** Cities and property types that exist, read by the proxy to refuse unknown list filters. */
export async function GET() {
  return Response.json(await getKnownFilters())
}
