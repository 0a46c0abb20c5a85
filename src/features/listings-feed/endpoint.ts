import 'server-only'
import { env } from '@/platform/env'
import { errorLocale, errorText, type ErrorKey } from '@/platform/errors/messages'
import { payloadSecret } from '@/platform/secret'
import { payload as localApi } from '@/payload/local-api'
import { verifyPush } from './push'
import { runImport } from './run'

const noStore = { 'Cache-Control': 'no-store' }

function problem(request: Request, status: number, key: ErrorKey, values?: Record<string, string>): Response {
  const url = new URL(request.url)
  const locale = errorLocale(url.searchParams.get('locale'), request.headers.get('accept-language'))
  return Response.json({ error: errorText(locale, key, values) }, { status, headers: noStore })
}

/**
 * POST /api/import: a feed, or some of its records, pushed by the agency's CRM or handed over
 * by `npm run import` (push.ts says who may). `?dryRun=1` reports without writing. The body's
 * size is bounded before it is read (src/platform/api/body-size.ts).
 *
 * Answers 200 with the run's report; 401 for a push not signed or signed before; 400 for a body
 * that is not JSON; 409 while another import runs; 422 when the body is not a listings feed.
 */
export async function receiveImportPush(request: Request): Promise<Response> {
  const body = await request.text()
  const settings = env()
  const verdict = verifyPush(body, request.headers, {
    crm: settings.IMPORT_PUSH_SECRET,
    payloadSecret: payloadSecret(),
  })
  if (!verdict.ok) return problem(request, 401, 'pushSignature')
  let feed: unknown
  try {
    feed = JSON.parse(body)
  } catch {
    return problem(request, 400, 'json')
  }
  const url = new URL(request.url)
  const result = await runImport(await localApi(), {
    source: verdict.trigger === 'command' ? (url.searchParams.get('source') ?? 'command line') : 'CRM push',
    load: async () => feed,
    trigger: verdict.trigger,
    // The command line hands over a whole feed (a file, a URL); a CRM pushes what changed.
    completeUnlessSaid: verdict.trigger === 'command',
    dryRun: url.searchParams.get('dryRun') === '1',
    pushId: verdict.id,
  })
  switch (result.status) {
    case 'replayed':
      return problem(request, 401, 'pushReplayed')
    case 'busy':
      return problem(request, 409, 'importRunning')
    case 'failed':
      return problem(request, 422, 'feedUnreadable', { reason: result.error })
    case 'done':
      return Response.json({ run: result.runId, report: result.report }, { headers: noStore })
  }
}
