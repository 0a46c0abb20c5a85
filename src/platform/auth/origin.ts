import type { Env } from '@/platform/env'

/**
 * The origins whose requests may change data with the staff session: the site's own address,
 * and on a machine without SITE_URL the other spellings of localhost.
 */
export function allowedOrigins(settings: Pick<Env, 'SITE_URL' | 'PORT' | 'siteUrl'>): string[] {
  const own = new URL(settings.siteUrl).origin
  if (settings.SITE_URL) return [own]
  return [own, `http://127.0.0.1:${settings.PORT}`, `http://[::1]:${settings.PORT}`]
}

/**
 * A browser request sent by a page of another site. Browsers name the sending origin on every
 * state-changing request (Origin), or at least say whether it crossed sites (Sec-Fetch-Site);
 * a request with neither comes from a program, which carries no visitor's cookies.
 */
export function isForeignRequest(headers: Headers, allowed: readonly string[]): boolean {
  const origin = headers.get('origin')
  if (origin) return !allowed.includes(origin)
  const site = headers.get('sec-fetch-site')
  return site === 'cross-site' || site === 'same-site'
}

export const changesState = (method: string) => !['GET', 'HEAD', 'OPTIONS'].includes(method.toUpperCase())
