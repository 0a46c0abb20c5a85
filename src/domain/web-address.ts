/**
 * An address on the web that staff may enter for a visitor to follow (a project's website or
 * its external address): absolute http or https only, so a typo or a `javascript:` link
 * never reaches a page.
 */
export function webAddress(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (!/^https?:\/\//i.test(text)) return null
  try {
    const url = new URL(text)
    if ((url.protocol !== 'https:' && url.protocol !== 'http:') || !url.hostname.includes('.')) return null
    // As staff typed it: the browser reads it the same way.
    return text
  } catch {
    return null
  }
}

/**
 * A path on this site that every browser reads as one (for a link or a redirect staff enter):
 * it starts with a single `/`, and holds no backslash, space or control character. Browsers
 * read `\` as `/` and drop tabs and newlines inside a URL, so `/\evil.example` or `/<tab>/evil.example`
 * would lead to another site as `//evil.example` does.
 */
export function sitePath(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (!/^\/(?![/\\])/.test(text) || /[\\\s\u0000-\u001f\u007f]/.test(text)) return null
  // Resolved against any host, it must stay on that host.
  return new URL(text, 'https://site.invalid').host === 'site.invalid' ? text : null
}
