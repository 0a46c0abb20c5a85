import 'server-only'
import { setViewWriter } from './process-counter'

/**
 * Gives the process's page-view counter its writer, through this bundle's Payload (Next's, where
 * the pages' Payload lives): called when Next starts (src/instrumentation.ts) and when the
 * route loads (endpoint.ts). Payload is loaded at the first write, not at start.
 */
export function installViewWriter(): void {
  setViewWriter(async (counts) => {
    const [{ payload }, { addViews }] = await Promise.all([import('@/payload/local-api'), import('./mutations')])
    await addViews(await payload(), counts)
  })
}
