/**
 * The database outage and the health checks (/healthz, /readyz): the database goes away
 * for 30 seconds under load. The production server talks to a copy of the seeded template on the
 * PostgreSQL server through a forwarder that cuts every connection and refuses new ones, as a
 * stopped server does (support/outage.ts).
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseLink, enquiryPost, startSite, type DatabaseLink, type Site } from './support/outage'
import { copyTemplate, dropDatabase } from './support/services'

const root = path.resolve(import.meta.dirname, '../..')
const SITE_PORT = 4510
const DATABASE_PORT = 4511
const OUTAGE_MS = 30_000
/** A request without an answer after this long has hung: the test fails. */
const HANG_MS = 10_000

let database: string
let link: DatabaseLink
let site: Site

beforeAll(async () => {
  const varDir = path.join(root, 'var/deploy-outage')
  database = copyTemplate('outage', varDir)
  link = await databaseLink(database, DATABASE_PORT)
  site = await startSite({
    root,
    port: SITE_PORT,
    databaseUrl: link.url,
    varDir,
    logFile: path.join(root, 'var/deploy-outage.log'),
  })
})

afterAll(async () => {
  await site?.stop()
  await link?.close()
  if (database) dropDatabase(database)
})

interface Answer {
  status: number
  retryAfter: string | null
  body: string
  location: string | null
}

/** One request; an answer that takes longer than HANG_MS is a hang and fails the test. */
async function ask(url: string, init: RequestInit = {}): Promise<Answer> {
  let res: Response
  try {
    res = await fetch(`${site.base}${url}`, {
      redirect: 'manual',
      ...init,
      headers: { accept: 'text/html', ...init.headers },
      signal: AbortSignal.timeout(HANG_MS),
    })
  } catch (error) {
    throw new Error(`${init.method ?? 'GET'} ${url} got no answer within ${HANG_MS / 1000} s (${String(error)})`)
  }
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: await res.text(),
    location: res.headers.get('location'),
  }
}

let visitors = 0
/** The contact form of `page`, filled in by a visitor of its own, posted as a browser without JavaScript. */
async function postContact(page: string, email: string, firstName: string): Promise<Answer> {
  const address = `198.51.100.${(++visitors % 250) + 1}`
  const form = enquiryPost((await ask(page)).body, {
    salutation: 'ms',
    firstName,
    lastName: 'Peeters',
    email,
    phone: '0475123456',
    privacy: 'on',
  })
  return ask(page, { method: 'POST', body: form, headers: { origin: site.base, 'x-forwarded-for': address } })
}

/** Names and e-mail addresses of the leads whose address is LIKE `pattern` (read in the database itself). */
function storedLeads(pattern: string): string[] {
  const sql = `SELECT name || ' <' || email || '>' FROM leads WHERE email LIKE '${pattern}' ORDER BY id`
  return execFileSync('psql', [database, '-tAXc', sql]).toString().trim().split('\n').filter(Boolean)
}

const TEXT = {
  en: 'The site is temporarily unavailable. Please try again in a minute.',
  fr: 'Le site est temporairement indisponible. Veuillez réessayer dans une minute.',
}
const FORM_TEXT = {
  en: 'Your message could not be sent: the site is temporarily unavailable. Please try again in a minute; what you entered is still here.',
  fr: 'Votre message n’a pas pu être envoyé : le site est temporairement indisponible. Veuillez réessayer dans une minute ; ce que vous avez saisi est conservé.',
}
// Property pages nobody asked for before the outage: rendered on their first request.
const PROPERTY = {
  en: '/en/for-sale/liege/renovated-apartment-overlooking-the-meuse/23/',
  fr: '/fr/a-vendre/bruges/maison-a-pignon-de-1890-au-coeur-de-bruges/8/',
}

