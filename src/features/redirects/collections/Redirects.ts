import type { CollectionConfig } from 'payload'
import { tags } from '../../../platform/cache/tags'
import { redirectKey } from '../match'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { redirectFromField, redirectTargetField } from '../web-address-field'
import { revalidateCollection } from '../../../platform/cache/revalidate'

/**
 * Old URLs sent on to their new place (301 permanent, 302 temporary). Content like the pages:
 * agents and admins edit, admins delete (into the trash). No redirect takes one of the site's
 * own pages (home and language roots, the owners' login and portal, the preview …), and only
 * an administrator may send visitors to another site (features/redirects/match.ts). Served before the page by the proxy
 * and, for paths the proxy skips, by the catch-all page (see features/redirects/queries.ts).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'type'], group: 'Content' },
  access: contentAccess(staffOrSite),
  trash: true,
  hooks: {
    ...revalidateCollection(() => [tags.redirects]),
    // One spelling of the old path, so lookups are a plain key match.
    beforeValidate: [
      ({ data }) => (data && typeof data.from === 'string' ? { ...data, from: redirectKey(data.from) } : data),
    ],
  },
  fields: [
    {
      name: 'from',
      type: 'text',
      required: true,
      unique: true,
      admin: { description: 'Old path on this site, e.g. /oude-pagina.html or /nl/diensten-oud/' },
      validate: redirectFromField,
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      // Another site's address: administrators only (fields/web-address.ts).
      admin: { description: 'New path on this site (/nl/diensten/) or a full web address (https://…)' },
      validate: redirectTargetField,
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: '301',
      options: [
        { label: '301 Moved permanently', value: '301' },
        { label: '302 Moved temporarily', value: '302' },
      ],
    },
  ],
}
