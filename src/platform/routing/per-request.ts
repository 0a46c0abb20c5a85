import { locales } from '@/i18n/locales'

/**
 * The site's routes rendered for each request (src/app/(site)/[locale]/…: staff's preview, the
 * map frame, the owners' login and portal). Their scripts carry a nonce, which the server entry
 * gives every request for them (src/server/script-nonce.ts).
 */
export const PER_REQUEST_ROUTES = ['preview', 'map-frame', 'login', 'portal'] as const

const PER_REQUEST_PATH = new RegExp(`^/(?:${locales.join('|')})/(?:${PER_REQUEST_ROUTES.join('|')})/`)

/** Whether a path (without its query) is one of those routes' pages. */
export function isPerRequestPath(pathname: string): boolean {
  return PER_REQUEST_PATH.test(pathname)
}
