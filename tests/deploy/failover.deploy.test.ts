/**
 * One of two app servers behind nginx killed under a mixed load (cached pages, new list pages,
 * photos, contact form posts, view beacons: scripts/soak/mixed-load.ts), started again later.
 * nginx (deploy/nginx/vitrine.conf) retries the GETs the dead server could not answer and never
 * sends a post twice; the restarted server gets its share again.
 */
import fs from 'node:fs'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startPair, type Pair } from '../../scripts/pair'
import {
  DEFAULT_LOAD,
  discoverTargets,
  KINDS,
  startMixedLoad,
  type Sample,
  type Targets,
} from '../../scripts/soak/mixed-load'
import { MailServer } from '../support/mail-server'
import { PrivateRedis, staffApi, staffToken, waitFor } from './support/pair'
import { copyTemplate, dropDatabase } from './support/services'

const NGINX_PORT = 4400 // the app servers: 4401 and 4402
const KILLED = 0 as const // the server on 4401
const redisServer = new PrivateRedis(4490)
const mail = new MailServer()
const varDir = path.resolve(import.meta.dirname, '../../var/deploy-failover')

/** The load before the kill, and how long the server stays down. */
const BEFORE_KILL_MS = 12_000
const DOWN_MS = 8_000
/** Load kept on after the restarted server answers again. */
const AFTER_BACK_MS = 8_000

let pair: Pair | undefined
let databaseUrl: string | undefined
let targets: Targets
let api: ReturnType<typeof staffApi>
let staffJwt: string

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

beforeAll(async () => {
  databaseUrl = copyTemplate('failover', varDir)
  await redisServer.start()
  const smtpPort = await mail.start(4450)
  pair = await startPair({
    port: NGINX_PORT,
    databaseUrl,
    redisUrl: redisServer.url,
    varDir,
    env: { SMTP_URL: `smtp://127.0.0.1:${smtpPort}`, LOG_REQUESTS: '0' },
    output: 'ignore',
  })
  const survivor = pair.instances[1]
  staffJwt = await staffToken(survivor, pair.url)
  api = staffApi(survivor, staffJwt, pair.url)
  targets = await discoverTargets(pair.url)
  // Every page and photo asked once on each server, as a site that has been serving a while.
  for (const base of pair.instances)
    for (const url of [...targets.pages, ...targets.photos]) await (await fetch(`${base}${url}`)).arrayBuffer()
})

afterAll(async () => {
  await pair?.stop()
  await redisServer.stop()
  await mail.stop()
  if (databaseUrl) dropDatabase(databaseUrl)
})

/** Requests nginx's log shows answered (2xx or 3xx) by the app server on `port`, from `offset` on. */
function answeredBy(log: string, port: number, offset: number): number {
  const text = fs.readFileSync(log).subarray(offset).toString('utf8')
  let count = 0
  for (const line of text.split('\n')) {
    const m = /upstream=(\S.*?) upstream_status=(\S.*?) [\d.]+$/.exec(line)
    if (!m) continue
    const last = m[1]!.split(', ').at(-1)
    const status = m[2]!.split(', ').at(-1)
    if (last === `127.0.0.1:${port}` && /^[23]\d\d$/.test(status ?? '')) count++
  }
  return count
}

