import type { ModuleContext } from '@/features/pages/types'
import type { PropertyListModule as Module } from '@/payload/payload-types'

/**
 * A property list module (SPEC §2/§3): with `maxItems` a capped grid (home: 4, 4 per row);
 * without it the full list of its goal with filters, sort, paging and the list/map switch,
 * all read from the URL (`listQuery`).
 */
export async function PropertyListModule(_props: ModuleContext<Module>) {
  return null
}
