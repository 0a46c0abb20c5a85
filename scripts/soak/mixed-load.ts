/**
 * A mixed load on the site as visitors make it, shared by the failover test
 * (tests/deploy/failover.deploy.test.ts) and the soak (`npm run soak`, scripts/soak.ts):
 *
 * - page: cached public pages (home pages, the list, property pages, the contact page);
 * - list: the sale list with a filter value never asked before (`?maxPrice=<unique>`), so the
 *   app renders a new page each time;
 * - photo: uploaded photos (`/api/media/file/…`);
 * - form: the contact form posted as a browser without JavaScript posts it, each by a new
 *   e-mail address (a lead, and its mail, each);
 * - beacon: the property page's view beacon (`POST /api/views`).
 *
 * Each kind has its rate (requests per second, paced, not a flood: the machine is shared) and
 * its connections; every answer is handed to `onSample` as it comes.
 */
import { formBody } from '../bench/no-js-form'
import { beaconRequest } from '../bench/measure-beacon'

export const KINDS = ['page', 'list', 'photo', 'form', 'beacon'] as const
export type Kind = (typeof KINDS)[number]

export interface Sample {
  kind: Kind
  method: 'GET' | 'POST'
  url: string
  /** When the request was sent (ms since the epoch) and how long its answer took. */
  at: number
  ms: number
  /** 0 when no answer came (refused, reset, timed out). */
  status: number
  /** The answer this kind should get (see `expected`). */
  ok: boolean
  error?: string
  /** A form's e-mail address: its lead is found by it. */
  email?: string
}

export interface Targets {
  pages: string[]
  photos: string[]
  propertyIds: number[]
  /** The contact page's HTML: its hidden fields name the Server Action every post calls. */
  contactHtml: string
}

export interface KindLoad {
  /** Requests per second (paced across the kind's connections). */
  rate: number
  connections: number
}

/**
 * About 50 requests a second in all: steady work for two app servers on a shared 2-core machine,
 * below what they can serve (a new list page costs about 65 ms of CPU, a cached page a few), so
 * latency measures the site rather than a queue.
 */
export const DEFAULT_LOAD: Record<Kind, KindLoad> = {
  page: { rate: 30, connections: 4 },
  list: { rate: 1, connections: 1 },
  photo: { rate: 8, connections: 1 },
  form: { rate: 1, connections: 1 },
  beacon: { rate: 8, connections: 1 },
}

export interface MixedLoadOptions {
  /** Where visitors reach the site (nginx). */
  base: string
  targets: Targets
  /** Makes the forms' e-mail addresses unique to this run: `load-<tag>-<n>@example.be`. */
  tag: string
  load?: Partial<Record<Kind, KindLoad>>
  onSample: (sample: Sample) => void
  /** Longest wait for one answer. */
  timeoutMs?: number
}

export interface RunningLoad {
  /** Stops sending; resolves when the requests under way have their answers. */
  stop(): Promise<void>
}

const CONTACT = '/en/contact/'
const FORM_DONE = '/en/feedback/site-contact/'

