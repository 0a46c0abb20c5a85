import crypto from 'node:crypto'

/**
 * The job queues are run by the server itself: every few seconds (JOBS_EVERY_SECONDS) it asks
 * its own `/api/payload-jobs/run`. Payload's in-process cron (`jobs.autoRun`) would start only
 * with the first back-office request, and would run the jobs outside any request, where Next
 * cannot expire cached pages: a page published on schedule would stay stale. Through the
 * endpoint each run is a request, so the collections' hooks expire the pages as they do for an
 * edit in the back office.
 */
export const JOBS_RUNNER_HEADER = 'x-vitrine-jobs-runner'
/**
 * Scheduled publishing; the outbox's mails (platform/mail/outbox.ts) on a queue of their own; the
 * search alerts' matching and hourly digest (features/alerts: the run of a queue also queues
 * the jobs of its `schedule`).
 */
export const JOBS_QUEUES = ['default', 'mail', 'alerts'] as const

/** The runner's key, derived from Payload's secret so every instance knows it. */
export function jobsRunnerKey(secret: string): string {
  return crypto.createHmac('sha256', secret).update('vitrine jobs runner').digest('hex')
}

/** Whether a request carries the runner's key (compared in constant time). */
export function isJobsRunner(headers: Headers, secret: string): boolean {
  const given = Buffer.from(headers.get(JOBS_RUNNER_HEADER) ?? '')
  const key = Buffer.from(jobsRunnerKey(secret))
  return given.length === key.length && crypto.timingSafeEqual(given, key)
}

/**
 * Starts the loop in this server process, a run every `everyMs` (JOBS_EVERY_SECONDS); a run
 * that fails is tried again next time.
 */
export function startJobsRunner(port: number, secret: string, everyMs: number): void {
  const key = jobsRunnerKey(secret)
  let running = false
  const run = async (queue: string) => {
    const res = await fetch(`http://localhost:${port}/api/payload-jobs/run?queue=${queue}&limit=10&silent=true`, {
      headers: { [JOBS_RUNNER_HEADER]: key },
      cache: 'no-store',
      signal: AbortSignal.timeout(60_000),
    })
    await res.body?.cancel()
  }
  setInterval(() => {
    if (running) return
    running = true
    // One queue after the other: the embedded database has few connections to share.
    void (async () => {
      for (const queue of JOBS_QUEUES) await run(queue).catch(() => undefined)
      running = false
    })()
  }, everyMs).unref()
}
