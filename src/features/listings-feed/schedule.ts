import type { Payload, PayloadRequest, TaskConfig } from 'payload'
import { env } from '@/platform/env'
import { feedUrlOf } from './feed-url'
import { pullFeed, pullIsDue } from './run'

export interface PullSchedule {
  /** The feed pulled; none: no scheduled pull. */
  url?: string
  everyMinutes: number
  /** Where each value comes from: the back office's settings, or the server's environment. */
  urlFrom?: 'settings' | 'env'
  everyFrom: 'settings' | 'env'
}

/**
 * The scheduled pull in effect: the back office's settings (the listings-feed-settings global)
 * where an administrator set them, else IMPORT_FEED_URL and IMPORT_EVERY_MINUTES.
 */
export async function pullSchedule(payload: Payload, req?: PayloadRequest): Promise<PullSchedule> {
  const settings = await payload.findGlobal({
    slug: 'listings-feed-settings',
    depth: 0,
    overrideAccess: true,
    req,
  })
  const { IMPORT_FEED_URL, IMPORT_EVERY_MINUTES } = env()
  const setUrl = feedUrlOf(settings.feedUrl)
  const setEvery = typeof settings.everyMinutes === 'number' ? settings.everyMinutes : undefined
  const url = setUrl ?? IMPORT_FEED_URL
  return {
    url,
    urlFrom: setUrl ? 'settings' : url ? 'env' : undefined,
    everyMinutes: setEvery ?? IMPORT_EVERY_MINUTES,
    everyFrom: setEvery === undefined ? 'env' : 'settings',
  }
}

/**
 * The scheduled pull of the agency's feed (pullSchedule above): the task is looked at every five
 * minutes on the default queue, which each server's runner works (platform/jobs/runner.ts), and
 * pulls when the last scheduled run is old enough. It runs inside the runner's request, so the
 * collections' hooks expire the pages a change affects; the import lock keeps it to one run at
 * a time across all app servers.
 */
export const pullFeedTask: TaskConfig<{ input: object; output: { ran: boolean } }> = {
  slug: 'pullListingsFeed',
  label: 'Pull the listings feed (listings-feed-settings, else IMPORT_FEED_URL)',
  schedule: [{ cron: '0 */5 * * * *', queue: 'default' }],
  outputSchema: [{ name: 'ran', type: 'checkbox', required: true }],
  handler: async ({ req }) => {
    const { url, everyMinutes } = await pullSchedule(req.payload, req)
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
    if (!pullIsDue(last.docs[0]?.startedAt, everyMinutes, new Date())) return { output: { ran: false } }
    const result = await pullFeed(req.payload, url, 'schedule')
    return { output: { ran: result.status === 'done' || result.status === 'failed' } }
  },
}
