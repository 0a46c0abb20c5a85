/**
 * Menu-page layout fields of SPEC §3 (redirect, redirectUrl, css) as pure rules, so a value
 * typed in the back office can never break the page or reach the markup unchecked.
 */

/** Where a page of type 'redirect' sends its visitors: a site path or an http(s) address; anything else is ignored. */
export function redirectTarget(type: string | null | undefined, url: string | null | undefined): string | null {
  if (type !== 'redirect' || !url) return null
  const target = url.trim()
  if (/^\/(?!\/)/.test(target)) return target
  try {
    const parsed = new URL(target)
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null
  } catch {
    return null
  }
}

/** The page's CSS classes: class names only, at most ten (anything else is dropped). */
export function pageClasses(css: string | null | undefined): string {
  return (css ?? '')
    .split(/\s+/)
    .filter((name) => /^-?[A-Za-z_][A-Za-z0-9_-]{0,63}$/.test(name))
    .slice(0, 10)
    .join(' ')
}
