/**
 * Whether a Server Action posted to a page of the site has the shape React gives it, judged
 * before Next decodes it: Next answers a body it cannot decode with a 500. Pure: the proxy (src/proxy.ts) reads the form
 * fields (the site's pages take at most 64 KB: platform/api/body-size.ts) and asks here.
 *
 * React sends a call from the site's script as a JSON array of arguments (a multipart form
 * when one of them is form data, whose field `0` holds the array); a form posted without
 * JavaScript names its action in `$ACTION_…` fields, its bound values as JSON.
 */

export type FormFields = ReadonlyArray<readonly [name: string, value: string | Blob]>

function json(value: string | Blob | undefined): unknown {
  if (typeof value !== 'string') return undefined
  try {
    return JSON.parse(value) as unknown
  } catch {
    return undefined
  }
}

/**
 * A call made by the site's own script (`Next-Action` header), from its arguments as React
 * sends them: field `0` of a multipart body, or the whole body as text when there is no form
 * data to send (the logout button). They must be a JSON array; whether each argument is of
 * the kind its action takes, the action checks itself.
 */
export function fetchActionIsWellFormed(args: string | Blob | undefined): boolean {
  return Array.isArray(json(args))
}

/** A form posted without JavaScript: the `$ACTION_…` fields Next decodes hold what React wrote there. */
export function formActionIsWellFormed(fields: FormFields | null): boolean {
  if (!fields) return false
  for (const [name, value] of fields) {
    const bound = /^\$ACTION_\d+:(\d+)$/.exec(name)
    if (!bound) continue
    const parsed = json(value)
    if (parsed === undefined) return false
    if (bound[1] === '0') {
      const descriptor = parsed as { id?: unknown } | null
      if (typeof descriptor !== 'object' || descriptor === null || typeof descriptor.id !== 'string') return false
    }
  }
  return true
}
