import type { Endpoint, PayloadRequest } from 'payload'
import { refuseUnlessStaff, staffProblem } from '@/platform/api/staff-endpoint'
import { feedUrlOf } from './feed-url'
import { pullFeed } from './run'

async function jsonBody(req: PayloadRequest): Promise<Record<string, unknown>> {
  try {
    const body: unknown = req.json ? await req.json() : {}
    return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  } catch {
    return {}
  }
}

/**
 * `POST /api/import-runs/run` (administrators): the back office's "run the import now" on the
 * feed at `url` (JSON body `{ url, dryRun }`), as a pull: the feed lists every listing unless
 * it says otherwise. Only an http(s) address is taken: the import also reads files on the
 * server, which no one may name from here.
 *
 * Answers 200 with the run and its report; 400 for an address that is not http(s); 409 while
 * another import runs; 422 with the reason when the feed cannot be read.
 */
export const runImportEndpoint: Endpoint = {
  path: '/run',
  method: 'post',
  handler: async (req) => {
    const refused = refuseUnlessStaff(req, { admin: true })
    if (refused) return refused
    const body = await jsonBody(req)
    const url = feedUrlOf(body.url)
    if (!url) return staffProblem(req, 400, 'feedUrlInvalid')
    const result = await pullFeed(req.payload, url, 'back-office', { dryRun: body.dryRun === true })
    switch (result.status) {
      // A replay concerns pushes only; it cannot happen without a push id.
      case 'busy':
      case 'replayed':
        return staffProblem(req, 409, 'importRunning')
      case 'failed':
        return staffProblem(req, 422, 'feedUnreadable', { reason: result.error })
      case 'done':
        return Response.json({ run: result.runId, report: result.report }, { headers: { 'Cache-Control': 'no-store' } })
    }
  },
}
