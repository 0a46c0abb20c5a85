/*
 * Payload's REST API as a browser or a program meets it: the project's route
 * (src/app/(payload)/api/[...slug]/route.ts) called with real requests, in integration tests.
 */
export type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE'
type Handler = (request: Request, context: { params: Promise<{ slug: string[] }> }) => Promise<Response>
export type Route = Record<Method, Handler>

export interface Call {
  body?: unknown
  headers?: Record<string, string>
}

export interface Answer {
  status: number
  bytes: Buffer
  text: string
  headers: Headers
  json: () => Record<string, unknown>
}

/** The site's own address in integration tests. */
export const SITE = 'http://localhost:3000'

export async function loadRoute(): Promise<Route> {
  return (await import('@/app/(payload)/api/[...slug]/route')) as unknown as Route
}

export function restClient(route: Route) {
  return async function api(method: Method, path: string, { body, headers = {} }: Call = {}): Promise<Answer> {
    const url = new URL(`/api${path}`, SITE)
    const init: RequestInit = { method, headers: { ...headers } }
    if (body !== undefined) {
      init.body = JSON.stringify(body)
      ;(init.headers as Record<string, string>)['content-type'] = 'application/json'
    }
    const slug = url.pathname
      .replace(/^\/api\//, '')
      .split('/')
      .map(decodeURIComponent)
    const res = await route[method](new Request(url, init), { params: Promise.resolve({ slug }) })
    const bytes = Buffer.from(await res.arrayBuffer())
    // Decoded as a browser does (a byte-order mark is not part of the text).
    const text = new TextDecoder().decode(bytes)
    return {
      status: res.status,
      bytes,
      text,
      headers: res.headers,
      json: () => JSON.parse(text) as Record<string, unknown>,
    }
  }
}
