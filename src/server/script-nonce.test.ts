import http from 'node:http'
import { Socket } from 'node:net'
import { describe, expect, it } from 'vitest'
import { perRequestRoutes } from './script-nonce'

function answer(url: string, headers: http.IncomingHttpHeaders = {}) {
  const req = { url, method: 'GET', headers: { ...headers } } as http.IncomingMessage
  const res = new http.ServerResponse(new http.IncomingMessage(new Socket()))
  perRequestRoutes(false)(req, res)
  return { req, policy: res.getHeader('content-security-policy') as string | undefined }
}

describe('script nonces of the routes rendered per request', () => {
  it('gives the preview, the map frame, the login and the portal a fresh nonce, on the request and its answer', () => {
    const seen = new Set<string>()
    for (const url of [
      '/en/preview/for-sale/',
      '/nl/preview/?maxPrice=100000',
      '/de/map-frame/?lat=50.8&lng=4.3',
      '/fr/login/',
      '/nl/login/password/',
      '/en/portal/',
      '/de/portal/12/documents/34/',
    ]) {
      const { req, policy } = answer(url)
      expect(policy, url).toMatch(/script-src 'self' 'nonce-[A-Za-z0-9+/]{22}==' /)
      expect(req.headers['content-security-policy'], url).toBe(policy)
      seen.add(policy!)
    }
    expect(seen.size).toBe(7)
  })

  it('leaves every other page to its cached policy', () => {
    for (const url of [
      '/en/for-sale/',
      '/en/portal',
      '/xx/portal/',
      '/en/services/login-help/',
      '/en/?p=/en/portal/',
    ]) {
      const { req, policy } = answer(url)
      expect(policy, url).toBeUndefined()
      expect(req.headers['content-security-policy'], url).toBeUndefined()
    }
  })
})
