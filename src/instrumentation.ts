/**
 * Runs once when Next starts (Next's instrumentation hook), in the process of the server entry
 * (src/server/main.ts). The entry answers the property page's view beacon itself
 * (src/server/beacon.ts); its modules are not Next's bundle, so the counter gets its database
 * writer from here, through the bundle's Payload (features/page-views/writer.ts).
 */
export async function register() {
  // NEXT_RUNTIME is inlined by Next at build time, not a setting.
  // eslint-disable-next-line no-restricted-properties
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  const { installViewWriter } = await import('@/features/page-views/writer')
  installViewWriter()
}
