/**
 * A form posted as a browser without JavaScript posts it: the form's hidden fields (they name
 * the Server Action) read from the page's HTML, plus what the visitor fills in. Shared by the
 * bench and the deployment tests.
 */

/** An attribute value as the browser reads it (React escapes quotes, ampersands and angle brackets). */
export const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&')

/**
 * The body of the first form of `html` whose opening tag matches `formTag` (any form by
 * default): its hidden fields, then `fields`. Throws when there is no such form.
 */
export function formBody(html: string, fields: Record<string, string>, formTag = /<form\b[^>]*>/i): FormData {
  const start = formTag.exec(html)
  const end = start ? html.indexOf('</form>', start.index) : -1
  if (!start || end === -1) throw new Error(`the page has no form matching ${formTag}`)
  const form = html.slice(start.index + start[0].length, end)
  const body = new FormData()
  for (const input of form.matchAll(/<input\b([^>]*)>/gi)) {
    const attrs = input[1]!
    const name = /\bname="([^"]*)"/.exec(attrs)?.[1]
    if (!name || !/\btype="hidden"/.test(attrs)) continue
    body.append(decodeAttribute(name), decodeAttribute(/\bvalue="([^"]*)"/.exec(attrs)?.[1] ?? ''))
  }
  for (const [name, value] of Object.entries(fields)) body.append(name, value)
  return body
}
