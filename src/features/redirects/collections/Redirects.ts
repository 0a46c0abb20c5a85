import type { CollectionConfig } from 'payload'
import { tags } from '../../../platform/cache/tags'
import { redirectKey } from '../match'
import { contentAccess, staffOrSite } from '../../../payload/access'
import { redirectFromField, redirectTargetField } from '../web-address-field'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { adminGroups } from '../../../payload/admin-groups'
import { l, options } from '../../../i18n/admin-text'

/**
 * Old URLs sent on to their new place (301 permanent, 302 temporary). Content like the pages:
 * agents and admins edit, admins delete (into the trash). No redirect takes one of the site's
 * own pages (home and language roots, the owners' login and portal, the preview …), and only
 * an administrator may send visitors to another site (features/redirects/match.ts). Served before the page by the proxy
 * and, for paths the proxy skips, by the catch-all page (see features/redirects/queries.ts).
 */
export const Redirects: CollectionConfig = {
  slug: 'redirects',
  labels: {
    singular: l('Redirect', 'Doorverwijzing', 'Redirection', 'Weiterleitung'),
    plural: l('Redirects', 'Doorverwijzingen', 'Redirections', 'Weiterleitungen'),
  },
  admin: { useAsTitle: 'from', defaultColumns: ['from', 'to', 'type'], group: adminGroups.content },
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
      label: l('Old path', 'Oud pad', 'Ancien chemin', 'Alter Pfad'),
      admin: {
        description: l(
          'Old path on this site, e.g. /oude-pagina.html or /nl/diensten-oud/',
          'Oud pad op deze site, bv. /oude-pagina.html of /nl/diensten-oud/',
          'Ancien chemin sur ce site, p. ex. /oude-pagina.html ou /nl/diensten-oud/',
          'Alter Pfad auf dieser Website, z. B. /oude-pagina.html oder /nl/diensten-oud/',
        ),
      },
      validate: redirectFromField,
    },
    {
      name: 'to',
      type: 'text',
      required: true,
      // Another site's address: administrators only (fields/web-address.ts).
      label: l('Redirect to', 'Doorverwijzen naar', 'Rediriger vers', 'Weiterleiten nach'),
      admin: {
        description: l(
          'New path on this site (/nl/diensten/) or a full web address (https://…)',
          'Nieuw pad op deze site (/nl/diensten/) of een volledig webadres (https://…)',
          'Nouveau chemin sur ce site (/nl/diensten/) ou une adresse web complète (https://…)',
          'Neuer Pfad auf dieser Website (/nl/diensten/) oder eine vollständige Webadresse (https://…)',
        ),
      },
      validate: redirectTargetField,
    },
    {
      name: 'type',
      type: 'select',
      required: true,
      defaultValue: '301',
      label: l('Kind of redirect', 'Soort doorverwijzing', 'Type de redirection', 'Art der Weiterleitung'),
      options: options([
        [
          '301',
          l(
            '301 Moved permanently',
            '301 Permanent verplaatst',
            '301 Déplacé définitivement',
            '301 Dauerhaft verschoben',
          ),
        ],
        [
          '302',
          l(
            '302 Moved temporarily',
            '302 Tijdelijk verplaatst',
            '302 Déplacé temporairement',
            '302 Vorübergehend verschoben',
          ),
        ],
      ]),
    },
  ],
}
