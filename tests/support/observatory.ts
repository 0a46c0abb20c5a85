/**
 * The header grading of MDN's HTTP Observatory (scoring algorithm of mdn/mdn-http-observatory,
 * as published in its grader charts), applied to one answer: its headers and, for Subresource
 * Integrity, its HTML. Written here because the published package fetches certificate bundles
 * from the internet when it installs.
 *
 * The grade starts at 100; each test adds its modifier; bonuses count only when the penalties
 * leave at least 90. The redirection test (HTTP to HTTPS) concerns the TLS front in production,
 * not the application's answers, and is out of scope: the page is graded as served over HTTPS.
 */

export interface Graded {
  score: number
  grade: string
  tests: Record<string, { result: string; modifier: number }>
}

type Headers = Record<string, string | string[] | undefined>

const BROAD = new Set(['ftp:', 'http:', 'https:', '*', 'http://*', 'http://*.*', 'https://*', 'https://*.*'])
const INLINE = new Set(["'unsafe-inline'", 'data:'])
const isNonceOrHash = (source: string) => /^'(sha256|sha384|sha512|nonce)-/.test(source)

function values(headers: Headers, name: string): string[] {
  const value = headers[name.toLowerCase()]
  if (value === undefined) return []
  return Array.isArray(value) ? value : [value]
}

/**
 * Directives of every policy (several headers, or one header with comma-separated policies).
 * A source counts when every policy that sets the directive allows it. Throws on a repeated
 * directive within one policy, which the Observatory calls invalid.
 */
export function parsePolicies(raw: string[]): Map<string, Set<string>> {
  const policies = raw.flatMap((h) => h.split(',')).map((p) => p.replace(/[\r\n]/g, '').trim())
  const merged = new Map<string, Set<string>>()
  for (const policy of policies) {
    if (policy.length < 'img-src'.length - 1) throw new Error(`invalid policy: ${policy}`)
    const seen = new Set<string>()
    for (const part of policy.split(';')) {
      const [name, ...sources] = part.trim().split(/\s+/)
      if (!name) continue
      const directive = name.toLowerCase()
      if (seen.has(directive)) {
        if (directive === 'report-uri' || directive === 'report-to') continue
        throw new Error(`repeated ${directive}`)
      }
      seen.add(directive)
      const list = new Set(
        sources.length ? sources.map((s) => s.toLowerCase()) : directive.endsWith('-src') ? ["'none'"] : [],
      )
      const before = merged.get(directive)
      merged.set(directive, before ? new Set([...before].filter((s) => list.has(s))) : list)
    }
  }
  for (const [directive, list] of merged) if (!list.size && directive.endsWith('-src')) list.add("'none'")
  return merged
}

