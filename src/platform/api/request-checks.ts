/**
 * What a request to Payload's REST API must look like before Payload sees it. Payload answers
 * 500 to many malformed inputs (a non-numeric id, `page=-1`, `where=abc`, a text body) and
 * returns every document for `limit=0` or a negative limit; these rules refuse them with a
 * status and a message key instead. Pure: the collections' id and field kinds come in as data.
 */
import { locales } from '@/i18n/locales'
import type { ErrorKey } from '../errors/messages'

/** Largest page size (staff: any, or 0 for all), page number and population depth the API serves. */
export const MAX_LIMIT = 100
export const MAX_STAFF_LIMIT = 100_000
export const MAX_PAGE = 100_000
export const MAX_DEPTH = 3
/** Ids are PostgreSQL `serial` (int4) columns. */
export const MAX_ID = 2_147_483_647

/**
 * How a filter on a field is checked: numbers need numeric values, references to a collection
 * with numeric ids need ids, geometric operators need a point field.
 */
export type FieldKind = 'number' | 'reference' | 'point' | 'other'

export interface CollectionShape {
  numericIds: boolean
  /** Auth and upload collections have routes of their own (`/me`, `/login`, `/file/{name}`…). */
  auth?: boolean
  upload?: boolean
  /** Custom endpoints take the first path segment as a parameter (payload-preferences' `/:key`). */
  keyedPaths: boolean
  /** Custom endpoints with a fixed first segment (payload-jobs' `/run`): not a document id. */
  namedPaths?: ReadonlySet<string>
  /** Whether it keeps versions (`/versions` routes); unknown counts as yes. */
  versions?: boolean
  fields: ReadonlyMap<string, FieldKind>
}

export interface ApiShape {
  collections: ReadonlyMap<string, CollectionShape>
  /** Whether each global keeps versions. */
  globals?: ReadonlyMap<string, { versions: boolean }>
}

export interface ApiRequest {
  method: string
  /** Path segments after `/api/`, still percent-encoded. */
  segments: string[]
  /** The query parsed as Payload parses it (qs). */
  query: Record<string, unknown>
  /**
   * Staff may ask for every document at once (`limit=0`, `pagination=false`): the back office's
   * bulk actions do.
   */
  staff: boolean
}

export interface Problem {
  status: 400 | 404 | 415
  key: ErrorKey
  values?: Record<string, string | number>
}

/** Second path segments that are Payload's own routes, not document ids. */
const AUTH_ROUTES = new Set([
  'me',
  'login',
  'logout',
  'refresh-token',
  'init',
  'first-register',
  'forgot-password',
  'reset-password',
  'unlock',
  'verify',
])
/** Routes followed by an id: `/versions/{id}`, `/access/{id}`, `/paste-url/{id}`. */
const ID_AFTER = new Set(['access', 'versions'])

const OPERATORS = new Set([
  'equals',
  'not_equals',
  'in',
  'not_in',
  'all',
  'exists',
  'greater_than',
  'greater_than_equal',
  'less_than',
  'less_than_equal',
  'like',
  'not_like',
  'contains',
  'near',
  'within',
  'intersects',
])
const LIST_OPERATORS = new Set(['in', 'not_in', 'all'])
const GEO_OPERATORS = new Set(['near', 'within', 'intersects'])
const BOOLEAN_PARAMS = ['draft', 'trash', 'pagination', 'autosave', 'overrideLock', 'flattenLocales']
const LOCALE_VALUES = [...locales, 'all', '*']
const FIELD_PATH = /^[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/
const SORT_ITEM = /^-?[A-Za-z0-9_]+(?:\.[A-Za-z0-9_]+)*$/
const MAX_WHERE_DEPTH = 8
/**
 * Deepest JSON body accepted: rich text nests a few levels per list or block, far below this;
 * Payload copies a body recursively and a body nested much deeper overflows its stack (500).
 */
export const MAX_JSON_DEPTH = 100

export function isNumericId(value: string): boolean {
  return /^[1-9]\d{0,9}$/.test(value) && Number(value) <= MAX_ID
}

/** Whether a request asks for more than a public page of documents (staff only). */
export function asksForMany(query: Record<string, unknown>): boolean {
  return query.pagination === 'false' || (typeof query.limit === 'string' && !integerIn(query.limit, 1, MAX_LIMIT))
}

function integerIn(value: unknown, min: number, max: number): boolean {
  return typeof value === 'string' && /^\d{1,7}$/.test(value) && Number(value) >= min && Number(value) <= max
}

const isPlainObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v)

const isScalar = (v: unknown) => v === null || ['string', 'number', 'boolean'].includes(typeof v)

