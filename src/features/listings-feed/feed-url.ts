/** The longest feed address taken (the run's `source` keeps 500 characters of it). */
const FEED_URL_MAX_LENGTH = 500

/**
 * A feed's address as staff give it (the back office's "run now", the feed settings): an
 * absolute http(s) URL, or null. The import also reads files on the server, so anything else
 * typed here must never reach it.
 */
export function feedUrlOf(input: unknown): string | null {
  if (typeof input !== 'string') return null
  const text = input.trim()
  if (text.length > FEED_URL_MAX_LENGTH || !/^https?:\/\/\S+$/i.test(text)) return null
  try {
    const url = new URL(text)
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname ? text : null
  } catch {
    return null
  }
}