function cspTest(headers: Headers, https: boolean): { result: string; frameAncestorsSafe: boolean } {
  const raw = values(headers, 'content-security-policy')
  if (!raw.length) return { result: 'csp-not-implemented', frameAncestorsSafe: false }
  let csp: Map<string, Set<string>>
  try {
    csp = parsePolicies(raw)
  } catch {
    return { result: 'csp-header-invalid', frameAncestorsSafe: false }
  }
  const any = new Set(['*'])
  const script = new Set(csp.get('script-src') ?? csp.get('default-src') ?? any)
  const style = new Set(csp.get('style-src') ?? csp.get('default-src') ?? any)
  const object = csp.get('object-src') ?? csp.get('default-src') ?? any
  const frameAncestors = csp.get('frame-ancestors') ?? any
  // A hash or nonce makes browsers ignore 'unsafe-inline'.
  for (const list of [script, style]) if ([...list].some(isNonceOrHash)) list.delete("'unsafe-inline'")
  if (script.has("'strict-dynamic'")) {
    if (![...script].some(isNonceOrHash)) return { result: 'csp-header-invalid', frameAncestorsSafe: false }
    for (const s of [...script]) if ([...BROAD].some((b) => s.startsWith(b)) || s === "'self'") script.delete(s)
  }
  const active = [...csp].filter(([d]) => d !== 'img-src' && d !== 'media-src' && d !== 'script-src')
  const activeSources = [...active.flatMap(([, list]) => [...list]), ...script]
  const passiveSources = ['img-src', 'media-src'].flatMap((d) => [...(csp.get(d) ?? csp.get('default-src') ?? [])])
  const insecure = (s: string) => s.startsWith('http:') || s.startsWith('ftp:')
  const frameAncestorsSafe = ![...frameAncestors].some((s) => BROAD.has(s))

  let result: string
  if ([...script].some((s) => BROAD.has(s) || INLINE.has(s)) || [...object].some((s) => BROAD.has(s)))
    result = 'csp-implemented-with-unsafe-inline'
  else if (https && activeSources.some(insecure)) result = 'csp-implemented-with-insecure-scheme'
  else if (script.has("'unsafe-eval'") || style.has("'unsafe-eval'")) result = 'csp-implemented-with-unsafe-eval'
  else if (https && passiveSources.some(insecure))
    result = 'csp-implemented-with-insecure-scheme-in-passive-content-only'
  else if ([...style].some((s) => BROAD.has(s) || INLINE.has(s)))
    result = 'csp-implemented-with-unsafe-inline-in-style-src-only'
  else {
    const def = csp.get('default-src')
    result =
      def?.size === 1 && def.has("'none'")
        ? 'csp-implemented-with-no-unsafe-default-src-none'
        : 'csp-implemented-with-no-unsafe'
  }
  return { result, frameAncestorsSafe }
}

function cookiesTest(headers: Headers): string {
  const cookies = values(headers, 'set-cookie')
  if (!cookies.length) return 'cookies-not-found'
  let sameSiteEverywhere = true
  for (const cookie of cookies) {
    const [pair = '', ...attrs] = cookie.split(';').map((s) => s.trim())
    const name = pair.split('=')[0]!.toLowerCase()
    const flags = new Map(attrs.map((a) => [a.split('=')[0]!.toLowerCase(), (a.split('=')[1] ?? '').toLowerCase()]))
    const session = /sess|login|token|auth|^sid$|payload/.test(name)
    if (!flags.has('secure')) return session ? 'cookies-session-without-secure-flag' : 'cookies-without-secure-flag'
    if (session && !flags.has('httponly')) return 'cookies-session-without-httponly-flag'
    const sameSite = flags.get('samesite')
    if (sameSite === undefined) sameSiteEverywhere = false
    else if (!['strict', 'lax', 'none'].includes(sameSite)) return 'cookies-samesite-flag-invalid'
  }
  return sameSiteEverywhere
    ? 'cookies-secure-with-httponly-sessions-and-samesite'
    : 'cookies-secure-with-httponly-sessions'
}

function corsTest(headers: Headers): string {
  const origin = values(headers, 'access-control-allow-origin')[0]?.trim()
  if (!origin) return 'cross-origin-resource-sharing-not-implemented'
  if (origin === '*') return 'cross-origin-resource-sharing-implemented-with-public-access'
  return values(headers, 'access-control-allow-credentials')[0]?.trim().toLowerCase() === 'true'
    ? 'cross-origin-resource-sharing-implemented-with-universal-access'
    : 'cross-origin-resource-sharing-implemented-with-restricted-access'
}

