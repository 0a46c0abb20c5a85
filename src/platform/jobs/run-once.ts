import 'server-only'
import type { Payload } from 'payload'
import { env } from '@/platform/env'
import { payload as localApi } from '@/payload/local-api'

/**
 * A run of the job queues (GET /api/payload-jobs/run, by each server's runner every few seconds
 * or by staff) happens on one instance at a time. Payload 3.90 claims jobs on PostgreSQL with a
 * read, then an update by id, with no lock (drizzle's updateJobs): two runs at the same moment
 * both claim the same queued job, and an outbox mail would be sent twice. Each run holds a
 * PostgreSQL advisory lock; a run that finds it held answers at once and leaves the jobs to
 * the run in progress (the runner asks again in a few seconds).
 */
export const JOBS_RUN_PATH = '/api/payload-jobs/run'
/** The lock's number: any constant the application uses for nothing else. */
export const JOBS_LOCK_KEY = 7_131_001

interface LockClient {
  query: (sql: string, values?: unknown[]) => Promise<{ rows: Array<Record<string, unknown>> }>
  release: (destroy?: boolean) => void
}
interface LockPool {
  connect: () => Promise<LockClient>
}

/** Within this process: the embedded database has one server, and two connections only. */
let runningHere = false

/**
 * Runs `run` while holding the jobs lock; null, at once, when another run holds it. The lock is
 * a session lock on a connection of its own, freed by PostgreSQL if this process dies.
 */
export async function whileHoldingJobsLock<T>(pool: LockPool | null, run: () => Promise<T>): Promise<T | null> {
  if (runningHere) return null
  runningHere = true
  try {
    if (!pool) return await run()
    const client = await pool.connect()
    let broken = false
    try {
      const { rows } = await client.query('SELECT pg_try_advisory_lock($1) AS locked', [JOBS_LOCK_KEY])
      if (rows[0]?.locked !== true) return null
      try {
        return await run()
      } finally {
        await client.query('SELECT pg_advisory_unlock($1)', [JOBS_LOCK_KEY]).catch(() => (broken = true))
      }
    } catch (error) {
      broken = true
      throw error
    } finally {
      // A connection whose unlock failed is closed: closing it frees the lock.
      client.release(broken)
    }
  } finally {
    runningHere = false
  }
}

/** The pool to lock on: the server's, not the embedded database (one server, two connections). */
function lockPool(p: Payload): LockPool | null {
  if (env().DB_EMBEDDED === '1') return null
  return (p.db as unknown as { pool: LockPool }).pool
}

type RouteHandler<A> = (request: Request, args: A) => Promise<Response>

/** Wraps the REST GET route: a run of the jobs holds the lock, every other request passes. */
export function jobsRunOnce<A>(handler: RouteHandler<A>): RouteHandler<A> {
  return async (request, args) => {
    if (new URL(request.url).pathname !== JOBS_RUN_PATH) return handler(request, args)
    const answer = await whileHoldingJobsLock(lockPool(await localApi()), () => handler(request, args))
    // 409: another run is working the queues now (a cron may log it; nothing is lost).
    return answer ?? Response.json({ running: true }, { status: 409, headers: { 'Cache-Control': 'no-store' } })
  }
}
