import { describe, expect, it } from 'vitest'
import { grade } from './observatory'

// Vectors worked out by hand from the published grader chart (see observatory.ts).
const url = 'https://www.example.be/en/'
const html = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body></body></html>'
const base = {
  'content-type': 'text/html; charset=utf-8',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'strict-transport-security': 'max-age=63072000; includeSubDomains',
}

describe('HTTP Observatory grading', () => {
  it('a policy without a script rule scores 80 (unsafe inline: -20, no bonus under 90)', () => {
    const graded = grade(
      { ...base, 'content-security-policy': "frame-ancestors 'self'; base-uri 'self'; object-src 'none'" },
      html,
      url,
    )
    expect(graded.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline')
    expect(graded.score).toBe(80)
    expect(graded.grade).toBe('B+')
  })

  it('hashed scripts with inline styles score 110, A+ (frame-ancestors +5, referrer +5)', () => {
    const graded = grade(
      {
        ...base,
        'content-security-policy':
          "default-src 'self'; script-src 'self' 'sha256-abc=' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; img-src 'self' https:; object-src 'none'; frame-ancestors 'self'",
      },
      html,
      url,
    )
    expect(graded.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-inline-in-style-src-only')
    expect(graded.score).toBe(110)
    expect(graded.grade).toBe('A+')
  })

  it("a hash or nonce cancels 'unsafe-inline'; 'unsafe-eval' costs 10", () => {
    const withHash = grade(
      { ...base, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-inline' 'nonce-x'" },
      html,
      url,
    )
    expect(withHash.tests['content-security-policy']!.result).toBe('csp-implemented-with-no-unsafe')
    const withEval = grade(
      { ...base, 'content-security-policy': "default-src 'self'; script-src 'self' 'unsafe-eval'" },
      html,
      url,
    )
    expect(withEval.tests['content-security-policy']!.result).toBe('csp-implemented-with-unsafe-eval')
  })

  it('no security header at all scores 30, D', () => {
    const graded = grade({ 'content-type': 'text/html' }, html, url)
    // CSP -25, HSTS -20, X-Frame-Options -20, X-Content-Type-Options -5
    expect(graded.score).toBe(30)
    expect(graded.grade).toBe('D')
  })

  it('an insecure session cookie and a repeated directive are penalised', () => {
    const graded = grade(
      {
        ...base,
        'content-security-policy': "default-src 'self'; default-src 'none'",
        'set-cookie': 'payload-token=x; Path=/; HttpOnly',
      },
      html,
      url,
    )
    expect(graded.tests['content-security-policy']!.result).toBe('csp-header-invalid')
    expect(graded.tests.cookies!.result).toBe('cookies-session-without-secure-flag')
  })

  it('an external script without integrity costs 5', () => {
    const external = '<script src="https://cdn.example.com/x.js"></script>'
    const graded = grade(base, external, url)
    expect(graded.tests['subresource-integrity']!.result).toBe(
      'sri-not-implemented-but-external-scripts-loaded-securely',
    )
  })
})
