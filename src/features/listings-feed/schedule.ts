import type { TaskConfig } from 'payload'
import { env } from '@/platform/env'
import { pullIsDue, readFeedSource, runImport } from './run'

/**
 * The scheduled pull of the agency's feed (IMPORT_FEED_URL, every IMPORT_EVERY_MINUTES): the
 * task is looked at every five minutes on the default queue, which each server's runner works
 * (platform/jobs/runner.ts), and pulls when the last scheduled run is old enough. It runs inside
 * the runner's request, so the collections' hooks expire the pages a change affects; the import
 * lock keeps it to one run at a time across all app servers.
 */
export const pullFeedTask: TaskConfig<{ input: object; output: { ran: boolean } }> = {
  slug: 'pullListingsFeed',
  label: 'Pull the listings feed (IMPORT_FEED_URL)',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'ran', type: 'checkbox', required: true }],
  handler: async ({ req }) => {
    const { IMPORT_FEED_URL: url, IMPORT_EVERY_MINUTES: every } = env()
    if (!url) return { output: { ran: false } }
    const last = await req.payload.find({
      collection: 'import-runs',
      where: { trigger: { equals: 'schedule' } },
      sort: '-startedAt',
      limit: 1,
      depth: 0,
      select: { startedAt: true },
      req,
    })
    if (!pullIsDue(last.docs[0]?.startedAt, every, new Date())) return { output: { ran: false } }
    const result = await runImport(req.payload, {
      source: url,
      load: () => readFeedSource(url),
      trigger: 'schedule',
      completeUnlessSaid: true,
    })
    return { output: { ran: result.status === 'done' || result.status === 'failed' } }
  },
}
