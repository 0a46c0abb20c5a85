// @ts-check
/*
 * The site's Content Security Policy. Plain JavaScript because the page cache handler
 * (next-cache-handler.mjs) is loaded without compiling it; the TypeScript code imports it too.
 *
 * Scripts run only from the site itself, from the hosts of the consent-gated tags, and, for
 * Next.js's inline scripts, by their hash (cached pages) or a per-request nonce (pages rendered
 * per request). Never 'unsafe-inline' or 'unsafe-eval' for scripts on public pages.
 */
import { createHash, randomBytes } from 'node:crypto'

/** Where the tags of Site settings → Analytics load from (ui/consent/tags.ts), and what those load in turn. */
const TAG_SCRIPT_SOURCES = [
  'https://www.googletagmanager.com',
  'https://www.google-analytics.com',
  'https://googleads.g.doubleclick.net',
  'https://www.googleadservices.com',
  'https://connect.facebook.net',
]

/** Where those tags send their measurements. */
const TAG_CONNECT_SOURCES = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
  'https://*.g.doubleclick.net',
  'https://www.google.com',
  'https://www.facebook.com',
]

/**
 * Every directive but the script sources; those that would only repeat default-src (such as
 * manifest-src) are left to it, since the policy is sent with every page. Images, frames and
 * media accept any https source: map tiles come from a configurable server, videos and virtual
 * tours from whatever host staff link, thumbnails and tag pixels from their providers (passive
 * or sandboxed by origin).
 * @param {string[]} scriptSources
 * @param {string[]} styleSources
 */
function directives(scriptSources, styleSources) {
  return [
    "default-src 'self'",
    `script-src ${['self', ...scriptSources].map(quoteKeyword).join(' ')}`,
    `style-src ${['self', ...styleSources].map(quoteKeyword).join(' ')}`,
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${TAG_CONNECT_SOURCES.join(' ')}`,
    "frame-src 'self' https:",
    "media-src 'self' blob: https:",
    "worker-src 'self' blob:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'self'",
  ].join('; ')
}

/** @param {string} source */
function quoteKeyword(source) {
  return /^(self|none|unsafe-inline|unsafe-eval|strict-dynamic|sha(256|384|512)-.+|nonce-.+)$/.test(source)
    ? `'${source}'`
    : source
}

/**
 * A public page's policy. React sets `style` attributes, hence inline styles. (Next.js's
 * development server evaluates modules and injects scripts of its own.)
 * @param {{ hashes?: string[], nonce?: string, dev?: boolean }} scripts
 */
export function pagePolicy({ hashes = [], nonce, dev = false }) {
  const own = dev ? ['unsafe-inline', 'unsafe-eval'] : [...hashes, ...(nonce ? [`nonce-${nonce}`] : [])]
  return directives([...own, ...TAG_SCRIPT_SOURCES], ['unsafe-inline'])
}

/**
 * The policy of a page rendered for one request: a fresh nonce for its scripts. Next reads the
 * nonce from the request's `content-security-policy` header and puts it on every script it renders.
 * @param {boolean} dev
 */
export function scriptNoncePolicy(dev) {
  return pagePolicy({ nonce: randomBytes(16).toString('base64'), dev })
}

/**
 * The back office (Payload's admin) is rendered per request by Payload, whose inline scripts
 * carry no nonce: it keeps inline scripts, behind the staff login and the same-origin frame rule.
 * @param {{ dev?: boolean }} [options]
 */
export function adminPolicy({ dev = false } = {}) {
  return directives(dev ? ['unsafe-inline', 'unsafe-eval'] : ['unsafe-inline'], ['unsafe-inline'])
}

/** Script types a browser executes (anything else, such as JSON-LD, is data). */
const EXECUTABLE = /^(|text\/javascript|application\/javascript|module)$/i

/**
 * The CSP hash sources ('sha256-…', unquoted) of every inline script of an HTML document, in
 * order, without repeats. A script element ends at the first `</script`, as in the HTML parser,
 * and the parser turns CR LF into LF before the browser hashes the text.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  const hashes = new Set()
  for (const match of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script[\s/>]/gi)) {
    const attributes = match[1] ?? ''
    const text = match[2] ?? ''
    if (/\ssrc\s*=/i.test(attributes) || !text) continue
    const type = /\stype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1] ?? ''
    if (!EXECUTABLE.test(type.trim())) continue
    const digest = createHash('sha256').update(text.replace(/\r\n?/g, '\n'), 'utf8').digest('base64')
    hashes.add(`sha256-${digest}`)
  }
  return [...hashes]
}

/** The header name, lower-case as Next stores cached headers. */
export const CSP_HEADER = 'content-security-policy'
