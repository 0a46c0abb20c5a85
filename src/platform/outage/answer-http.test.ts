import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { CompressedBodies, compressAnswer } from '@/platform/http/compression'
import { answerUnavailableWhenDatabaseIsDown } from './answer'
import { markAnswerStatus, markUnavailable, noteDatabaseError, noteDatabaseSuccess, runWithOutcome } from './state'

// Larger than the middleware's threshold, so answers are compressed.
const padding = `<!--${'x'.repeat(4000)}-->`
const refused = () => Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })

/** What the app does for each path, as Next would: fail, answer a form, or serve a page. */
const routes: Record<string, (res: http.ServerResponse) => Promise<void>> = {
  '/en/property/': async (res) => {
    await Promise.resolve()
    noteDatabaseError(refused()) // the page's query failed: Next answers its empty error shell
    res.statusCode = 500
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end(`<!DOCTYPE html><html id="__next_error__"><head></head><body>${padding}</body></html>`)
  },
  '/fr/contact/': async (res) => {
    await new Promise((r) => setTimeout(r, 5))
    markUnavailable() // the form's Server Action answered "try again in a minute"
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.write(`<!DOCTYPE html><html lang="fr"><body>${padding}<form>`)
    res.end('<p role="alert">Votre message n’a pas pu être envoyé</p></form></body></html>')
  },
  '/en/broken/': async (res) => {
    res.statusCode = 500 // a bug, not the database
    res.end('error')
  },
  '/en/property/12/visit/': async (res) => {
    await Promise.resolve()
    markAnswerStatus(422) // the visit form refused a day the agency is closed
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end('<form><p role="alert">The agency takes no visits on that day or at that time.</p></form>')
  },
  '/en/': async (res) => {
    res.setHeader('Content-Type', 'text/html; charset=utf-8')
    res.end('<!DOCTYPE html><html lang="en"><body>home</body></html>')
  },
}

let base = ''
let server: http.Server
beforeAll(async () => {
  const bodies = new CompressedBodies()
  // As the server does (src/server/request.ts): the outage answer innermost, compression
  // (which wraps write, end and writeHead) outside it, the app run in the request's scope.
  server = http.createServer((req, res) => {
    const outcome = answerUnavailableWhenDatabaseIsDown(req, res)
    compressAnswer(req, res, bodies)
    void runWithOutcome(outcome, () => routes[req.url ?? '']!(res))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { accept: 'text/html', 'accept-encoding': 'gzip, br', ...headers } })

describe('answers while the database is unreachable', () => {
  it('a page whose query failed: 503, Retry-After and the translated page instead of the error shell', async () => {
    const res = await get('/en/property/')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(res.headers.get('content-language')).toBe('en')
    expect(res.headers.get('content-encoding')).toBeNull()
    expect(await res.text()).toContain(
      '<title>Temporarily unavailable</title></head><body><main><h1>Temporarily unavailable</h1>' +
        '<p>The site is temporarily unavailable. Please try again in a minute.</p>',
    )
  })

  it('a form the database could not take: 503 and Retry-After, the form with its message kept', async () => {
    const res = await get('/fr/contact/')
    expect(res.status).toBe(503)
    expect(res.headers.get('retry-after')).toBe('60')
    expect(res.headers.get('content-encoding')).toBe('br')
    expect(await res.text()).toBe(
      `<!DOCTYPE html><html lang="fr"><body>${padding}<form><p role="alert">Votre message n’a pas pu être envoyé</p></form></body></html>`,
    )
  })

  it('another error, once the database answers again, stays a 500; a good page is untouched', async () => {
    noteDatabaseSuccess()
    const broken = await get('/en/broken/')
    expect(broken.status).toBe(500)
    expect(broken.headers.get('retry-after')).toBeNull()
    const home = await get('/en/')
    expect(home.status).toBe(200)
    expect(await home.text()).toBe('<!DOCTYPE html><html lang="en"><body>home</body></html>')
  })

  it('any 5xx while the database is known to be down (a render shared with another request)', async () => {
    noteDatabaseError(refused())
    const res = await get('/en/broken/', { 'accept-language': 'de' })
    expect(res.status).toBe(503)
    expect(await res.text()).toContain('<html lang="en">')
    noteDatabaseSuccess()
  })
})

describe('a refused form', () => {
  it('answers the status its Server Action gave, the form with its message kept', async () => {
    noteDatabaseSuccess()
    const res = await get('/en/property/12/visit/')
    expect(res.status).toBe(422)
    expect(res.headers.get('retry-after')).toBeNull()
    expect(await res.text()).toBe(
      '<form><p role="alert">The agency takes no visits on that day or at that time.</p></form>',
    )
    // The status belongs to that request alone.
    expect((await get('/en/')).status).toBe(200)
  })
})