function referrerTest(headers: Headers): string {
  const raw = values(headers, 'referrer-policy')
  if (!raw.length) return 'referrer-policy-not-implemented'
  const valid = new Set([
    'no-referrer',
    'same-origin',
    'strict-origin',
    'strict-origin-when-cross-origin',
    'origin',
    'origin-when-cross-origin',
    'unsafe-url',
    'no-referrer-when-downgrade',
  ])
  // Browsers use the last token they understand.
  const policy = raw
    .flatMap((h) => h.split(','))
    .map((t) => t.trim().toLowerCase())
    .filter((t) => valid.has(t))
    .at(-1)
  if (!policy) return 'referrer-policy-header-invalid'
  return ['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy)
    ? 'referrer-policy-private'
    : 'referrer-policy-unsafe'
}

function hstsTest(headers: Headers): string {
  const raw = values(headers, 'strict-transport-security')[0]
  if (!raw) return 'hsts-not-implemented'
  const maxAge = /(?:^|;)\s*max-age\s*=\s*"?(\d+)"?\s*(?:;|$)/i.exec(raw)?.[1]
  if (maxAge === undefined) return 'hsts-header-invalid'
  return Number(maxAge) >= 15768000
    ? 'hsts-implemented-max-age-at-least-six-months'
    : 'hsts-implemented-max-age-less-than-six-months'
}

function sriTest(headers: Headers, html: string, site: URL): string {
  if (!/^text\/html/i.test(values(headers, 'content-type')[0] ?? '')) return 'sri-not-implemented-response-not-html'
  const scripts = [...html.matchAll(/<script\b([^>]*)>/gi)]
    .map((m) => m[1] ?? '')
    .map((attrs) => ({
      src: /\ssrc\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1],
      integrity: /\sintegrity\s*=/i.test(attrs),
    }))
    .filter((s) => s.src !== undefined)
  if (!scripts.length) return 'sri-not-implemented-but-no-scripts-loaded'
  let allSameOrigin = true
  let allIntegrity = true
  for (const { src, integrity } of scripts) {
    const url = new URL(src!, site)
    const sameOrigin = !src!.startsWith('//') && url.origin === site.origin
    if (!sameOrigin) {
      allSameOrigin = false
      if (url.protocol !== 'https:' || src!.startsWith('//'))
        return integrity
          ? 'sri-implemented-but-external-scripts-not-loaded-securely'
          : 'sri-not-implemented-and-external-scripts-not-loaded-securely'
    }
    if (!integrity) allIntegrity = false
  }
  if (allSameOrigin)
    return allIntegrity
      ? 'sri-implemented-and-all-scripts-loaded-securely'
      : 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin'
  return allIntegrity
    ? 'sri-implemented-and-external-scripts-loaded-securely'
    : 'sri-not-implemented-but-external-scripts-loaded-securely'
}

function contentTypeOptionsTest(headers: Headers): string {
  const raw = values(headers, 'x-content-type-options')[0]
  if (!raw) return 'x-content-type-options-not-implemented'
  return raw.trim().toLowerCase() === 'nosniff'
    ? 'x-content-type-options-nosniff'
    : 'x-content-type-options-header-invalid'
}

function frameOptionsTest(headers: Headers, viaCsp: boolean): string {
  if (viaCsp) return 'x-frame-options-implemented-via-csp'
  const raw = values(headers, 'x-frame-options')[0]?.trim().toLowerCase()
  if (!raw) return 'x-frame-options-not-implemented'
  if (raw === 'deny' || raw === 'sameorigin') return 'x-frame-options-sameorigin-or-deny'
  return raw.startsWith('allow-from ') ? 'x-frame-options-allow-from-origin' : 'x-frame-options-header-invalid'
}

function resourcePolicyTest(headers: Headers): string {
  const raw = values(headers, 'cross-origin-resource-policy')[0]?.trim().toLowerCase()
  if (!raw) return 'cross-origin-resource-policy-not-implemented'
  if (raw === 'same-origin') return 'cross-origin-resource-policy-implemented-with-same-origin'
  if (raw === 'same-site') return 'cross-origin-resource-policy-implemented-with-same-site'
  if (raw === 'cross-origin') return 'cross-origin-resource-policy-implemented-with-cross-origin'
  return 'cross-origin-resource-policy-header-invalid'
}

