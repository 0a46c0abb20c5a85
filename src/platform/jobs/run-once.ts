import 'server-only'
import type { Payload } from 'payload'
import { lockPoolOf, whileHoldingLock, type LockPool } from '@/platform/db/advisory-lock'
import { payload as localApi } from '@/payload/local-api'

/**
 * A run of the job queues (GET /api/payload-jobs/run, by each server's runner every few seconds
 * or by staff) happens on one instance at a time. Payload 3.90 claims jobs on PostgreSQL with a
 * read, then an update by id, with no lock (drizzle's updateJobs): two runs at the same moment
 * both claim the same queued job, and an outbox mail would be sent twice. Each run holds a
 * PostgreSQL advisory lock; a run that finds it held answers at once and leaves the jobs to
 * the run in progress (the runner asks again in a few seconds): platform/db/advisory-lock.ts.
 */
export const JOBS_RUN_PATH = '/api/payload-jobs/run'
/** The lock's number: any constant the application uses for nothing else. */
export const JOBS_LOCK_KEY = 7_131_001

/** Runs `run` while holding the jobs lock; null, at once, when another run holds it. */
export const whileHoldingJobsLock = <T>(pool: LockPool | null, run: () => Promise<T>): Promise<T | null> =>
  whileHoldingLock(JOBS_LOCK_KEY, pool, run)

type RouteHandler<A> = (request: Request, args: A) => Promise<Response>

/**
 * Puts back in the queue the jobs a run claimed and never finished. Payload marks the jobs a run
 * takes `processing` and never takes such a job again; with the jobs lock held no other run is
 * working, so a job still marked was left by a server that died during its run (a mail that would
 * otherwise never go). Called by a run holding the lock, before it takes its jobs.
 */
export async function releaseAbandonedJobs(payload: Payload): Promise<number> {
  const { docs } = await payload.update({
    collection: 'payload-jobs',
    where: { processing: { equals: true } },
    data: { processing: false },
    depth: 0,
  })
  return docs.length
}

/** Wraps the REST GET route: a run of the jobs holds the lock, every other request passes. */
export function jobsRunOnce<A>(handler: RouteHandler<A>): RouteHandler<A> {
  return async (request, args) => {
    if (new URL(request.url).pathname !== JOBS_RUN_PATH) return handler(request, args)
    const payload = await localApi()
    const answer = await whileHoldingJobsLock(lockPoolOf(payload), async () => {
      await releaseAbandonedJobs(payload)
      return handler(request, args)
    })
    // 409: another run is working the queues now (a cron may log it; nothing is lost).
    return answer ?? Response.json({ running: true }, { status: 409, headers: { 'Cache-Control': 'no-store' } })
  }
}