describe('the database goes away for 30 seconds under load', () => {
  it('serves cached pages, answers a translated 503 with Retry-After for the rest, never hangs, and recovers without a restart', async () => {
    const stamp = Date.now()
    const before = `before-${stamp}@example.be`
    // Each post during the outage by another visitor, so the forms' limits stay out of the way.
    const during = (locale: string, n: number) => `during-${locale}-${n}-${stamp}@example.be`
    let posts = 0
    const after = `after-${stamp}@example.be`

    // Before: a lead is accepted, the home page is in the page cache.
    const accepted = await postContact('/en/contact/', before, 'Anna')
    expect([accepted.status, accepted.location]).toEqual([303, '/en/feedback/site-contact/'])
    await ask('/en/')
    expect((await ask('/en/')).status).toBe(200)
    await ask('/fr/contact/')
    expect((await ask('/healthz')).status).toBe(200)
    expect((await ask('/readyz')).status).toBe(200)

    await link.cut()
    const answers = new Map<string, Answer[]>()
    const until = Date.now() + OUTAGE_MS
    const load = async (name: string, request: () => Promise<Answer>) => {
      const list: Answer[] = []
      answers.set(name, list)
      while (Date.now() < until) list.push(await request())
    }
    await Promise.all([
      load('cached', () => ask('/en/')),
      load('cached-again', () => ask('/en/')),
      load('property-en', () => ask(PROPERTY.en)),
      load('property-fr', () => ask(PROPERTY.fr)),
      load('healthz', () => ask('/healthz')),
      load('readyz', () => ask('/readyz')),
      load('form-en', () => postContact('/en/contact/', during('en', ++posts), 'Bart')),
      load('form-fr', () => postContact('/fr/contact/', during('fr', ++posts), 'Chloé')),
    ])
    await link.restore()

    const summary = (name: string) => [...new Set(answers.get(name)!.map((a) => `${a.status} ${a.retryAfter ?? '-'}`))]
    // Status and Retry-After of every answer, by kind (a request that hung has already failed).
    expect(Object.fromEntries([...answers.keys()].map((name) => [name, summary(name)]))).toEqual({
      cached: ['200 -'],
      'cached-again': ['200 -'],
      healthz: ['200 -'],
      readyz: ['503 60'],
      'property-en': ['503 60'],
      'property-fr': ['503 60'],
      'form-en': ['503 60'],
      'form-fr': ['503 60'],
    })
    for (const locale of ['en', 'fr'] as const) {
      for (const answer of answers.get(`property-${locale}`)!) {
        expect(answer.body).toContain(`<html lang="${locale}">`)
        expect(answer.body).toContain(`<p>${TEXT[locale]}</p>`)
      }
      for (const answer of answers.get(`form-${locale}`)!) {
        // The form-level message, and what the visitor typed is still in the form.
        expect(answer.body).toContain(FORM_TEXT[locale])
        expect(answer.body).toMatch(new RegExp(`value="during-${locale}-\\d+-${stamp}@example\\.be"`))
      }
    }

    // Back: no restart, the same server answers again once its pool reconnects.
    for (let tries = 0; (await ask('/readyz')).status !== 200; tries++) {
      expect(tries, '/readyz did not come back within 30 s').toBeLessThan(30)
      await new Promise((r) => setTimeout(r, 1000))
    }
    expect(site.process.exitCode).toBeNull()
    const property = await ask(PROPERTY.en)
    expect(property.status).toBe(200)
    expect(property.body).toContain('Renovated apartment overlooking the Meuse')
    const again = await postContact('/en/contact/', after, 'Dirk')
    expect([again.status, again.location]).toEqual([303, '/en/feedback/site-contact/'])
    // The lead of before is there and the new one too; none of the posts answered 503 was stored.
    expect(storedLeads(`%-${stamp}@example.be`)).toEqual([`Anna Peeters <${before}>`, `Dirk Peeters <${after}>`])
  })

  it('writes its log as JSON lines, each answer with the request id a proxy in front sent', async () => {
    const id = `deploy-log-${Date.now()}`
    const answer = await fetch(`${site.base}/en/`, { headers: { 'X-Request-Id': id } })
    await answer.text()
    expect(answer.headers.get('x-request-id')).toBe(id)
    // The line is written when the answer is finished: read the log until it is there.
    const lineOf = () =>
      fs
        .readFileSync(path.join(root, 'var/deploy-outage.log'), 'utf8')
        .split('\n')
        .find((line) => line.includes(`"requestId":"${id}"`))
    for (let tries = 0; !lineOf(); tries++) {
      expect(tries, 'no log line for the request within 5 s').toBeLessThan(50)
      await new Promise((r) => setTimeout(r, 100))
    }
    expect(JSON.parse(lineOf()!)).toEqual({
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      level: 'info',
      msg: 'request',
      requestId: id,
      method: 'GET',
      path: '/en/',
      status: 200,
      ms: expect.any(Number),
    })
  })
})
