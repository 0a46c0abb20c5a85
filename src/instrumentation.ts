/** Runs once when the server starts; the work is Node-only (src/instrumentation-node.ts). */
export async function register() {
  // NEXT_RUNTIME is inlined by Next at build time, not a setting.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { startServerDuties } = await import('./instrumentation-node')
  await startServerDuties()
}