/** Reads the pages, photos and property ids to ask for from the site's home and sale list. */
export async function discoverTargets(base: string): Promise<Targets> {
  const text = async (path: string) => {
    const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(30_000) })
    if (res.status !== 200) throw new Error(`${path} answered ${res.status}`)
    return res.text()
  }
  const list = await text('/en/for-sale/')
  const home = await text('/en/')
  const properties = [...new Set([...list.matchAll(/href="(\/en\/for-sale\/[^"?#]+\/(\d+)\/)"/g)].map((m) => m[1]!))]
  const photos = [...new Set([...(list + home).matchAll(/\/api\/media\/file\/[^"'\s?,)]+/g)].map((m) => m[0]))]
  if (!properties.length) throw new Error('the sale list shows no property')
  if (!photos.length) throw new Error('neither the home page nor the sale list shows a photo')
  return {
    pages: ['/en/', '/nl/', '/fr/', '/de/', '/en/for-sale/', CONTACT, ...properties.slice(0, 8)],
    photos: photos.slice(0, 8),
    propertyIds: properties.slice(0, 8).map((p) => Number(/\/(\d+)\/$/.exec(p)![1])),
    contactHtml: await text(CONTACT),
  }
}

/** Whether an answer is the one a visitor of this kind should get. */
export function expected(kind: Kind, status: number, location: string | null): boolean {
  switch (kind) {
    case 'form':
      return status === 303 && location === FORM_DONE
    case 'beacon':
      return status === 204
    default:
      return status === 200
  }
}

/** Starts the load; it runs until `stop()`. */
export function startMixedLoad(options: MixedLoadOptions): RunningLoad {
  const { base, targets, tag, onSample, timeoutMs = 30_000 } = options
  const load = { ...DEFAULT_LOAD, ...options.load }
  let stopped = false
  let counter = 0
  const unique = () => ++counter
  // A filter value no request asked before (whole euros, above any real price).
  const firstPrice = 10_000_000 + Math.floor(Math.random() * 1_000_000) * 1000

  const request = (kind: Kind): { method: 'GET' | 'POST'; url: string; init: RequestInit; email?: string } => {
    const n = unique()
    switch (kind) {
      case 'page':
        return { method: 'GET', url: targets.pages[n % targets.pages.length]!, init: {} }
      case 'list':
        return { method: 'GET', url: `/en/for-sale/?maxPrice=${firstPrice + n}`, init: {} }
      case 'photo':
        return { method: 'GET', url: targets.photos[n % targets.photos.length]!, init: {} }
      case 'form': {
        const email = `load-${tag}-${n}@example.be`
        const person = {
          salutation: 'ms',
          firstName: 'Lena',
          lastName: 'Load',
          email,
          phone: '0475123456',
          privacy: 'on',
        }
        const body = formBody(targets.contactHtml, person, /<form\b[^>]*data-testid="enquiry-form-site-contact"[^>]*>/i)
        // What a browser sends: the site's own origin (Next checks a Server Action's origin).
        return { method: 'POST', url: CONTACT, init: { body, headers: { origin: base } }, email }
      }
      case 'beacon': {
        const id = targets.propertyIds[n % targets.propertyIds.length]!
        return { method: 'POST', url: '/api/views', init: beaconRequest(id) }
      }
    }
  }

  const send = async (kind: Kind) => {
    const { method, url, init, email } = request(kind)
    const at = Date.now()
    const started = performance.now()
    const sample = (status: number, location: string | null, error?: string): Sample => ({
      kind,
      method,
      url,
      at,
      ms: performance.now() - started,
      status,
      ok: error === undefined && expected(kind, status, location),
      ...(error === undefined ? {} : { error }),
      ...(email ? { email } : {}),
    })
    try {
      const res = await fetch(`${base}${url}`, {
        ...init,
        method,
        redirect: 'manual',
        signal: AbortSignal.timeout(timeoutMs),
      })
      await res.arrayBuffer() // the whole answer, as a browser reads it
      onSample(sample(res.status, res.headers.get('location')))
    } catch (error) {
      const cause = (error as { cause?: { code?: string } }).cause?.code
      onSample(sample(0, null, cause ?? (error as Error).name ?? String(error)))
    }
  }

  const workers: Promise<void>[] = []
  for (const kind of Object.keys(load) as Kind[]) {
    const { rate, connections } = load[kind]
    if (rate <= 0 || connections <= 0) continue
    // One schedule per kind: each request takes the next slot, so the kind keeps its rate
    // whatever its answers' latency (up to its connections' worth in flight).
    const interval = 1000 / rate
    let next = performance.now()
    const slot = () => {
      const at = Math.max(next, performance.now())
      next = at + interval
      return at - performance.now()
    }
    for (let c = 0; c < connections; c++) {
      workers.push(
        (async () => {
          while (!stopped) {
            const wait = slot()
            if (wait > 0) await new Promise((r) => setTimeout(r, wait))
            if (stopped) break
            await send(kind)
          }
        })(),
      )
    }
  }
  return {
    async stop() {
      stopped = true
      await Promise.all(workers)
    },
  }
}

/** The q-th quantile (0–1) of `values`, by the nearest rank; NaN for none. */
export function quantile(values: number[], q: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!
}
