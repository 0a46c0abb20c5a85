import 'server-only'
import type { Collection, Payload } from 'payload'
import * as qs from 'qs-esm'
import { hasStaffSession } from '@/platform/auth/credentials'
import { payload } from '@/payload/local-api'
import { backOfficeLanguage, errorLocale, errorText } from '../errors/messages'
import {
  apiProblem,
  asksForMany,
  bodyKind,
  checkApiRequest,
  checkJsonBody,
  type ApiShape,
  type CollectionShape,
  type FieldKind,
  type Problem,
} from './request-checks'

type RouteHandler<A> = (request: Request, args: A) => Promise<Response>

/** Parsed as Payload parses it (createPayloadRequest), so the rules see what Payload would. */
const parseQuery = (search: string) =>
  qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10, ignoreQueryPrefix: true }) as Record<
    string,
    unknown
  >

const shapes = new WeakMap<Payload, ApiShape>()

/** Id types, filterable field kinds and versions of every collection and global, read once from the config. */
function shapeOf(p: Payload): ApiShape {
  const known = shapes.get(p)
  if (known) return known
  const bySlug = p.collections as Record<string, Collection | undefined>
  const numeric = (slug: string) => (bySlug[slug]?.customIDType ?? p.db.defaultIDType) === 'number'
  const collections = new Map<string, CollectionShape>()
  for (const [slug, { config }] of Object.entries(p.collections)) {
    const fields = new Map<string, FieldKind>()
    for (const field of config.flattenedFields) {
      if (field.type === 'number') fields.set(field.name, 'number')
      else if (field.type === 'point') fields.set(field.name, 'point')
      else if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string')
        fields.set(field.name, numeric(field.relationTo) ? 'reference' : 'other')
    }
    const endpoints = Array.isArray(config.endpoints) ? config.endpoints : []
    const keyedPaths = endpoints.some((e) => /^\/:(?!id\b)/.test(e.path))
    const namedPaths = new Set(endpoints.flatMap((e) => /^\/([A-Za-z][\w-]*)$/.exec(e.path)?.[1] ?? []))
    collections.set(slug, {
      numericIds: numeric(slug),
      keyedPaths,
      namedPaths,
      fields,
      auth: !!config.auth,
      upload: !!config.upload,
      versions: !!config.versions,
    })
  }
  const globals = new Map(p.config.globals.map((g) => [g.slug, { versions: !!g.versions }]))
  const shape = { collections, globals }
  shapes.set(p, shape)
  return shape
}

function answer(request: Request, url: URL, { status, key, values }: Problem): Response {
  const locale = errorLocale(
    url.searchParams.get('locale'),
    request.headers.get('accept-language'),
    backOfficeLanguage(request.headers),
  )
  // Payload's own error shape, so the back office shows the message like any other.
  return Response.json(
    { errors: [{ message: errorText(locale, key, values) }] },
    { status, headers: { 'Cache-Control': 'no-store', 'Content-Language': locale } },
  )
}

/** The first problem of a request (request-checks.ts), read before Payload's REST handler sees it. */
async function problemOf(request: Request, url: URL): Promise<Problem | undefined> {
  const p = await payload()
  const segments = url.pathname
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean)
  const method = request.method.toUpperCase()
  const length = request.headers.get('content-length')
  const hasBody = length ? length !== '0' : request.body !== null
  const kind = bodyKind(method, request.headers.get('content-type'), hasBody)
  if (kind === 'unsupported') return apiProblem('contentType', undefined, 415)
  let search = url.search
  if (kind === 'json') {
    const bad = checkJsonBody(await request.clone().text())
    if (bad) return bad
  }
  if (kind === 'form') {
    // The back office's relationship picker sends its query as a form with a method override.
    const override =
      request.headers.get('x-payload-http-method-override') ?? request.headers.get('x-http-method-override')
    if (override?.toUpperCase() !== 'GET') return apiProblem('contentType', undefined, 415)
    search = `${search}&${await request.clone().text()}`
  }
  const query = parseQuery(search)
  // Only a request for many documents costs the session check.
  const staff = asksForMany(query) && (await hasStaffSession(p, request.headers))
  return checkApiRequest({ method, segments, query, staff }, shapeOf(p))
}

/** A file route of an upload collection: `/api/{collection}/file/{name}`. */
const isFileRoute = (url: URL) => /^\/api\/[^/]+\/file\/./.test(url.pathname)

/**
 * Wraps one of Payload's REST handlers: bad input gets a 400 (or 415) with a translated message
 * instead of Payload's 500, and a file missing on disk a 404. Composable with other wrappers.
 */
export function guarded<A>(handler: RouteHandler<A>): RouteHandler<A> {
  return async (request, args) => {
    const url = new URL(request.url)
    const bad = await problemOf(request, url)
    if (bad) return answer(request, url, bad)
    const response = await handler(request, args)
    // Payload answers 500 for a file whose document exists but whose file is gone.
    if (response.status === 500 && isFileRoute(url))
      return answer(request, url, apiProblem('fileNotFound', undefined, 404))
    return response
  }
}
