import { sitePath, webAddress } from '@/domain/web-address'

/**
 * Menu-page layout fields (redirect, redirectUrl, css: docs/rules/content-and-modules.md) as pure rules, so a value
 * typed in the back office can never break the page or reach the markup unchecked.
 */

/** Where a page of type 'redirect' sends its visitors: a site path or an http(s) address; anything else is ignored. */
export function redirectTarget(type: string | null | undefined, url: string | null | undefined): string | null {
  if (type !== 'redirect' || !url) return null
  // The rule of the back office's validation (domain/web-address.ts), also for older values.
  return sitePath(url) ?? (webAddress(url) ? new URL(url.trim()).href : null)
}

/** The page's CSS classes: class names only, at most ten (anything else is dropped). */
export function pageClasses(css: string | null | undefined): string {
  return (css ?? '')
    .split(/\s+/)
    .filter((name) => /^-?[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(name))
    .slice(0, 10)
    .join(' ')
}
