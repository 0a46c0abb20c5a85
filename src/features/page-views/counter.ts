import type { ViewCount } from './mutations'

export interface CounterOptions {
  /** Writes one batch (one statement); a rejection keeps the batch for the next try. */
  write(counts: ViewCount[]): Promise<void>
  /** Time between a first view and its flush. */
  intervalMs?: number
  /** Longest wait between retries while writes fail. */
  maxRetryMs?: number
  /** Distinct (property, day) pairs held in memory; views of further pairs are dropped. */
  maxKeys?: number
  log?(message: string): void
}

/**
 * Page views counted in memory per (property, day) and written in batches: a view costs the
 * request no database round trip, and a busy page costs one row update per flush, not one per
 * visitor. A failed write keeps its counts and retries with backoff; memory stays bounded by
 * `maxKeys` (the ids come from clients, so their number is not ours to trust).
 */
export class ViewCounter {
  private counts = new Map<string, ViewCount>()
  private timer: ReturnType<typeof setTimeout> | undefined
  private flushing: Promise<void> | undefined
  private failures = 0
  private dropped = 0
  private readonly intervalMs: number
  private readonly maxRetryMs: number
  private readonly maxKeys: number

  constructor(private readonly options: CounterOptions) {
    this.intervalMs = options.intervalMs ?? 1000
    this.maxRetryMs = options.maxRetryMs ?? 30_000
    this.maxKeys = options.maxKeys ?? 10_000
  }

  /** Counts one view; false when it was dropped because memory is full. */
  record(propertyId: number, day: string): boolean {
    const added = this.add({ propertyId, day, views: 1 })
    this.schedule(this.intervalMs)
    return added
  }

  /** Distinct (property, day) pairs waiting to be written. */
  get pending(): number {
    return this.counts.size
  }

  /**
   * Writes every view recorded before the call (after a write already under way). Resolves
   * also when the write fails: the counts are then kept and retried.
   */
  async flush(): Promise<void> {
    while (this.flushing) await this.flushing
    if (!this.counts.size) return
    const batch = [...this.counts.values()]
    this.counts = new Map()
    this.clearTimer()
    this.flushing = this.options.write(batch).then(
      () => {
        if (this.failures) this.options.log?.(`page views: writing again after ${this.failures} failed tries`)
        this.failures = 0
      },
      (error: unknown) => {
        if (!this.failures) this.options.log?.(`page views: writing failed, kept to retry: ${String(error)}`)
        this.failures++
        for (const c of batch) this.add(c)
      },
    )
    try {
      await this.flushing
    } finally {
      this.flushing = undefined
    }
    if (this.counts.size) this.schedule(Math.min(this.intervalMs * 2 ** this.failures, this.maxRetryMs))
  }

  private add(c: ViewCount): boolean {
    const key = `${c.propertyId}|${c.day}`
    const held = this.counts.get(key)
    if (held) {
      held.views += c.views
      return true
    }
    if (this.counts.size >= this.maxKeys) {
      // Said once per burst, not per view.
      if (this.dropped++ === 0) this.options.log?.(`page views: ${this.maxKeys} pairs waiting, dropping new ones`)
      return false
    }
    this.dropped = 0
    this.counts.set(key, { ...c })
    return true
  }

  private schedule(delayMs: number): void {
    if (this.timer) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush()
    }, delayMs)
    // A pending flush never keeps the process alive (shutdown flushes: see endpoint.ts).
    this.timer.unref?.()
  }

  private clearTimer(): void {
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
  }
}
