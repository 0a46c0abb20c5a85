import * as qs from 'qs-esm'
import { describe, expect, it } from 'vitest'
import { errorText } from '../errors/messages'
import {
  bodyKind,
  checkApiRequest,
  checkJsonBody,
  MAX_JSON_DEPTH,
  type ApiShape,
  type CollectionShape,
} from './request-checks'

const properties: CollectionShape = {
  numericIds: true,
  upload: false,
  auth: false,
  keyedPaths: false,
  fields: new Map([
    ['price', 'number'],
    ['city', 'reference'],
    ['location', 'point'],
  ]),
}
const api: ApiShape = {
  collections: new Map([
    ['properties', properties],
    ['payload-preferences', { numericIds: true, keyedPaths: true, fields: new Map() }],
    ['users', { numericIds: true, keyedPaths: false, fields: new Map(), auth: true }],
    ['media', { numericIds: true, keyedPaths: false, fields: new Map(), upload: true }],
    ['payload-jobs', { numericIds: true, keyedPaths: false, namedPaths: new Set(['run']), fields: new Map() }],
    ['articles', { numericIds: true, keyedPaths: false, fields: new Map(), versions: true }],
    ['cities', { numericIds: true, keyedPaths: false, fields: new Map(), versions: false }],
  ]),
  globals: new Map([
    ['site-settings', { versions: false }],
    ['top-bar', { versions: true }],
  ]),
}

