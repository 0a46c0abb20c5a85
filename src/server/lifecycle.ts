import type http from 'node:http'
import { logger } from '@/platform/log'

/** How long the requests under way may take to finish once the server is told to stop. */
const STOP_GRACE_MS = 6000

/**
 * On SIGTERM or SIGINT: no new connections, the requests under way finish (idle keep-alive
 * connections close at once), Next closes, and the process exits. The launcher
 * (scripts/start.ts) gives it 8 seconds before SIGKILL.
 */
export function stopOnSignals(server: http.Server, closeApp: () => Promise<void>): void {
  let stopping = false
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return
    stopping = true
    logger.info({ signal }, 'Stopping the server.')
    const deadline = setTimeout(() => process.exit(0), STOP_GRACE_MS).unref()
    server.close(() => {
      void closeApp()
        .catch((error: unknown) => logger.error({ err: error }, 'Next did not close cleanly.'))
        .finally(() => {
          clearTimeout(deadline)
          process.exit(0)
        })
    })
    server.closeIdleConnections()
  }
  process.on('SIGTERM', stop)
  process.on('SIGINT', stop)
}

/**
 * Under the launcher, the server watches it: if the launcher dies without stopping us
 * (kill -9), its embedded database is gone, and an orphaned server would keep the port while
 * failing every request.
 */
export function watchLauncher(launcher: number | undefined): void {
  if (!launcher) return
  setInterval(() => {
    try {
      process.kill(launcher, 0)
    } catch {
      logger.error('The launcher is gone: stopping the server.')
      process.exit(1)
    }
  }, 1000).unref()
}