function isNumberValue(v: unknown, idLike: boolean): boolean {
  // An empty value compares with nothing (the back office's 'select all' sends `id not_equals ''`).
  if (v === null || v === 'null' || v === '') return true
  const text = typeof v === 'number' ? String(v) : v
  if (typeof text !== 'string') return false
  if (idLike) return /^\d{1,10}$/.test(text) && Number(text) <= MAX_ID
  return /^-?\d{1,15}(?:\.\d{1,10})?$/.test(text)
}

/** A comma-separated string or an array (qs or JSON): the items of an `in` list. */
function listItems(v: unknown): unknown[] | undefined {
  if (typeof v === 'string') return v === '' ? [] : v.split(',')
  if (Array.isArray(v)) return v
  if (isPlainObject(v)) return Object.values(v) // qs turns indexes above its array limit into keys
  return undefined
}

function validCondition(kind: FieldKind, op: string, value: unknown): boolean {
  const numeric = kind === 'number' || kind === 'reference'
  const idLike = kind === 'reference'
  if (!OPERATORS.has(op)) return false
  if (GEO_OPERATORS.has(op)) {
    if (kind !== 'point') return false
    if (op !== 'near') return isPlainObject(value)
    const parts = listItems(value)
    return !!parts && parts.length >= 2 && parts.length <= 4 && parts.every((p) => isNumberValue(p, false))
  }
  if (op === 'exists') return value === 'true' || value === 'false' || typeof value === 'boolean'
  if (LIST_OPERATORS.has(op)) {
    const items = listItems(value)
    if (!items || !items.every(isScalar)) return false
    return !numeric || items.every((i) => isNumberValue(i, idLike))
  }
  if (!isScalar(value)) return false
  if (numeric) return isNumberValue(value, idLike)
  return true
}

/** A Payload `where` object: and/or lists of conditions `{ path: { operator: value } }`. */
export function validWhere(where: unknown, shape: CollectionShape | undefined, depth = 0): boolean {
  if (!isPlainObject(where) || depth > MAX_WHERE_DEPTH) return false
  for (const [key, value] of Object.entries(where)) {
    if (key === 'and' || key === 'or') {
      const items = Array.isArray(value) ? value : isPlainObject(value) ? Object.values(value) : undefined
      if (!items || !items.every((w) => validWhere(w, shape, depth + 1))) return false
      continue
    }
    if (!FIELD_PATH.test(key) || !isPlainObject(value)) return false
    // Only a top-level field's kind is known here; a nested path keeps Payload's own checks.
    const kind = key.includes('.') ? 'other' : fieldKind(shape, key)
    for (const [op, v] of Object.entries(value)) if (!validCondition(kind, op, v)) return false
  }
  return true
}

function fieldKind(shape: CollectionShape | undefined, field: string): FieldKind {
  if (field === 'id') return shape?.numericIds ? 'reference' : 'other'
  return shape?.fields.get(field) ?? 'other'
}

function parseJsonObject(text: string): unknown {
  try {
    return JSON.parse(text) as unknown
  } catch {
    return undefined
  }
}

/** A text holding U+0000, which PostgreSQL refuses in any text (a 500 otherwise). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000')
  if (depth > 20 || typeof value !== 'object' || value === null) return false
  return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v, depth + 1))
}

function checkQuery(query: Record<string, unknown>, shape: CollectionShape | undefined, staff: boolean) {
  const has = (key: string) => Object.hasOwn(query, key)
  if (holdsNul(query)) return problem('nullCharacter')
  if (has('page') && !integerIn(query.page, 1, MAX_PAGE)) return problem('page', { max: MAX_PAGE })
  if (has('limit') && !integerIn(query.limit, staff ? 0 : 1, staff ? MAX_STAFF_LIMIT : MAX_LIMIT))
    return problem('limit', { max: MAX_LIMIT })
  if (query.pagination === 'false' && !staff) return problem('param', { name: 'pagination' })
  if (has('depth') && !integerIn(query.depth, 0, MAX_DEPTH)) return problem('depth', { max: MAX_DEPTH })
  if (has('where')) {
    const where = typeof query.where === 'string' ? parseJsonObject(query.where) : query.where
    if (!validWhere(where, shape)) return problem('where')
  }
  if (has('sort')) {
    const items = typeof query.sort === 'string' ? query.sort.split(',') : query.sort
    if (!Array.isArray(items) || !items.every((s) => typeof s === 'string' && SORT_ITEM.test(s.trim())))
      return problem('sort')
  }
  for (const name of ['locale', 'fallbackLocale', 'fallback-locale']) {
    const value = query[name]
    if (!has(name)) continue
    const allowed = name === 'locale' ? LOCALE_VALUES : [...LOCALE_VALUES, 'none', 'null', 'false']
    if (typeof value !== 'string' || !allowed.includes(value))
      return problem('locale', { name, list: allowed.join(', ') })
  }
  for (const name of BOOLEAN_PARAMS)
    if (has(name) && query[name] !== 'true' && query[name] !== 'false') return problem('param', { name })
  if (has('data') && (typeof query.data !== 'string' || parseJsonObject(query.data) === undefined))
    return problem('param', { name: 'data' })
  return undefined
}

function problem(key: ErrorKey, values?: Problem['values'], status: Problem['status'] = 400): Problem {
  return { status, key, values }
}

/** The id segments of a path: `/{collection}/{id}`, `/{collection}/versions/{id}`, … */
function idSegments(segments: string[], shape: CollectionShape | undefined): string[] {
  const [first, second, third, fourth] = segments
  if (first === 'globals') return third === 'versions' && fourth !== undefined ? [fourth] : []
  if (!shape || !shape.numericIds || shape.keyedPaths || second === undefined) return []
  if (ID_AFTER.has(second) || (shape.upload && second === 'paste-url')) return third !== undefined ? [third] : []
  if (second === 'count' || (shape.auth && AUTH_ROUTES.has(second)) || shape.namedPaths?.has(second)) return []
  if (shape.upload && second === 'file' && third !== undefined) return []
  // Anything else is read by Payload as a document id (`/cities/me` too, and `/media/file/`).
  return [second]
}