describe('an app server dies under load', () => {
  it('no GET fails, at most the requests in flight fail, every accepted post is one lead with its mail sent once, and the restarted server serves again', async () => {
    const stamp = `${Date.now()}`
    const samples: Sample[] = []
    const load = startMixedLoad({ base: pair!.url, targets, tag: stamp, onSample: (s) => samples.push(s) })
    const killedPort = NGINX_PORT + 1 + KILLED

    // The load runs a while, the server dies mid-request (no goodbye to nginx), stays down,
    // and is started again; the load goes on until nginx sends it requests again.
    await sleep(BEFORE_KILL_MS)
    const killedAt = Date.now()
    await pair!.killInstance(KILLED, 'SIGKILL')
    await sleep(DOWN_MS)
    const logOffset = fs.statSync(pair!.accessLog).size
    await pair!.startInstance(KILLED)
    const restartedAt = Date.now()
    await waitFor(
      () => answeredBy(pair!.accessLog, killedPort, logOffset) >= 20,
      30_000,
      'nginx to send the restarted server requests again',
    )
    const backAt = Date.now()
    await sleep(AFTER_BACK_MS)
    await load.stop()

    // What the visitors saw, per kind.
    const byKind = Object.fromEntries(
      KINDS.map((kind) => {
        const of = samples.filter((s) => s.kind === kind)
        return [kind, { sent: of.length, failed: of.filter((s) => !s.ok).length }]
      }),
    )
    const failures = samples.filter((s) => !s.ok)
    console.log(
      `[failover] ${samples.length} requests in ${((backAt + AFTER_BACK_MS - samples[0]!.at) / 1000).toFixed(0)} s; ` +
        `killed at +${((killedAt - samples[0]!.at) / 1000).toFixed(1)} s, started again after ${DOWN_MS / 1000} s, ` +
        `serving through nginx ${((backAt - restartedAt) / 1000).toFixed(1)} s after its start; per kind ${JSON.stringify(byKind)}; ` +
        `failures: ${JSON.stringify(failures.map((f) => `${f.method} ${f.url} ${f.status || f.error}`))}`,
    )
    for (const kind of KINDS) expect(byKind[kind].sent, kind).toBeGreaterThan(0)
    // nginx retried every GET the dead server could not answer.
    expect(failures.filter((s) => s.method === 'GET')).toEqual([])
    // A post that had reached the dying server is not sent again: those in flight may fail,
    // one per connection that posts at most.
    expect(failures.length).toBeLessThanOrEqual(DEFAULT_LOAD.form.connections + DEFAULT_LOAD.beacon.connections)
    for (const failure of failures) expect([0, 502, 504]).toContain(failure.status)

    // Every post the visitor saw accepted is one lead; none is stored twice.
    const posts = samples.filter((s) => s.kind === 'form')
    const leads = await api<{ docs: Array<{ id: number; email: string }>; totalDocs: number }>(
      'GET',
      `/api/leads?depth=0&limit=1000&where[email][like]=load-${stamp}-`,
    )
    const perEmail = new Map<string, number>()
    for (const lead of leads.docs) perEmail.set(lead.email, (perEmail.get(lead.email) ?? 0) + 1)
    expect([...perEmail.values()].filter((n) => n > 1)).toEqual([])
    const accepted = posts.filter((s) => s.ok).map((s) => s.email!)
    expect(accepted.filter((email) => perEmail.get(email) !== 1)).toEqual([])
    // A failed post was stored at most once (done before the server died) or not at all.
    expect(leads.totalDocs).toBeLessThanOrEqual(posts.length)
    expect(leads.totalDocs).toBeGreaterThanOrEqual(accepted.length)

    // Each lead's mails are sent, each once, whichever server's job run sent it. A lead stored by
    // the dying server before it queued the lead's mails gets the agency's notification from the
    // check stored with it, due 30 s later (features/enquiries/notification-check.ts).
    type Mail = { id: number; state: string; lead: number }
    const ids = leads.docs.map((l) => l.id)
    const mailsOf = async () =>
      (await api<{ docs: Mail[] }>('GET', `/api/mails?depth=0&limit=2000&where[lead][in]=${ids.join(',')}`)).docs
    await waitFor(
      async () => {
        // Staff send the queue along, as the servers' own runs do every 10 s.
        await fetch(`${pair!.instances[1]}/api/payload-jobs/run?queue=mail&limit=100`, {
          headers: { authorization: `JWT ${staffJwt}` },
        }).then((r) => r.arrayBuffer())
        const all = await mailsOf()
        return all.every((m) => m.state === 'sent') && ids.every((id) => all.some((m) => m.lead === id))
      },
      90_000,
      'every lead to have its mails, all sent',
    )
    const mails = await mailsOf()
    expect(new Set(mails.map((m) => m.lead))).toEqual(new Set(ids))
    const received = (id: number) => mail.inbox.filter((m) => m.messageId === `<vitrine-mail-${id}@localhost>`).length
    expect(mails.filter((m) => received(m.id) !== 1).map((m) => `${m.id}: ${received(m.id)}`)).toEqual([])
    console.log(
      `[failover] ${posts.length} posts, ${accepted.length} accepted, ${leads.totalDocs} leads stored, ` +
        `${mails.length} mails each received once`,
    )
  })
})
