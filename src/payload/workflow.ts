import type {
  CollectionAdminOptions,
  CollectionBeforeOperationHook,
  CollectionConfig,
  GeneratePreviewURL,
  PayloadRequest,
} from 'payload'
import { defaultLocale, isLocale, type Locale } from '../i18n/locales'

/**
 * The staff workflow of the content collections (properties, projects, menu pages, articles):
 * drafts and versions, publish and unpublish at a set time, a preview button and live preview.
 *
 * Payload's `_status` ('draft' | 'published') is the only publication flag: the main row holds
 * the last published version (or a never-published draft), newer drafts live in the versions
 * table. Public reads ask for `_status: 'published'` (see access/index.ts); the staff preview
 * reads the newest draft.
 */
export const draftVersions: CollectionConfig['versions'] = {
  // Scheduled publish and unpublish are `schedulePublish` jobs, run inside the server by the
  // jobs cron of payload.config.ts. One-minute steps in the back office's time picker.
  drafts: { schedulePublish: { timeIntervals: 1 } },
  maxPerDoc: 25,
}

/**
 * A document created without `draft` and without a status is published, as content was before
 * drafts existed (seed, scripts, tests, REST callers). Payload's own default would make it a
 * draft, hidden from the site; the back office always states the status.
 */
export const publishUnlessDraft: CollectionBeforeOperationHook = ({ args, operation }) => {
  if (operation !== 'create') return args
  const create = args as { data?: Record<string, unknown>; draft?: boolean }
  if (create.data && !create.draft && create.data._status === undefined) create.data._status = 'published'
  return args
}

type Target =
  | { kind: 'page'; key: string }
  | { kind: 'property'; id: number }
  | { kind: 'project'; id: number; title?: string }
  | { kind: 'article'; section: 'services' | 'testimonials'; slug: string }

/** What a document of a content collection shows as, for the preview URL. */
function targetOf(collection: string, doc: Record<string, unknown>): Target | null {
  const id = Number(doc.id)
  switch (collection) {
    case 'menu-pages':
      return typeof doc.key === 'string' ? { kind: 'page', key: doc.key } : null
    case 'properties':
      return id ? { kind: 'property', id } : null
    case 'projects':
      return id ? { kind: 'project', id, title: typeof doc.title === 'string' ? doc.title : undefined } : null
    case 'articles':
      return typeof doc.slug === 'string' && doc.slug
        ? { kind: 'article', section: doc.kind === 'testimonial' ? 'testimonials' : 'services', slug: doc.slug }
        : null
  }
  return null
}

/** Menu pages' per-language paths, read with the request (the preview buttons' route table). */
async function routeTable(req: PayloadRequest) {
  const { RouteTable } = await import('../i18n/routes')
  // The Local API sets the request's locale to the one it reads in ('all'); the back office
  // builds the Preview and Live Preview addresses from the same request, one after the other.
  const editing = req.locale
  try {
    const res = await req.payload.find({
      collection: 'menu-pages',
      locale: 'all',
      depth: 0,
      pagination: false,
      select: { key: true, path: true },
      req,
    })
    return new RouteTable(
      res.docs.map((d) => ({ key: String(d.key), paths: (d.path ?? {}) as unknown as Record<Locale, string> })),
    )
  } finally {
    req.locale = editing
  }
}

/**
 * The document's page in the staff preview (`/{locale}/preview/{path}/`, which shows the newest
 * draft), in the language being edited; null when the document has no page yet.
 */
async function previewPath(collection: string, doc: Record<string, unknown>, locale: unknown, req: PayloadRequest) {
  const target = targetOf(collection, doc)
  if (!target) return null
  const lang = isLocale(locale) ? locale : defaultLocale
  const href = (await routeTable(req)).href(target, lang)
  // href is `/{lang}/{path}/`: the preview route takes the same path after `preview/`.
  return `/${lang}/preview${href.slice(lang.length + 1) || '/'}`
}

/** The back office's Preview button: the document's page in the staff preview, in a new tab. */
export function previewButton(collection: string): GeneratePreviewURL {
  return (doc, { locale, req }) => previewPath(collection, doc, locale, req)
}

/**
 * The Preview button and Live Preview of a content collection. Live Preview shows the same staff
 * preview page beside the form; the page refreshes itself each time a draft is saved
 * (features/preview/LivePreviewRefresh.tsx). Its address is absolute: the back office posts
 * messages to the frame with the address's origin as target, which must be the site's own
 * (`siteUrl`, read when the back office asks).
 */
export function staffPreview(
  collection: string,
  siteUrl: () => string,
): Pick<CollectionAdminOptions, 'preview' | 'livePreview'> {
  return {
    preview: previewButton(collection),
    livePreview: {
      url: async ({ data, locale, req }) => {
        const path = await previewPath(collection, data, locale?.code, req)
        return path ? siteUrl() + path : null
      },
    },
  }
}
