import { describe, expect, it } from 'vitest'
import { BODY_LIMITS, bodyRefusal, bodyRouteOf, judgeBody } from './body-size'

describe('request body limits', () => {
  it('gives each route the limit that fits it', () => {
    expect(bodyRouteOf('/api/views')).toBe('beacon')
    expect(bodyRouteOf('/api/views/?x=1')).toBe('beacon')
    expect(bodyRouteOf('/api/media')).toBe('upload')
    expect(bodyRouteOf('/api/media/12?depth=0')).toBe('upload')
    expect(bodyRouteOf('/api/property-documents')).toBe('upload')
    expect(bodyRouteOf('/api/import')).toBe('import')
    expect(bodyRouteOf('/api/import/?dryRun=1')).toBe('import')
    expect(bodyRouteOf('/api/import-runs')).toBe('api')
    expect(bodyRouteOf('/api/leads')).toBe('api')
    expect(bodyRouteOf('/api/properties/7')).toBe('api')
    expect(bodyRouteOf('/api/mediagallery')).toBe('api')
    expect(bodyRouteOf('/admin')).toBe('api')
    expect(bodyRouteOf('/admin/collections/properties/7')).toBe('api')
    expect(bodyRouteOf('/administration/')).toBe('page')
    expect(bodyRouteOf('/en/property/7/contact/')).toBe('page')
    expect(bodyRouteOf('/')).toBe('page')
    expect(BODY_LIMITS).toEqual({
      beacon: 256,
      upload: 25 * 1024 * 1024,
      import: 32 * 1024 * 1024,
      api: 2 * 1024 * 1024,
      page: 64 * 1024,
    })
  })

  it('refuses an announced body over the limit, before reading it', () => {
    expect(judgeBody('/api/leads', { 'content-length': '104857600' })).toEqual({
      ok: false,
      status: 413,
      route: 'api',
      limit: 2 * 1024 * 1024,
    })
    expect(judgeBody('/api/leads', { 'content-length': String(2 * 1024 * 1024) })).toEqual({ ok: true })
    expect(judgeBody('/api/views', { 'content-length': '257' })).toMatchObject({ ok: false, status: 413 })
    expect(judgeBody('/api/views', { 'content-length': '3' })).toEqual({ ok: true })
    expect(judgeBody('/en/contact/', { 'content-length': String(64 * 1024 + 1) })).toMatchObject({
      ok: false,
      status: 413,
      route: 'page',
    })
    expect(judgeBody('/api/media', { 'content-length': String(20 * 1024 * 1024) })).toEqual({ ok: true })
    expect(judgeBody('/api/media', { 'content-length': String(26 * 1024 * 1024) })).toMatchObject({ status: 413 })
  })

  it('lets requests without a body through', () => {
    expect(judgeBody('/en/', {})).toEqual({ ok: true })
    expect(judgeBody('/api/leads', { 'content-length': '0' })).toEqual({ ok: true })
  })

  it('asks a chunked body for its length instead of counting it', () => {
    expect(judgeBody('/api/leads', { 'transfer-encoding': 'chunked' })).toMatchObject({ ok: false, status: 411 })
    expect(judgeBody('/en/contact/', { 'transfer-encoding': 'chunked' })).toMatchObject({ ok: false, status: 411 })
  })

  it('refuses a length that is not a number', () => {
    expect(judgeBody('/api/leads', { 'content-length': '1e9' })).toMatchObject({ ok: false, status: 400 })
    expect(judgeBody('/api/leads', { 'content-length': ['1', '1'] })).toMatchObject({ ok: false, status: 400 })
  })

  it('answers in the language of the page or the browser, and closes the connection', () => {
    const verdict = judgeBody('/nl/contact/', { 'content-length': '100000' })
    if (verdict.ok) throw new Error('expected a refusal')
    expect(bodyRefusal(verdict, '/nl/contact/', { 'accept-language': 'en', 'content-length': '100000' })).toEqual({
      status: 413,
      headers: {
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
        'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=()',
        'Content-Type': 'text/plain; charset=utf-8',
        'Content-Language': 'nl',
        'Cache-Control': 'no-store',
        'Content-Length': '61',
        Connection: 'close',
      },
      text: 'Dit verzoek is te groot: dit adres aanvaardt hoogstens 64 KB.',
      // A form just over the limit is read into nothing, so the browser surely gets the answer.
      discardRest: true,
    })
    const api = judgeBody('/api/leads', { 'content-length': '104857600' })
    if (api.ok) throw new Error('expected a refusal')
    const french = bodyRefusal(api, '/api/leads', {
      'accept-language': 'fr-BE,fr;q=0.9',
      'content-length': '104857600',
    })
    expect(french.text).toBe('Cette requête est trop volumineuse : cette adresse accepte au plus 2 MB.')
    // 100 MB announced: cut off at once, nothing of it read.
    expect(french.discardRest).toBe(false)
    const asked = judgeBody('/en/contact/', { 'content-length': '70000', expect: '100-continue' })
    if (asked.ok) throw new Error('expected a refusal')
    expect(bodyRefusal(asked, '/en/contact/', { 'content-length': '70000', expect: '100-continue' }).discardRest).toBe(
      false,
    )
    const chunked = judgeBody('/api/views', { 'transfer-encoding': 'chunked' })
    if (chunked.ok) throw new Error('expected a refusal')
    expect(bodyRefusal(chunked, '/api/views', { 'transfer-encoding': 'chunked' })).toMatchObject({
      status: 411,
      text: 'Send the request body with its length (Content-Length), not in chunks.',
      discardRest: false,
    })
  })
})