/** Score modifiers of the published grader chart. */
const MODIFIERS: Record<string, number> = {
  'csp-implemented-with-no-unsafe-default-src-none': 10,
  'csp-implemented-with-no-unsafe': 5,
  'csp-implemented-with-unsafe-inline-in-style-src-only': 0,
  'csp-implemented-with-insecure-scheme-in-passive-content-only': -10,
  'csp-implemented-with-unsafe-eval': -10,
  'csp-implemented-with-unsafe-inline': -20,
  'csp-implemented-with-insecure-scheme': -20,
  'csp-header-invalid': -25,
  'csp-not-implemented': -25,
  'cookies-secure-with-httponly-sessions-and-samesite': 5,
  'cookies-secure-with-httponly-sessions': 0,
  'cookies-not-found': 0,
  'cookies-without-secure-flag': -20,
  'cookies-samesite-flag-invalid': -20,
  'cookies-session-without-httponly-flag': -30,
  'cookies-session-without-secure-flag': -40,
  'cross-origin-resource-sharing-not-implemented': 0,
  'cross-origin-resource-sharing-implemented-with-public-access': 0,
  'cross-origin-resource-sharing-implemented-with-restricted-access': 0,
  'cross-origin-resource-sharing-implemented-with-universal-access': -50,
  'referrer-policy-private': 5,
  'referrer-policy-not-implemented': 0,
  'referrer-policy-unsafe': -5,
  'referrer-policy-header-invalid': -5,
  'hsts-implemented-max-age-at-least-six-months': 0,
  'hsts-implemented-max-age-less-than-six-months': -10,
  'hsts-not-implemented': -20,
  'hsts-header-invalid': -20,
  'sri-implemented-and-all-scripts-loaded-securely': 5,
  'sri-implemented-and-external-scripts-loaded-securely': 5,
  'sri-not-implemented-response-not-html': 0,
  'sri-not-implemented-but-no-scripts-loaded': 0,
  'sri-not-implemented-but-all-scripts-loaded-from-secure-origin': 0,
  'sri-not-implemented-but-external-scripts-loaded-securely': -5,
  'sri-implemented-but-external-scripts-not-loaded-securely': -20,
  'sri-not-implemented-and-external-scripts-not-loaded-securely': -50,
  'x-content-type-options-nosniff': 0,
  'x-content-type-options-not-implemented': -5,
  'x-content-type-options-header-invalid': -5,
  'x-frame-options-implemented-via-csp': 5,
  'x-frame-options-sameorigin-or-deny': 0,
  'x-frame-options-allow-from-origin': 0,
  'x-frame-options-not-implemented': -20,
  'x-frame-options-header-invalid': -20,
  'cross-origin-resource-policy-implemented-with-same-origin': 10,
  'cross-origin-resource-policy-implemented-with-same-site': 10,
  'cross-origin-resource-policy-implemented-with-cross-origin': 0,
  'cross-origin-resource-policy-not-implemented': 0,
  'cross-origin-resource-policy-header-invalid': -5,
}

const GRADES: Array<[number, string]> = [
  [100, 'A+'],
  [90, 'A'],
  [85, 'A-'],
  [80, 'B+'],
  [70, 'B'],
  [65, 'B-'],
  [60, 'C+'],
  [50, 'C'],
  [45, 'C-'],
  [40, 'D+'],
  [30, 'D'],
  [25, 'D-'],
  [0, 'F'],
]

/** Grades one answer (header names in lower case) of a page at `url`, served over HTTPS. */
export function grade(headers: Headers, html: string, url: string): Graded {
  const site = new URL(url)
  const csp = cspTest(headers, true)
  const results: Record<string, string> = {
    'content-security-policy': csp.result,
    cookies: cookiesTest(headers),
    'cross-origin-resource-sharing': corsTest(headers),
    'referrer-policy': referrerTest(headers),
    'strict-transport-security': hstsTest(headers),
    'subresource-integrity': sriTest(headers, html, site),
    'x-content-type-options': contentTypeOptionsTest(headers),
    'x-frame-options': frameOptionsTest(headers, csp.frameAncestorsSafe),
    'cross-origin-resource-policy': resourcePolicyTest(headers),
  }
  const tests = Object.fromEntries(
    Object.entries(results).map(([name, result]) => [name, { result, modifier: MODIFIERS[result] ?? 0 }]),
  )
  const modifiers = Object.values(tests).map((t) => t.modifier)
  const penalised = 100 + modifiers.filter((m) => m < 0).reduce((a, b) => a + b, 0)
  const withBonus = 100 + modifiers.reduce((a, b) => a + b, 0)
  const score = Math.max(0, penalised >= 90 ? withBonus : penalised)
  return { score, grade: GRADES.find(([min]) => score >= min)![1], tests }
}
