import { AsyncLocalStorage } from 'node:async_hooks'

/**
 * next/cache outside Next: integration tests call the cached queries directly. By default caching
 * is a pass-through and there is nothing to expire. A test that is about caching turns on
 * `tagCache`: entries are then kept by key and arguments with their tags, as Next keeps them, and
 * `revalidateTag` drops the entries carrying the tag and records it; every read is recorded with
 * its tags and whether the cache answered it (as a page cached by Next carries the tags of the
 * reads it made).
 */

export interface CachedRead {
  /** The read's key parts, joined ('property-detail'). */
  key: string
  args: unknown[]
  tags: string[]
  /** Answered from the cache. */
  hit: boolean
}

interface Entry {
  /** Stored as JSON, as Next stores it: a reader never shares objects with the cache. */
  json: string | undefined
  tags: string[]
}

const entries = new Map<string, Entry>()
let enabled = false
/** Set while a cached read runs: Next runs a read nested in another uncached and unrecorded. */
const nested = new AsyncLocalStorage<true>()

export const tagCache = {
  /** Every tag expired since the last `reset`, in order. */
  revalidated: [] as string[],
  /** Every cached read since the last `reset`, in order. */
  reads: [] as CachedRead[],
  enable(): void {
    enabled = true
    tagCache.reset()
  },
  /** Forget every entry and every expired tag. */
  reset(): void {
    entries.clear()
    tagCache.revalidated.length = 0
    tagCache.reads.length = 0
  },
  /** The reads `render` makes (a page's reads, say). */
  async readsOf(render: () => Promise<unknown>): Promise<CachedRead[]> {
    const start = tagCache.reads.length
    await render()
    return tagCache.reads.slice(start)
  },
}

const keyOf = (keyParts: string[] | undefined, args: unknown[]) => JSON.stringify([keyParts ?? [], args])

export function unstable_cache<A extends unknown[], R>(
  fn: (...args: A) => Promise<R>,
  keyParts?: string[],
  options: { tags?: string[] } = {},
): (...args: A) => Promise<R> {
  return async (...args: A) => {
    if (!enabled || nested.getStore()) return fn(...args)
    const key = keyOf(keyParts, args)
    const hit = entries.get(key)
    tagCache.reads.push({ key: (keyParts ?? []).join(','), args, tags: [...(options.tags ?? [])], hit: !!hit })
    if (hit) return hit.json === undefined ? (undefined as R) : (JSON.parse(hit.json) as R)
    const value = await nested.run(true, () => fn(...args))
    entries.set(key, { json: JSON.stringify(value), tags: [...(options.tags ?? [])] })
    return value
  }
}

export function revalidateTag(tag: string): void {
  tagCache.revalidated.push(tag)
  for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key)
}

export function revalidatePath(): void {}
