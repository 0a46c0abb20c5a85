/**
 * The site's server: Next behind a plain Node HTTP server (Next's custom-server API), with what
 * happens around Next's handling of each request written here (src/server/request.ts) instead
 * of patched into Node or Next.
 *
 *   node src/server/run.cjs [--dev]
 *
 * Started by scripts/start.ts (`npm start`, `npm run dev`) and scripts/pair.ts, after the build
 * and the database are ready; it reads PORT and the other settings from the environment
 * (src/platform/env.ts). `--dev` serves with Next's development server (hot reload) instead of
 * the build.
 */
import http from 'node:http'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import next from 'next'
import { env } from '@/platform/env'
import { startJobsRunner } from '@/platform/jobs/runner'
import { logger } from '@/platform/log'
import { payloadSecret } from '@/platform/secret'
import { stopOnSignals, watchLauncher } from './lifecycle'
import { installPageCache } from './page-cache'
import { requestListeners } from './request'

async function main() {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
  const dev = process.argv.includes('--dev')
  const settings = env()

  // Before Next loads: code that flushes on shutdown adds its listener only beside ours
  // (features/page-views/process-counter.ts).
  const server = http.createServer()
  const app = next({ dev, dir: root, port: settings.PORT, hostname: 'localhost' })
  stopOnSignals(server, () => app.close())
  watchLauncher(settings.VITRINE_LAUNCHER_PID)

  await installPageCache(root, settings.REDIS_URL)
  await app.prepare()
  const listeners = requestListeners(app.getRequestHandler(), {
    trustedProxies: settings.TRUSTED_PROXIES,
    logAnswers: settings.LOG_REQUESTS === '1',
    dev,
    staticDir: path.join(root, '.next/static'),
  })
  server.on('request', listeners.request)
  // Without this listener Node itself tells every `Expect: 100-continue` client to send its body.
  server.on('checkContinue', listeners.checkContinue)
  // WebSocket upgrades (the development server's hot reload): Next adds its listener to this
  // server on the first request.

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(settings.PORT, () => resolve())
  })
  logger.info({ port: settings.PORT, dev }, `Ready on http://localhost:${settings.PORT}/`)

  // Scheduled publish and unpublish run inside the server (platform/jobs/runner.ts).
  startJobsRunner(settings.PORT, payloadSecret(), settings.JOBS_EVERY_SECONDS * 1000)
}

main().catch((error: unknown) => {
  logger.fatal({ err: error }, 'The server could not start.')
  process.exit(1)
})
