/**
 * `npm run import -- <url-or-file> [--dry-run]`: the agency's listings feed (a URL or a file:
 * docs/rules/listings-feed.md) applied to the site.
 *
 * While the site runs (its /readyz answers on PORT), the feed is read here and handed to it
 * (POST /api/import, signed with the key only this machine can derive from Payload's secret):
 * the site applies it, so the pages a change affects are expired at once, and the embedded
 * database, which only one process may open, stays with the site. Otherwise the import opens
 * the database itself (the embedded one in VAR_DIR, or DATABASE_URL's) and applies it here.
 */
import path from 'node:path'
import type { ImportReport } from '../src/features/listings-feed/apply'
import { commandKey, signPush } from '../src/features/listings-feed/push'
import { pullFeed, readFeedSource, type RunResult } from '../src/features/listings-feed/run'
import { EnvError, env } from '../src/platform/env'
import { payloadSecret } from '../src/platform/secret'

const args = process.argv.slice(2)
const source = args.find((a) => !a.startsWith('--'))
const dryRun = args.includes('--dry-run')
const say = (m: string) => console.log(`[import] ${m}`)

function printReport(report: ImportReport): void {
  say(
    `${report.records} record(s)${report.dryRun ? ' (dry run: nothing written)' : ''}: ` +
      `${report.created.length} created, ${report.updated.length} updated, ${report.unchanged} unchanged, ` +
      `${report.withdrawn.length} withdrawn, ${report.skipped.length} skipped.`,
  )
  for (const s of report.skipped) say(`  skipped record ${s.position}${s.id ? ` (ID ${s.id})` : ''}: ${s.reason}`)
  for (const p of report.photoErrors) say(`  photo of ${p.id} not imported (${p.url}): ${p.reason}`)
  if (report.unknownFields.length) say(`  fields ignored (not in the format): ${report.unknownFields.join(', ')}`)
  for (const note of report.notes) say(`  ${note}`)
}

/** Prints the outcome; the process's exit code. */
function outcome(result: RunResult | { status: 'refused'; error: string }): number {
  switch (result.status) {
    case 'done':
      printReport(result.report)
      return 0
    case 'busy':
      say('Another import is running right now; nothing was done. Try again when it has finished.')
      return 3
    case 'failed':
    case 'refused':
      say(`Nothing was changed: ${result.error}`)
      return 1
    case 'replayed':
      say('The site refused the hand-over as a replay; nothing was done.')
      return 1
  }
}

async function siteIsRunning(base: string): Promise<boolean> {
  try {
    const res = await fetch(`${base}/readyz`, { signal: AbortSignal.timeout(3000) })
    await res.body?.cancel()
    return true
  } catch {
    return false
  }
}

/** The running site applies the feed. */
async function handOver(base: string, feed: unknown): Promise<number> {
  const body = JSON.stringify(feed)
  const query = new URLSearchParams({ source: source!, ...(dryRun ? { dryRun: '1' } : {}) })
  const res = await fetch(`${base}/api/import?${query}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...signPush(body, commandKey(payloadSecret())) },
    body,
  })
  const answer = (await res.json().catch(() => ({}))) as { report?: ImportReport; error?: string; run?: number }
  if (res.status === 200 && answer.report)
    return outcome({ status: 'done', runId: answer.run ?? 0, report: answer.report })
  if (res.status === 409) return outcome({ status: 'busy' })
  return outcome({ status: 'refused', error: answer.error ?? `the site answered ${res.status}` })
}

/** No site running: this process opens the database and applies the feed. */
async function applyHere(): Promise<number> {
  const settings = env()
  // The app servers keep their pages in Redis across restarts: written from here, a change would
  // not expire them. Through a running site it does.
  if (settings.REDIS_URL) {
    say('The site keeps its pages in Redis (REDIS_URL): start it, then run the import again.')
    return 1
  }
  let close = async () => {}
  if (!settings.DATABASE_URL) {
    const { openEmbeddedDatabase } = await import('../src/platform/db/embedded')
    const db = await openEmbeddedDatabase(path.join(settings.varDir, 'pgdata'))
    process.env.DATABASE_URL = db.url
    process.env.DB_EMBEDDED = '1'
    close = db.close
  }
  try {
    const { default: config } = await import('../src/payload/payload.config')
    const { getPayload } = await import('payload')
    const { migrations } = await import('../migrations')
    const payload = await getPayload({ config })
    await payload.db.migrate({ migrations: migrations as never })
    return outcome(await pullFeed(payload, source!, 'command', { dryRun }))
  } finally {
    await close()
  }
}

async function main(): Promise<number> {
  if (!source) {
    console.error('Usage: npm run import -- <feed URL or file> [--dry-run]')
    return 2
  }
  const base = `http://localhost:${env().PORT}`
  if (await siteIsRunning(base)) {
    say(`The site is running on ${base}: handing the feed over to it.`)
    let feed: unknown
    try {
      feed = await readFeedSource(source)
    } catch (error) {
      return outcome({ status: 'refused', error: error instanceof Error ? error.message : String(error) })
    }
    return handOver(base, feed)
  }
  say('The site is not running: importing into its database directly.')
  return applyHere()
}

main()
  .then((code) => process.exit(code))
  .catch((error: unknown) => {
    console.error(`[import] ${error instanceof EnvError || error instanceof Error ? error.message : String(error)}`)
    process.exit(1)
  })