/** The first problem of a request, or undefined when Payload may handle it. */
/** A path segment (still percent-encoded) that holds U+0000. */
const nulSegment = (segment: string) => /%00/i.test(segment) || segment.includes('\u0000')

/** A `/versions` route of a collection or global that keeps none (Payload answers 500). */
function versionsOfNothing([first, second, third]: string[], api: ApiShape, shape?: CollectionShape): boolean {
  if (first === 'globals') return third === 'versions' && api.globals?.get(second ?? '')?.versions === false
  return second === 'versions' && !!shape && !shape.keyedPaths && shape.versions === false
}

export function checkApiRequest(request: ApiRequest, api: ApiShape): Problem | undefined {
  const shape = request.segments[0] === 'globals' ? undefined : api.collections.get(request.segments[0] ?? '')
  if (request.segments.some(nulSegment)) return problem('nullCharacter')
  if (versionsOfNothing(request.segments, api, shape)) return problem('noVersions', undefined, 404)
  for (const id of idSegments(request.segments, shape)) if (!isNumericId(id)) return problem('id', { max: MAX_ID })
  return checkQuery(request.query, shape, request.staff)
}

export type BodyVerdict = 'none' | 'json' | 'multipart' | 'form' | 'unsupported'

/** How a body is to be read, from its Content-Type. */
export function bodyKind(method: string, contentType: string | null, hasBody: boolean): BodyVerdict {
  if (!['POST', 'PUT', 'PATCH'].includes(method.toUpperCase()) || !hasBody) return 'none'
  const essence = (contentType ?? '').split(';', 1)[0].trim().toLowerCase()
  if (essence === 'application/json') return 'json'
  if (essence === 'multipart/form-data') return 'multipart'
  if (essence === 'application/x-www-form-urlencoded') return 'form'
  return 'unsupported'
}

/**
 * How deeply a JSON text nests, and whether a string in it holds U+0000 (`\u0000`), read in one
 * pass without parsing (a parse would build the whole nested value first).
 */
export function scanJson(text: string): { depth: number; nul: boolean } {
  let depth = 0
  let deepest = 0
  let inString = false
  let nul = false
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i)
    if (inString) {
      if (c === 0x5c /* \ */) {
        if (text.startsWith('u0000', i + 1)) nul = true
        i++
      } else if (c === 0x22 /* " */) inString = false
      else if (c === 0) nul = true
    } else if (c === 0x22) inString = true
    else if (c === 0x7b /* { */ || c === 0x5b /* [ */) deepest = Math.max(deepest, ++depth)
    else if (c === 0x7d /* } */ || c === 0x5d /* ] */) depth--
  }
  return { depth: deepest, nul }
}

/** A JSON body must be an object (every Payload operation takes one), of a sane depth, without U+0000. */
export function checkJsonBody(text: string): Problem | undefined {
  if (text.trim() === '') return undefined
  const { depth, nul } = scanJson(text)
  if (depth > MAX_JSON_DEPTH) return problem('jsonDepth', { max: MAX_JSON_DEPTH })
  if (nul) return problem('nullCharacter')
  return isPlainObject(parseJsonObject(text)) ? undefined : problem('json')
}

export { problem as apiProblem }
