/**
 * The security headers of every answer: next.config.ts sends them with everything Next
 * answers, and the server's own answers before Next (platform/api/body-size.ts) carry them
 * too. Content-Security-Policy depends on the answer (cached page, per-request page, back
 * office): see src/platform/http/csp.mjs and security-headers.ts.
 */
export const SECURITY_HEADERS: ReadonlyArray<{ key: string; value: string }> = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Strict-Transport-Security', value: 'max-age=63072000; includeSubDomains' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=(), payment=()' },
]
