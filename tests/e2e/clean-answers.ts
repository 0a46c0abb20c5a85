import { expect, type APIResponse } from '@playwright/test'

/** The security headers every answer carries (next.config.ts), errors and redirects included. */
export function expectSecurityHeaders(res: APIResponse, what: string): void {
  const h = res.headers()
  expect(h['x-content-type-options'], `${what}: X-Content-Type-Options`).toBe('nosniff')
  expect(h['strict-transport-security'], `${what}: Strict-Transport-Security`).toMatch(/max-age=\d+/)
  expect(h['referrer-policy'], `${what}: Referrer-Policy`).toBeTruthy()
  expect(h['permissions-policy'], `${what}: Permissions-Policy`).toBeTruthy()
  expect(h['content-security-policy'], `${what}: Content-Security-Policy`).toContain('frame-ancestors')
}

/** A stack frame ("at fn (file:12:3)"), a server path or an internal error name in a body. */
const leak = /\n\s+at \S.*:\d+:\d+|node_modules|\/work\/|webpack-internal|\.next\/server|Internal Server Error/

/** No 5xx, no stack trace or internal path, every security header. */
export async function expectCleanAnswer(res: APIResponse, what: string): Promise<void> {
  expect(res.status(), `${what}: status`).toBeLessThan(500)
  expect(await res.text(), `${what}: body`).not.toMatch(leak)
  expectSecurityHeaders(res, what)
}
