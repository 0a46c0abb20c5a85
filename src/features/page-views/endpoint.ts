import 'server-only'
import { addDays, dayIn, isDay } from '@/domain/appointments'
import { errorText, staffLocale, type ErrorKey } from '@/platform/errors/messages'
import { sessionUser } from '@/platform/auth/credentials'
import { payload } from '@/payload/local-api'
import { propertyIdOf, smallBody } from './beacon'
import { pageViewCounter } from './process-counter'
import { viewsPerDay } from './queries'
import { problemBody, receiveBeacon } from './receive'
import { installViewWriter } from './writer'

export { pageViewCounter }

// The route may be the first of this bundle to count (a plain `next dev`, tests).
installViewWriter()

const noStore = { 'Cache-Control': 'no-store' }

function problem(status: number, message: string): Response {
  return new Response(problemBody(message), {
    status,
    headers: { ...noStore, 'Content-Type': 'application/json' },
  })
}

/**
 * POST /api/views, the property page's beacon (receive.ts). In the running site the server
 * entry answers it before Next (src/server/beacon.ts); this route serves Next's own
 * development server and tests, by the same rules into the same counter.
 */
export async function receiveView(request: Request): Promise<Response> {
  const answer = await receiveBeacon(await smallBody(request), request.headers)
  if (answer.status === 400) return problem(400, answer.message)
  return new Response(null, { status: 204, headers: noStore })
}

/** The longest period one read of the counts may cover. */
const MAX_DAYS = 400

/**
 * GET /api/views?property=12[&from=YYYY-MM-DD&to=YYYY-MM-DD], staff only: the property's views
 * per day, 30 days up to today by default, as `{ property, from, to, days: { [day]: views } }`.
 */
export async function readViews(request: Request): Promise<Response> {
  const instance = await payload()
  const user = await sessionUser(instance, request.headers)
  const refuse = (status: number, key: ErrorKey, values?: Record<string, string | number>) =>
    problem(status, errorText(staffLocale(request.headers), key, values))
  if (!user) return refuse(401, 'signInRequired')
  if (user.collection !== 'users') return refuse(403, 'staffOnly')

  const query = new URL(request.url).searchParams
  const id = propertyIdOf(query.get('property') ?? '')
  if (id === null) return refuse(400, 'param', { name: 'property' })
  const to = query.get('to') ?? dayIn(new Date())
  const from = query.get('from') ?? addDays(to, -29)
  if (!validRange(from, to)) return refuse(400, 'param', { name: query.has('from') ? 'from' : 'to' })
  const days = await viewsPerDay(instance, id, from, to)
  return Response.json({ property: id, from, to, days: Object.fromEntries(days) }, { headers: noStore })
}

function validRange(from: string, to: string): boolean {
  return isDay(from) && isDay(to) && from <= to && addDays(from, MAX_DAYS) >= to
}
