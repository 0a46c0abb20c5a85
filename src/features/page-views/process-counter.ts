import { ViewCounter } from './counter'
import type { ViewCount } from './mutations'

/** Writes one batch of counts to the database (mutations.ts `addViews` through Payload's pool). */
export type ViewWriter = (counts: ViewCount[]) => Promise<void>

const COUNTER = Symbol.for('vitrine.page-views.counter')
const WRITER = Symbol.for('vitrine.page-views.writer')

type Shared = { [COUNTER]?: ViewCounter; [WRITER]?: ViewWriter }

/**
 * Hands the process's counter its writer. The counter is filled where the beacon is answered:
 * the server entry (src/server/beacon.ts), whose modules are not Next's bundle and so cannot
 * reach Payload without starting a second one; or Next's route. The writer comes from the side
 * that has Payload, Next's bundle (writer.ts, at Next's start and when the route loads): both
 * meet on globalThis, as the database outage state does (platform/outage/state.ts).
 */
export function setViewWriter(write: ViewWriter): void {
  ;(globalThis as Shared)[WRITER] = write
}

/**
 * This process's counter: one per process (a global, so the server entry's modules and Next's
 * bundle, and a module evaluated again as in development, share it). Its writes wait for the
 * writer (a batch written before there is one fails and is kept to retry).
 */
export function pageViewCounter(): ViewCounter {
  const g = globalThis as Shared
  if (!g[COUNTER]) {
    const counter = new ViewCounter({
      write: (counts) => {
        const write = (globalThis as Shared)[WRITER]
        return write ? write(counts) : Promise.reject(new Error('no writer yet (Next has not started)'))
      },
      log: (message) => console.warn(`[vitrine] ${message}`),
    })
    g[COUNTER] = counter
    flushOnShutdown(counter)
  }
  return g[COUNTER]
}

/**
 * Writes what is left when the server is told to stop, best effort: the server entry
 * (src/server/lifecycle.ts) lets the requests under way finish before it exits on SIGTERM/SIGINT,
 * which leaves a write of a few milliseconds time. Only beside a handler that is already there:
 * a listener of our own would otherwise keep a process alive that the signal should end.
 */
function flushOnShutdown(counter: ViewCounter) {
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    if (process.listenerCount(signal) > 0) process.once(signal, () => void counter.flush())
  }
}
