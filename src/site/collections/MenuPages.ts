import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../../payload/access'
import { moduleBlocks } from '../../features/modules/registry'
import { menuPageChangeTags } from '../../platform/cache/changes'
import { redirectTargetField } from '../../features/redirects/web-address-field'
import { revalidateCollection } from '../../platform/cache/revalidate'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../payload/workflow'

const pathPattern = /^[\p{L}\p{N}][\p{L}\p{N}-]*(\/[\p{L}\p{N}][\p{L}\p{N}-]*)*$/u

/**
 * Pages of the site and of its main menu. `key` is the original path of SPEC §2 (home,
 * for-sale …) that code refers to; `path` is the URL part per language (the route table).
 */
export const MenuPages: CollectionConfig = {
  slug: 'menu-pages',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'key', '_status', 'showInMenu', 'sort'],
    group: 'Content',
    ...staffPreview('menu-pages'),
  },
  access: contentAccess(publishedOr()),
  trash: true,
  defaultSort: 'sort',
  versions: draftVersions,
  hooks: {
    ...revalidateCollection(({ doc, previousDoc }) => menuPageChangeTags(doc, previousDoc)),
    beforeOperation: [publishUnlessDraft],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Page',
          fields: [
            { name: 'title', type: 'text', required: true, localized: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'key',
                  type: 'text',
                  required: true,
                  unique: true,
                  admin: { description: 'Original path, e.g. home, for-sale, contact' },
                },
                {
                  name: 'path',
                  type: 'text',
                  localized: true,
                  admin: { description: 'URL in this language, without slashes; empty for home' },
                  validate: (value: string | null | undefined) =>
                    !value || pathPattern.test(value) || 'Use letters, digits and hyphens, parts separated by /',
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'showInMenu', type: 'checkbox', defaultValue: true },
                { name: 'sort', type: 'number', defaultValue: 0 },
              ],
            },
            { name: 'parent', type: 'relationship', relationTo: 'menu-pages' },
            { name: 'description', type: 'textarea', localized: true },
            { name: 'content', type: 'richText', localized: true },
            { name: 'modules', type: 'blocks', blocks: moduleBlocks },
          ],
        },
        {
          label: 'Layout',
          fields: [
            {
              type: 'row',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  defaultValue: 'page',
                  options: [
                    { label: 'Page', value: 'page' },
                    { label: 'Redirect', value: 'redirect' },
                  ],
                },
                // A site path, or another site's address set by an administrator.
                { name: 'redirectUrl', type: 'text', validate: redirectTargetField },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'showBreadCrumb', type: 'checkbox', defaultValue: true },
                { name: 'showPageBanner', type: 'checkbox', defaultValue: false },
              ],
            },
            { name: 'image', type: 'upload', relationTo: 'media' },
            { name: 'bannerTitle', type: 'text', localized: true },
            { name: 'bannerDescription', type: 'textarea', localized: true },
            {
              name: 'css',
              type: 'textarea',
              admin: { description: 'CSS class names for this page, separated by spaces' },
            },
          ],
        },
        {
          label: 'SEO',
          fields: [
            { name: 'isActiveSEO', type: 'checkbox', defaultValue: true },
            {
              name: 'meta',
              type: 'group',
              fields: [
                { name: 'pageTitle', type: 'text', localized: true },
                { name: 'metadataTitle', type: 'text', localized: true },
                { name: 'metadataDescription', type: 'textarea', localized: true },
                { name: 'ogTitle', type: 'text', localized: true },
                { name: 'ogDescription', type: 'textarea', localized: true },
                { name: 'ogImage', type: 'upload', relationTo: 'media' },
                { name: 'twitterTitle', type: 'text', localized: true },
                { name: 'twitterDescription', type: 'textarea', localized: true },
              ],
            },
          ],
        },
      ],
    },
  ],
}
