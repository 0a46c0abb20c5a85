import path from 'node:path'
import type { CollectionConfig } from 'payload'
import { env } from '../../lib/env'
import { contentAccess, roleOf, isServerRead } from '../access'
import { mediaChangeTags } from '../../features/cache/changes'
import { revalidateCollection } from '../hooks/revalidate'

/** Images with the four widths the site uses (SPEC §9: 100/400/600/1360). */
export const Media: CollectionConfig = {
  slug: 'media',
  admin: { group: 'Content' },
  // The files are public (pages show them, and a browser fetches them by URL); the list of
  // media documents, with the names of files no page uses, is for staff and the site's code.
  access: contentAccess(({ req, isReadingStaticFile }) => !!isReadingStaticFile || !!roleOf(req) || isServerRead(req)),
  trash: true,
  hooks: revalidateCollection(({ doc, previousDoc, deleted }) => mediaChangeTags(doc, previousDoc, deleted)),
  upload: {
    staticDir: path.join(env().varDir, 'media'),
    // No SVG: an SVG can carry script that would run on the site's own origin.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    focalPoint: true,
    imageSizes: [
      { name: 'w100', width: 100, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'w400', width: 400, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'w600', width: 600, formatOptions: { format: 'webp', options: { quality: 75 } } },
      { name: 'w1360', width: 1360, formatOptions: { format: 'webp', options: { quality: 78 } } },
    ],
    adminThumbnail: 'w100',
  },
  fields: [{ name: 'alt', type: 'text', localized: true }],
}
