import { describe, expect, it } from 'vitest'
import { allowedOrigins, changesState, isForeignRequest } from './origin'

const production = { SITE_URL: 'https://www.agence.be', PORT: 3000, siteUrl: 'https://www.agence.be' }
const local = { SITE_URL: undefined, PORT: 3000, siteUrl: 'http://localhost:3000' }

describe('requests that may use the staff session', () => {
  it('come from the site address only when SITE_URL is set', () => {
    expect(allowedOrigins(production)).toEqual(['https://www.agence.be'])
  })

  it('come from any spelling of localhost on a machine without SITE_URL', () => {
    expect(allowedOrigins(local)).toEqual(['http://localhost:3000', 'http://127.0.0.1:3000', 'http://[::1]:3000'])
  })

  it('are refused when the browser names another origin', () => {
    const allowed = allowedOrigins(production)
    expect(isForeignRequest(new Headers({ origin: 'https://evil.example' }), allowed)).toBe(true)
    expect(isForeignRequest(new Headers({ origin: 'http://www.agence.be' }), allowed)).toBe(true)
    expect(isForeignRequest(new Headers({ origin: 'null' }), allowed)).toBe(true)
    expect(isForeignRequest(new Headers({ origin: 'https://www.agence.be' }), allowed)).toBe(false)
  })

  it('are refused when the browser says the request crossed sites without naming the origin', () => {
    expect(isForeignRequest(new Headers({ 'sec-fetch-site': 'cross-site' }), [])).toBe(true)
    expect(isForeignRequest(new Headers({ 'sec-fetch-site': 'same-site' }), [])).toBe(true)
    expect(isForeignRequest(new Headers({ 'sec-fetch-site': 'same-origin' }), [])).toBe(false)
    expect(isForeignRequest(new Headers(), [])).toBe(false)
  })

  it('only matter for methods that change something', () => {
    expect(['GET', 'HEAD', 'OPTIONS'].map(changesState)).toEqual([false, false, false])
    expect(['POST', 'PATCH', 'PUT', 'delete'].map(changesState)).toEqual([true, true, true, true])
  })
})
