import type http from 'node:http'
import { pickLocale } from '@/domain/locale-negotiation'
import { isLocale, locales, type Locale } from '@/i18n/locales'
import de from '../../../messages/de.json'
import en from '../../../messages/en.json'
import fr from '../../../messages/fr.json'
import nl from '../../../messages/nl.json'
import { databaseSeemsDown, RETRY_AFTER_SECONDS, type RequestOutcome } from './state'
import escapeHtml from 'escape-html'

const texts: Record<Locale, typeof en.unavailable> = {
  nl: nl.unavailable,
  fr: fr.unavailable,
  en: en.unavailable,
  de: de.unavailable,
}

/**
 * The page of a request that failed because the database is unreachable: plain, well-formed
 * HTML in the visitor's language (the site's layout needs the database for its menus).
 */
export function unavailablePage(locale: Locale): string {
  const t = texts[locale]
  return [
    '<!DOCTYPE html>',
    `<html lang="${locale}">`,
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<meta name="robots" content="noindex"><title>${escapeHtml(t.title)}</title></head>`,
    `<body><main><h1>${escapeHtml(t.title)}</h1><p>${escapeHtml(t.text)}</p>`,
    `<p><a href="/${locale}/">${escapeHtml(t.home)}</a></p></main></body>`,
    '</html>',
  ].join('')
}

/** The page's language: the URL's language prefix, else the browser's, else Dutch (the site's own). */
export function unavailableLocale(url: string, acceptLanguage: string | undefined): Locale {
  const first = url.split(/[/?#]/)[1]
  if (isLocale(first)) return first
  return pickLocale({ acceptLanguage }, locales, 'nl')
}

/** Whether the answer is a page a person sees (not a Server Action's data, JSON or a file). */
function wantsPage(req: http.IncomingMessage): boolean {
  if (req.headers['next-action'] || req.headers.rsc) return false
  if (/^\/(api|_next)\/|^\/(healthz|readyz)\/?(\?|$)/.test(req.url ?? '')) return false
  return /text\/html/.test(String(req.headers.accept ?? '')) || req.method === 'POST'
}

/**
 * Answers 503 with Retry-After for a request that failed because the database is unreachable,
 * and a translated page for one a person sees. Installed on each answer by the server
 * (src/server/request.ts) before anything else, so its methods are the innermost: its status,
 * headers and body win over what is decided further out. Returns the request's outcome, for
 * the server to run Next's handling with (`runWithOutcome`).
 *
 * Next 16 has no way to set a status from a page or a Server Action, and a render error
 * becomes a 500 with an empty `<html id="__next_error__">` shell (error.tsx and global-error.tsx
 * render only in the browser). A page that caught the error and rendered a message instead
 * would be stored in the page cache as that page's content. So pages let the error through
 * (Next keeps a cached page's last good copy when its refresh fails, and caches no 500), and
 * the answer is mended here, at the HTTP layer, where status and body are still unsent:
 *
 * - each request runs in a scope of its own (platform/outage/state.ts), where the database
 *   pool notes a failure to reach the database and a Server Action notes that it answered
 *   "try again later";
 * - when the answer's head is written: a Server Action's "try again later" gets status 503
 *   and Retry-After, its body (the form with its message) unchanged; a 5xx of a request whose
 *   database call failed (or while the database is known to be down) becomes a 503 with
 *   Retry-After, and a page a person sees is replaced by the translated unavailable page.
 */
export function answerUnavailableWhenDatabaseIsDown(
  req: http.IncomingMessage,
  res: http.ServerResponse,
): RequestOutcome {
  const outcome: RequestOutcome = { databaseFailed: false, unavailable: false }
  /** The translated page sent instead of the answer's own body, once decided. */
  let replacement: string | undefined
  const unavailable = (status: number) =>
    outcome.unavailable || (status >= 500 && (outcome.databaseFailed || databaseSeemsDown()))

  const { writeHead, write, end } = res
  res.writeHead = function (this: http.ServerResponse, ...args: unknown[]) {
    const status = typeof args[0] === 'number' ? args[0] : this.statusCode
    if (this.headersSent || !unavailable(status)) {
      // A refused form's own status replaces Next's 200, never an error or a redirect.
      const given = outcome.status !== undefined && status === 200 ? [outcome.status, ...args.slice(1)] : args
      return (writeHead as (...a: unknown[]) => http.ServerResponse).apply(this, given)
    }
    // Headers given to writeHead itself join those already set, then the status is replaced.
    const given = args.find((a, i) => i > 0 && typeof a === 'object' && a !== null) as
      | http.OutgoingHttpHeaders
      | undefined
    if (given && !Array.isArray(given))
      for (const [name, value] of Object.entries(given)) if (value !== undefined) this.setHeader(name, value)
    this.setHeader('Retry-After', String(RETRY_AFTER_SECONDS))
    this.setHeader('Cache-Control', 'no-store')
    if (status >= 500 && wantsPage(req)) {
      const locale = unavailableLocale(req.url ?? '/', req.headers['accept-language'])
      replacement = unavailablePage(locale)
      for (const name of ['content-length', 'content-encoding', 'etag', 'x-nextjs-cache', 'x-nextjs-prerender']) {
        this.removeHeader(name)
      }
      this.setHeader('Content-Type', 'text/html; charset=utf-8')
      this.setHeader('Content-Language', locale)
      this.setHeader('Content-Length', Buffer.byteLength(replacement))
    }
    return writeHead.call(this, 503)
  } as typeof res.writeHead

  // A body is written before its head is (Node writes the head on the first write): decide
  // first, so a replaced answer sends none of the original body.
  const decide = () => {
    if (!res.headersSent && unavailable(res.statusCode)) res.writeHead(res.statusCode)
  }
  res.write = function (this: http.ServerResponse, ...args: unknown[]) {
    decide()
    if (replacement !== undefined) {
      const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
      if (callback) process.nextTick(callback)
      return true
    }
    return (write as (...a: unknown[]) => boolean).apply(this, args)
  } as typeof res.write
  res.end = function (this: http.ServerResponse, ...args: unknown[]) {
    decide()
    const page = replacement
    if (page !== undefined) {
      replacement = undefined
      const callback = args.find((a) => typeof a === 'function') as (() => void) | undefined
      // A HEAD answer carries no body.
      return end.call(this, req.method === 'HEAD' ? undefined : page, 'utf8', callback)
    }
    return (end as (...a: unknown[]) => http.ServerResponse).apply(this, args)
  } as typeof res.end

  return outcome
}