/** The problem key of a request, written as a URL path and query; undefined when it passes. */
function check(pathAndQuery: string, { method = 'GET', staff = false } = {}) {
  const [path, search = ''] = pathAndQuery.split('?')
  const segments = path
    .replace(/^\/api\//, '')
    .split('/')
    .filter(Boolean)
  const query = qs.parse(search, { allowEmptyArrays: true, arrayLimit: 1000, depth: 10 }) as Record<string, unknown>
  const found = checkApiRequest({ method, segments, query, staff }, api)
  return found && `${found.status} ${found.key}`
}

describe('REST input rules', () => {
  it('lets through what the back office and the site send', () => {
    for (const url of [
      '/api/properties',
      '/api/properties/12',
      '/api/properties/12/duplicate',
      '/api/properties/versions/3',
      '/api/properties/access/12',
      '/api/properties/count?where[price][greater_than]=100000',
      '/api/users/me',
      '/api/payload-jobs/run?queue=default&limit=10&silent=true',
      '/api/users/unlock',
      '/api/users/verify/abc123',
      '/api/media/paste-url',
      '/api/payload-preferences/collection-properties',
      '/api/globals/footer?locale=nl&depth=1',
      '/api/globals/footer/versions/8',
      '/api/properties?limit=10&page=2&depth=0&sort=-createdAt,price&locale=all&draft=true',
      '/api/properties?where[or][0][and][0][city][in][0]=3&where[or][0][and][0][city][in][1]=4',
      '/api/properties?where[id][in]=1,2,3&where[title][like]=villa&where[location][near]=4.3,50.8,1000',
      '/api/properties?where[id][not_in][]&where[deletedAt][exists]=true',
      // What the back office's 'select all' sends to bulk edit or delete every document.
      '/api/properties?where[id][not_equals]=',
      '/api/properties?where={"price":{"less_than":500000}}',
      '/api/media/file/logo-400x98.webp',
    ])
      expect(check(url), url).toBeUndefined()
  })

  it('refuses malformed ids of collections with numeric ids', () => {
    for (const url of [
      '/api/properties/abc',
      '/api/properties/0',
      '/api/properties/-1',
      '/api/properties/1.5',
      '/api/properties/99999999999',
      '/api/properties/versions/abc',
      '/api/properties/me',
      '/api/properties/file/x.jpg',
      '/api/media/file',
      '/api/users/file/x.jpg',
      '/api/properties/access/x',
      '/api/globals/footer/versions/abc',
    ])
      expect(check(url), url).toBe('400 id')
  })

  it('bounds page, limit and depth', () => {
    expect(check('/api/properties?page=-1')).toBe('400 page')
    expect(check('/api/properties?page=0')).toBe('400 page')
    expect(check('/api/properties?page=1.5')).toBe('400 page')
    expect(check('/api/properties?limit=99999999999999999999')).toBe('400 limit')
    expect(check('/api/properties?limit=101')).toBe('400 limit')
    expect(check('/api/properties?limit=-1')).toBe('400 limit')
    expect(check('/api/properties?depth=4')).toBe('400 depth')
    expect(check('/api/properties?depth=-1')).toBe('400 depth')
    expect(check('/api/properties?page[a]=1')).toBe('400 page')
  })

  it('serves every document at once (limit=0, pagination=false) or big pages to staff only', () => {
    expect(check('/api/properties?limit=0')).toBe('400 limit')
    expect(check('/api/properties?pagination=false')).toBe('400 param')
    expect(check('/api/properties?limit=1000')).toBe('400 limit')
    expect(check('/api/properties?limit=1000', { staff: true })).toBeUndefined()
    expect(check('/api/properties?pagination=false', { staff: true })).toBeUndefined()
    expect(check('/api/properties?limit=-1', { staff: true })).toBe('400 limit')
    expect(check('/api/properties?limit=0', { staff: true })).toBeUndefined()
    expect(check('/api/properties?limit=0', { method: 'DELETE', staff: true })).toBeUndefined()
  })

  it('refuses a where or sort that is not a query', () => {
    for (const url of [
      '/api/properties?where=abc',
      '/api/properties?where=[1]',
      '/api/properties?where[price]=1',
      '/api/properties?where[price][bogus]=1',
      '/api/properties?where[price][greater_than]=abc',
      '/api/properties?where[id][in]=abc,1',
      '/api/properties?where[city][equals]=99999999999',
      '/api/properties?where[title][near]=abc',
      '/api/properties?where[location][near]=abc',
      '/api/properties?where[or]=x',
      '/api/properties?where[a b][equals]=1',
      '/api/properties/count?where=abc',
    ])
      expect(check(url), url).toBe('400 where')
    expect(check('/api/properties?sort[a]=x')).toBe('400 sort')
    expect(check('/api/properties?sort=price;drop')).toBe('400 sort')
  })

  it('refuses unknown languages and non-boolean flags', () => {
    expect(check('/api/properties?locale=xx')).toBe('400 locale')
    expect(check('/api/properties?locale[]=nl')).toBe('400 locale')
    expect(check('/api/properties?draft=maybe')).toBe('400 param')
    expect(check('/api/properties?data=x')).toBe('400 param')
  })

  it('accepts JSON, multipart and the picker form; refuses other bodies and broken JSON', () => {
    expect(bodyKind('POST', 'text/plain', true)).toBe('unsupported')
    expect(bodyKind('PATCH', 'application/xml', true)).toBe('unsupported')
    expect(bodyKind('POST', 'application/json; charset=utf-8', true)).toBe('json')
    expect(bodyKind('POST', 'multipart/form-data; boundary=x', true)).toBe('multipart')
    expect(bodyKind('POST', 'application/x-www-form-urlencoded', true)).toBe('form')
    expect(bodyKind('POST', 'text/plain', false)).toBe('none') // logout, refresh-token
    expect(bodyKind('GET', 'text/plain', true)).toBe('none')
    expect(checkJsonBody('{bad')).toMatchObject({ status: 400, key: 'json' })
    expect(checkJsonBody('[1]')).toMatchObject({ status: 400, key: 'json' })
    expect(checkJsonBody('{"email":"a@b.c"}')).toBeUndefined()
    expect(checkJsonBody('')).toBeUndefined()
  })

  it('answers 404 to the versions of what keeps none (Payload would answer 500)', () => {
    for (const url of [
      '/api/cities/versions',
      '/api/cities/versions/3',
      '/api/globals/site-settings/versions',
      '/api/globals/site-settings/versions/1',
    ])
      expect(check(url), url).toBe('404 noVersions')
    for (const url of ['/api/articles/versions', '/api/articles/versions/3', '/api/globals/top-bar/versions/2'])
      expect(check(url), url).toBeUndefined()
    // A key of Payload's preferences may be any word, `versions` too.
    expect(check('/api/payload-preferences/versions')).toBeUndefined()
  })

  it('refuses U+0000 in a path, a query or a JSON body (PostgreSQL holds it in no text)', () => {
    expect(check('/api/payload-preferences/%00')).toBe('400 nullCharacter')
    expect(check('/api/payload-preferences/a%00b')).toBe('400 nullCharacter')
    expect(check('/api/properties?where[title][equals]=a%00b')).toBe('400 nullCharacter')
    expect(check('/api/properties?where[title%00][equals]=a')).toBe('400 nullCharacter')
    expect(checkJsonBody('{"name":"a\\u0000b"}')).toMatchObject({ status: 400, key: 'nullCharacter' })
    // An escaped backslash followed by the letters u0000 is six characters of text, not U+0000.
    expect(checkJsonBody('{"name":"a\\\\u0000b"}')).toBeUndefined()
  })

  it('refuses a JSON body nested deeper than the limit, counting only brackets outside strings', () => {
    const nested = (levels: number) => `{"a":${'['.repeat(levels - 1)}${']'.repeat(levels - 1)}}`
    expect(checkJsonBody(nested(MAX_JSON_DEPTH))).toBeUndefined()
    expect(checkJsonBody(nested(MAX_JSON_DEPTH + 1))).toMatchObject({ status: 400, key: 'jsonDepth' })
    expect(checkJsonBody(nested(500_000))).toMatchObject({ status: 400, key: 'jsonDepth' })
    expect(checkJsonBody(`{"text":"${'['.repeat(1000)}\\"{"}`)).toBeUndefined()
  })

  it('words its messages in the asked language with the limits filled in', () => {
    expect(errorText('en', 'limit', { max: 100 })).toBe('The parameter “limit” must be a whole number from 1 to 100.')
    expect(errorText('nl', 'limit', { max: 100 })).toBe(
      'De parameter “limit” moet een geheel getal van 1 tot 100 zijn.',
    )
  })
})
