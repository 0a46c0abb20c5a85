/**
 * One run of the listings import, whoever starts it (the command line, the CRM's push, the
 * schedule, an admin): on one instance at a time across all app servers (an advisory lock,
 * platform/db/advisory-lock.ts), recorded with its report in the import-runs collection.
 */
import fs from 'node:fs/promises'
import type { Payload } from 'payload'
import { lockPoolOf, whileHoldingLock } from '@/platform/db/advisory-lock'
import { siteUrl } from '@/platform/env'
import { applyFeed, FeedError, type FetchPhoto, type ImportReport } from './apply'

/** The lock's number: any constant the application uses for nothing else. */
export const IMPORT_LOCK_KEY = 7_131_002

export type ImportTrigger = 'command' | 'push' | 'schedule' | 'back-office'

export interface RunOptions {
  /** Where the feed comes from, as the report names it (a URL, a file name, "push"). */
  source: string
  /** Reads the feed; throws when it cannot be read (nothing is changed then). */
  load: () => Promise<unknown>
  trigger: ImportTrigger
  /** Whether the feed lists every listing when it does not say (a pull or a file: yes). */
  completeUnlessSaid: boolean
  dryRun?: boolean
  fetchPhoto?: FetchPhoto
  /** A push's webhook-id (push.ts): a second run with the same id is refused as a replay. */
  pushId?: string
}

export type RunResult =
  | { status: 'done'; runId: number; report: ImportReport }
  | { status: 'failed'; runId: number; error: string }
  /** Another import is running (here or on another instance): this one did nothing. */
  | { status: 'busy' }
  /** A push with this webhook-id was received before: nothing done. */
  | { status: 'replayed' }

const FEED_MAX_BYTES = 64 * 1024 * 1024

/** Spreadsheets by name or by type: CSV, and XLSX (a zip, so its bytes start with "PK"). */
const SPREADSHEET_NAME = /\.(csv|xlsx)$/i
const SPREADSHEET_TYPES = ['text/csv', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet']

/**
 * A feed from a URL or a file: JSON, or a spreadsheet with one row per listing
 * (spreadsheet.ts), which lists every listing like a whole feed.
 */
export async function readFeedSource(source: string): Promise<unknown> {
  let bytes: Buffer
  let type = ''
  if (/^https?:\/\//i.test(source)) {
    let res: Response
    try {
      res = await fetch(source, { signal: AbortSignal.timeout(60_000) })
    } catch (error) {
      throw new FeedError(`the feed could not be fetched: ${error instanceof Error ? error.message : error}`)
    }
    if (!res.ok) throw new FeedError(`the feed answered ${res.status}`)
    const length = Number(res.headers.get('content-length') ?? 0)
    if (length > FEED_MAX_BYTES) throw new FeedError('the feed is larger than 64 MB')
    type = (res.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase()
    bytes = Buffer.from(await res.arrayBuffer())
  } else {
    try {
      bytes = await fs.readFile(source)
    } catch (error) {
      throw new FeedError(`the file could not be read: ${(error as NodeJS.ErrnoException).code ?? error}`)
    }
  }
  const name = source.split(/[?#]/)[0]!
  if (SPREADSHEET_NAME.test(name) || SPREADSHEET_TYPES.includes(type) || bytes.subarray(0, 2).toString() === 'PK') {
    const { recordsFromSpreadsheet } = await import('./spreadsheet')
    return recordsFromSpreadsheet(bytes, name)
  }
  try {
    return JSON.parse(bytes.toString('utf8')) as unknown
  } catch {
    throw new FeedError('the feed is not valid JSON')
  }
}

export async function runImport(payload: Payload, options: RunOptions): Promise<RunResult> {
  const result = await whileHoldingLock(IMPORT_LOCK_KEY, lockPoolOf(payload), async (): Promise<RunResult> => {
    const write = { collection: 'import-runs' as const, overrideAccess: true, depth: 0 }
    // Checked while holding the lock: no other run can take the same id in between.
    if (options.pushId) {
      const seen = await payload.count({ collection: 'import-runs', where: { pushId: { equals: options.pushId } } })
      if (seen.totalDocs > 0) return { status: 'replayed' }
    }
    const run = await payload.create({
      ...write,
      data: {
        startedAt: new Date().toISOString(),
        trigger: options.trigger,
        status: 'running',
        source: options.source.slice(0, 500),
        dryRun: options.dryRun ?? false,
        pushId: options.pushId,
      },
    })
    try {
      const input = await options.load()
      const report = await applyFeed(payload, input, {
        ownMediaPrefix: `${siteUrl()}/api/media/file/`,
        completeUnlessSaid: options.completeUnlessSaid,
        dryRun: options.dryRun,
        fetchPhoto: options.fetchPhoto,
      })
      await payload.update({
        ...write,
        id: run.id,
        data: {
          status: 'done',
          finishedAt: new Date().toISOString(),
          created: report.created.length,
          updated: report.updated.length,
          unchanged: report.unchanged,
          withdrawn: report.withdrawn.length,
          skipped: report.skipped.length,
          report: report as unknown as Record<string, unknown>,
        },
      })
      return { status: 'done', runId: run.id, report }
    } catch (error) {
      const message = error instanceof FeedError ? error.message : `the import stopped: ${String(error)}`
      await payload.update({
        ...write,
        id: run.id,
        data: { status: 'failed', finishedAt: new Date().toISOString(), error: message },
      })
      return { status: 'failed', runId: run.id, error: message }
    }
  })
  return result ?? { status: 'busy' }
}

/** Whether a scheduled pull is due: the last one started at least `everyMinutes` ago. */
export function pullIsDue(lastStartedAt: string | null | undefined, everyMinutes: number, now: Date): boolean {
  if (!lastStartedAt) return true
  return now.getTime() - new Date(lastStartedAt).getTime() >= everyMinutes * 60_000 - 30_000
}

/**
 * A pull of the feed at `source` (a URL, or a file for the command line): a whole feed, which
 * lists every listing unless it says otherwise.
 */
export function pullFeed(
  payload: Payload,
  source: string,
  trigger: Exclude<ImportTrigger, 'push'>,
  options: { dryRun?: boolean } = {},
): Promise<RunResult> {
  return runImport(payload, {
    source,
    load: () => readFeedSource(source),
    trigger,
    completeUnlessSaid: true,
    dryRun: options.dryRun,
  })
}
