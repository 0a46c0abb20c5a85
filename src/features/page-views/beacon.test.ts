import { describe, expect, it } from 'vitest'
import { ignoredBecause, propertyIdOf, smallBody } from './beacon'

const chrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36'

describe('propertyIdOf', () => {
  it('reads a positive id of at most 10 digits that fits the id column', () => {
    expect(propertyIdOf('12')).toBe(12)
    expect(propertyIdOf(' 12\n')).toBe(12)
    expect(propertyIdOf('2147483647')).toBe(2147483647)
  })
  it('refuses anything else', () => {
    for (const body of ['', '0', '-3', '012', '1.5', '1e3', '12a', '{"id":12}', '2147483648', '99999999999', '0x10'])
      expect(propertyIdOf(body), body).toBeNull()
  })
})

describe('ignoredBecause', () => {
  const headers = (h: Record<string, string>) => new Headers(h)
  it('counts a browser on the site itself', () => {
    expect(ignoredBecause(headers({ 'user-agent': chrome }))).toBeNull()
    expect(ignoredBecause(headers({ 'user-agent': chrome, 'sec-fetch-site': 'same-origin' }))).toBeNull()
  })
  it('ignores crawlers, headless browsers and clients without a User-Agent', () => {
    const googlebot = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
    expect(ignoredBecause(headers({ 'user-agent': googlebot }))).toBe('bot')
    expect(ignoredBecause(headers({ 'user-agent': chrome.replace('Chrome/', 'HeadlessChrome/') }))).toBe('bot')
    expect(ignoredBecause(headers({}))).toBe('bot')
  })
  it('ignores prefetches and prerenders', () => {
    expect(ignoredBecause(headers({ 'user-agent': chrome, 'sec-purpose': 'prefetch' }))).toBe('prefetch')
    expect(ignoredBecause(headers({ 'user-agent': chrome, 'sec-purpose': 'prefetch;prerender' }))).toBe('prefetch')
    expect(ignoredBecause(headers({ 'user-agent': chrome, purpose: 'prefetch' }))).toBe('prefetch')
  })
  it("ignores beacons that another site's page sent", () => {
    expect(ignoredBecause(headers({ 'user-agent': chrome, 'sec-fetch-site': 'cross-site' }))).toBe('cross-site')
  })
})

describe('smallBody', () => {
  const post = (body: BodyInit, headers: Record<string, string> = {}) =>
    new Request('http://localhost/api/views', { method: 'POST', body, headers })
  it('reads a short text body', async () => {
    expect(await smallBody(post('42'))).toBe('42')
  })
  it('refuses a body longer than the limit, declared or streamed', async () => {
    expect(await smallBody(post('1'.repeat(33)))).toBeNull()
    const stream = new ReadableStream({
      start(c) {
        for (let i = 0; i < 10; i++) c.enqueue(new TextEncoder().encode('1234567890'))
        c.close()
      },
    })
    const streamed = new Request('http://localhost/api/views', {
      method: 'POST',
      body: stream,
      duplex: 'half',
    } as RequestInit)
    expect(await smallBody(streamed)).toBeNull()
  })
  it('refuses bytes that are not UTF-8', async () => {
    expect(await smallBody(post(new Uint8Array([0xff, 0xfe])))).toBeNull()
  })
})
