import type { Endpoint } from 'payload'
import { refuseUnlessStaff } from '@/platform/api/staff-endpoint'
import { siteUrl } from '@/platform/env'
import { toFeedRecord } from './from-property'

/**
 * GET /api/export/listings.json (administrators): the published listings as a complete feed
 * in the import's own format, photos as absolute URLs of the site's files, so an agency moving
 * its listings, or a test, can import them elsewhere and get the same listings.
 */
export const exportListingsEndpoint: Endpoint = {
  path: '/export/listings.json',
  method: 'get',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req, { admin: true })
    if (refused) return refused
    const found = await req.payload.find({
      collection: 'properties',
      where: { _status: { equals: 'published' } },
      locale: 'all',
      depth: 1,
      pagination: false,
      sort: 'id',
      overrideAccess: true,
      req,
    })
    const Properties = found.docs.map((p) =>
      toFeedRecord(p as unknown as Record<string, unknown>, { siteUrl: siteUrl() }),
    )
    return Response.json(
      { Format: 'vitrine-listings', Version: 1, Complete: true, Properties },
      { headers: { 'Cache-Control': 'no-store' } },
    )
  },
}
