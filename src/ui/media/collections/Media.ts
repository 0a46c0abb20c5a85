import type { CollectionConfig } from 'payload'
import { MEDIA_SIZES } from '../sizes'
import { env } from '../../../platform/env'
import { contentAccess, roleOf, isServerRead } from '../../../payload/access'
import { mediaChangeTags } from '../../../platform/cache/changes'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l } from '../../../i18n/admin-text'

/** Images with the four widths the site uses (100/400/600/1360). */
export const Media: CollectionConfig = {
  slug: 'media',
  labels: {
    singular: l('Media file', 'Mediabestand', 'Fichier média', 'Mediendatei'),
    plural: l('Media', 'Media', 'Médias', 'Medien'),
  },
  admin: { group: adminGroups.content },
  // The files are public (pages show them, and a browser fetches them by URL); the list of
  // media documents, with the names of files no page uses, is for staff and the site's code.
  // With media in S3, a file read answers with a query rather than `true`: Payload then hands
  // the storage plugin the file's row, which it would otherwise look up with the visitor's rights.
  access: contentAccess(({ req, isReadingStaticFile }) =>
    isReadingStaticFile ? (env().s3 ? { id: { exists: true } } : true) : !!roleOf(req) || isServerRead(req),
  ),
  trash: true,
  hooks: revalidateCollection(({ doc, previousDoc, deleted }) => mediaChangeTags(doc, previousDoc, deleted)),
  upload: {
    staticDir: env().mediaDir,
    // No SVG: an SVG can carry script that would run on the site's own origin.
    mimeTypes: ['image/jpeg', 'image/png', 'image/webp'],
    focalPoint: true,
    // WebP renditions; the site's <img> tags offer them in srcset (ui/media).
    imageSizes: MEDIA_SIZES.map(({ name, width, quality }) => ({
      name,
      width,
      formatOptions: { format: 'webp' as const, options: { quality } },
    })),
    adminThumbnail: 'w100',
  },
  fields: [
    // A photo of a listing imported from the agency's CRM (features/listings-feed): where it was
    // fetched and its content's hash, so each photo is fetched and stored once.
    { name: 'sourceUrl', type: 'text', index: true, admin: { hidden: true } },
    { name: 'sourceHash', type: 'text', index: true, admin: { hidden: true } },
    {
      name: 'alt',
      type: 'text',
      localized: true,
      label: l('Alternative text', 'Alternatieve tekst', 'Texte alternatif', 'Alternativtext'),
    },
  ],
}
