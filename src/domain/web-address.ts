/**
 * An address on the web that staff may enter for a visitor to follow (a project's website or
 * its external address, SPEC §2): absolute http or https only, so a typo or a `javascript:` link
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
