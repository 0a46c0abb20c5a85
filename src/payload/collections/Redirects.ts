import type { CollectionConfig } from 'payload'
import { tags } from '../../features/cache/tags'
import { isRedirectTarget, redirectKey } from '../../features/redirects/match'
import { contentAccess, staffOrSite } from '../access'
import { revalidateCollection } from '../hooks/revalidate'

/**
 * Old URLs sent on to their new place (301 permanent, 302 temporary). Content like the pages:
 * agents and admins edit, admins delete (into the trash). Served before the page by the proxy
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
      validate: (value: string | null | undefined) =>
        (!!value && value !== '/' && !/^\/(admin|api|_next)(\/|$)/.test(value)) ||
        'A path of this site, not the home page, the back office or the API',
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      admin: { description: 'New path on this site (/nl/diensten/) or a full web address (https://…)' },
      validate: (value: string | null | undefined) =>
        (!!value && isRedirectTarget(value)) || 'A path starting with / or an address starting with https://',
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
