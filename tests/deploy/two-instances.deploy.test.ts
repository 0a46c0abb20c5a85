/**
 * Two instances behind nginx on one PostgreSQL database and one Redis, and Redis
 * going away, started as `npm run pair` starts them (scripts/pair.ts).
 */
import path from 'node:path'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPair, type Pair } from '../../scripts/pair'
import { MailServer } from '../support/mail-server'
import { copyTemplate, dropDatabase } from './support/services'
import { PrivateRedis, page, postContactForm, samplePhoto, staffApi, staffToken, waitFor } from './support/pair'

const NGINX_PORT = 4200 // the app servers: 4201 and 4202
const redisServer = new PrivateRedis(4290)
const mail = new MailServer()
const varDir = path.resolve(import.meta.dirname, '../../var/deploy-pair')

let pair: Pair | undefined
let databaseUrl: string | undefined
let redis: Redis
let a: string
let b: string
let apiA: ReturnType<typeof staffApi>

/** Polls each URL until its page shows `text`; fails after `ms`. */
async function showsEverywhere(urls: string[], text: string, ms: number): Promise<void> {
  await Promise.all(
    urls.map((url) => waitFor(async () => (await page(url)).text.includes(text), ms, `${url} to show “${text}”`)),
  )
}

const renameAgency = (siteName: string) => apiA('POST', '/api/globals/site-settings', { siteName })

beforeAll(async () => {
  databaseUrl = copyTemplate('pair', varDir)
  await redisServer.start()
  const smtpPort = await mail.start(4250)
  pair = await startPair({
    port: NGINX_PORT,
    databaseUrl,
    redisUrl: redisServer.url,
    varDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
    output: 'ignore',
  })
  ;[a, b] = pair.instances
  apiA = staffApi(a, await staffToken(a, pair.url), pair.url)
  redis = new Redis(redisServer.url, { maxRetriesPerRequest: 1, lazyConnect: true })
  redis.on('error', () => undefined) // stopped on purpose below
})

afterAll(async () => {
  redis?.disconnect()
  await pair?.stop()
  await redisServer.stop()
  await mail.stop()
  if (databaseUrl) dropDatabase(databaseUrl)
})

describe('two instances behind nginx', () => {
  it('a change saved through one instance’s back office shows through the other and through nginx within 5 seconds', async () => {
    // Each instance and nginx have the home page cached before the change.
    for (const base of [a, b, pair!.url]) expect((await page(`${base}/en/`)).status).toBe(200)
    expect((await page(`${b}/en/`)).headers.get('x-nextjs-cache')).toBe('HIT')

    await renameAgency('Vitrine Twin Agency')
    await showsEverywhere([`${b}/en/`, `${pair!.url}/en/`, `${a}/en/`], 'Vitrine Twin Agency', 5000)
  })

  it('a lead posted to either instance is stored once, and each of its mails is sent once', async () => {
    const stamp = Date.now()
    const toA = `pair-a-${stamp}@example.be`
    const toB = `pair-b-${stamp}@example.be`
    const [sentA, sentB] = await Promise.all([
      postContactForm(a, { email: toA, address: '203.0.113.10', origin: pair!.url }),
      postContactForm(b, { email: toB, address: '203.0.113.11', origin: pair!.url }),
    ])
    expect([sentA, sentB]).toEqual(['/en/feedback/site-contact/', '/en/feedback/site-contact/'])

    const leads = await apiA<{ docs: Array<{ id: number; email: string }> }>(
      'GET',
      `/api/leads?depth=0&limit=10&where[email][in]=${toA},${toB}`,
    )
    expect(leads.docs.map((l) => l.email).sort()).toEqual([toA, toB])

    type Mail = { id: number; state: string }
    const mailsOf = async () =>
      (
        await apiA<{ docs: Mail[] }>(
          'GET',
          `/api/mails?depth=0&limit=50&where[lead][in]=${leads.docs.map((l) => l.id).join(',')}`,
        )
      ).docs
    const queued = await mailsOf()
    expect(queued.length).toBeGreaterThanOrEqual(2)

    // Both instances' job runners, and staff on both, run the mail queue at the same moment.
    const token = await staffToken(b, pair!.url)
    const runs = await Promise.all(
      [a, b, a, b, a, b].map((base) =>
        fetch(`${base}/api/payload-jobs/run?queue=mail&limit=10`, { headers: { authorization: `JWT ${token}` } }).then(
          (r) => r.status,
        ),
      ),
    )
    expect(runs.every((status) => status === 200 || status === 409)).toBe(true)

    await waitFor(async () => (await mailsOf()).every((m) => m.state === 'sent'), 30_000, 'the mails to be sent')
    for (const { id } of queued)
      expect(mail.inbox.filter((m) => m.messageId === `<vitrine-mail-${id}@localhost>`)).toHaveLength(1)
  })

  it('a photo uploaded through one instance is served by the other', async () => {
    const photo = await samplePhoto()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'twin-photo.jpg')
    form.append('_payload', JSON.stringify({ alt: 'The twin photo' }))
    const { doc } = await apiA<{ doc: { url: string } }>('POST', '/api/media', form)
    expect(doc.url).toBe('/api/media/file/twin-photo.jpg')

    const served = await fetch(`${b}${doc.url}`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await served.arrayBuffer()).equals(photo)).toBe(true)
  })
})

describe('Redis goes away', () => {
  it('pages are still served from memory and a change still shows; when Redis is back, the instances use it again', async () => {
    await redisServer.stop()

    // Served, and cached in memory on the instance.
    expect((await page(`${a}/en/`)).status).toBe(200)
    const again = await page(`${a}/en/`)
    expect(again.status).toBe(200)
    expect(again.headers.get('x-nextjs-cache')).toBe('HIT')

    // A change made meanwhile shows on both (memory keeps a page a few seconds only).
    await renameAgency('Vitrine Without Redis')
    await showsEverywhere([`${a}/en/`, `${b}/en/`, `${pair!.url}/en/`], 'Vitrine Without Redis', 10_000)

    // Back (empty, as after a crash): the instances store their pages there again.
    await redisServer.start()
    await redis.connect()
    await waitFor(
      async () => {
        await Promise.all([page(`${a}/en/`), page(`${b}/en/`)])
        const keys = await redis.keys('vitrine:next:*')
        return keys.some((key) => !key.startsWith('vitrine:next:tag:'))
      },
      15_000,
      'cached pages in Redis',
    )
    // And a change expires them on both at once again.
    await renameAgency('Vitrine Shared Again')
    await showsEverywhere([`${a}/en/`, `${b}/en/`, `${pair!.url}/en/`], 'Vitrine Shared Again', 5000)
    expect(await redis.exists('vitrine:next:tag:settings')).toBe(1)
  })
})
