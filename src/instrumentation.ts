/**
 * Runs once when the server starts. Under the launcher, the server watches it: if the launcher
 * dies without stopping us (kill -9), its embedded database is gone, and an orphaned server
 * would keep the port while failing every request.
 */
export async function register() {
  // NEXT_RUNTIME is inlined by Next at build time, not a setting.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { env } = await import('./lib/env')
  const launcher = env().VITRINE_LAUNCHER_PID
  if (!launcher) return
  setInterval(() => {
    try {
      process.kill(launcher, 0)
    } catch {
      console.error('[vitrine] The launcher is gone: stopping the server.')
      process.exit(1)
    }
  }, 1000).unref()
}
