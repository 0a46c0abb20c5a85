import type {
  CollectionAfterChangeHook,
  CollectionAfterDeleteHook,
  GlobalAfterChangeHook,
  PayloadRequest,
} from 'payload'
import { projectChangeTags, projectNameChanged } from './changes'
import { tags, type CacheTag } from './tags'

/**
 * Public pages are cached by tag; a change in the back office expires at once the tags of what
 * it changed, so the next visitor sees it and every other page stays cached. Outside a Next
 * request (seed, migrations) there is no cache to expire and next/cache throws: that is
 * expected and ignored.
 */
export async function expireTags(expired: CacheTag[]): Promise<void> {
  try {
    const { revalidateTag } = await import('next/cache')
    // Staff expect to see their edit on the next request: expire now, no stale-while-revalidate.
    for (const tag of new Set(expired)) revalidateTag(tag, { expire: 0 })
  } catch {
    /* not inside Next: nothing cached */
  }
}

type Doc = Record<string, unknown>

export interface Change {
  doc: Doc
  /** The document before the change; null when created or deleted. */
  previousDoc: Doc | null
  deleted: boolean
  req: PayloadRequest
}

/** What a change affects, as tags (src/platform/cache/changes.ts). */
export type TagsOfChange = (change: Change) => CacheTag[] | Promise<CacheTag[]>

const skip = (req: PayloadRequest) => req.context?.skipRevalidate === true

/** After a create, update (trash included) or delete: expire the tags the change affects. */
export function revalidateCollection(tagsOf: TagsOfChange): {
  afterChange: CollectionAfterChangeHook[]
  afterDelete: CollectionAfterDeleteHook[]
} {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    if (!skip(req))
      await expireTags(
        await tagsOf({ doc, previousDoc: operation === 'create' ? null : previousDoc, deleted: false, req }),
      )
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    if (!skip(req)) await expireTags(await tagsOf({ doc, previousDoc: null, deleted: true, req }))
    return doc
  }
  return { afterChange: [afterChange], afterDelete: [afterDelete] }
}

export function revalidateGlobal(...expired: CacheTag[]): GlobalAfterChangeHook[] {
  return [
    async ({ doc, req }) => {
      if (!skip(req)) await expireTags(expired)
      return doc
    },
  ]
}

/**
 * A project, and the pages of its properties when the name they show changed (trashing it
 * included; a project deleted for good has already left them through the trash).
 */
export const projectChange: TagsOfChange = async ({ doc, previousDoc, deleted, req }) => {
  const out = projectChangeTags(doc)
  if (deleted || projectNameChanged(doc, previousDoc)) {
    const linked = await req.payload.find({
      collection: 'properties',
      where: { project: { equals: doc.id } },
      depth: 0,
      pagination: false,
      select: {},
      req,
    })
    out.push(...linked.docs.map((p) => tags.property(p.id)))
  }
  return out
}
