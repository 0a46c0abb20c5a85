import type { CollectionAfterChangeHook, CollectionAfterDeleteHook, GlobalAfterChangeHook } from 'payload'

/**
 * Public pages are cached by tag; a change in the back office expires the tag at once so the
 * next visitor sees it. Outside a Next request (seed, migrations, tests) there is no cache to
 * expire and next/cache throws: that is expected and ignored.
 */
export async function expireTags(tags: string[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    for (const tag of tags) revalidateTag(tag, { expire: 0 })
  } catch {
    /* not inside Next: nothing cached */
  }
}

/** One hook for every kind of change: expire the tags (plus 'content') unless told not to. */
function expireOnChange(tags: string[]) {
  const all = [...tags, 'content']
  return async <T>({ doc, req }: { doc: T; req: { context?: Record<string, unknown> } }): Promise<T> => {
    if (!req.context?.skipRevalidate) await expireTags(all)
    return doc
  }
}

export function revalidateCollection(...tags: string[]): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const hook = expireOnChange(tags)
  return { afterChange: [hook], afterDelete: [hook] }
}

export function revalidateGlobal(...tags: string[]): GlobalAfterChangeHook[] {
  return [expireOnChange(tags)]
}
