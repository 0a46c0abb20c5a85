import type { GlobalConfig } from 'payload'
import { isAdmin, staffOrSite } from '../../payload/access'
import { tags } from '../../platform/cache/tags'
import { revalidateGlobal } from '../../platform/cache/revalidate'

const languageOptions = [
  { label: 'Nederlands', value: 'nl' },
  { label: 'Français', value: 'fr' },
  { label: 'English', value: 'en' },
  { label: 'Deutsch', value: 'de' },
]

export const SiteSettings: GlobalConfig = {
  slug: 'site-settings',
  admin: { group: 'Settings' },
  access: { read: staffOrSite, update: isAdmin },
  hooks: { afterChange: revalidateGlobal(tags.settings) },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'Agency',
          fields: [
            { name: 'siteName', type: 'text', required: true },
            {
              type: 'row',
              fields: [
                { name: 'logo', type: 'upload', relationTo: 'media' },
                {
                  name: 'logoLight',
                  type: 'upload',
                  relationTo: 'media',
                  admin: { description: 'For the transparent header on home' },
                },
              ],
            },
            {
              type: 'row',
              fields: [
                { name: 'email', type: 'email' },
                { name: 'phone', type: 'text' },
              ],
            },
            { name: 'address', type: 'textarea' },
            {
              name: 'copyright',
              type: 'text',
              localized: true,
              admin: { description: '{year} is replaced by the current year' },
            },
            {
              name: 'openingSlots',
              type: 'array',
              fields: [{ name: 'slot', type: 'text', required: true }],
            },
          ],
        },
        {
          label: 'Languages',
          fields: [
            {
              name: 'languages',
              type: 'select',
              hasMany: true,
              required: true,
              defaultValue: ['nl', 'fr', 'en', 'de'],
              options: languageOptions,
            },
            { name: 'defaultLanguage', type: 'select', required: true, defaultValue: 'nl', options: languageOptions },
          ],
        },
        {
          label: 'Header',
          fields: [
            { name: 'transparentHeaderOnHome', type: 'checkbox', defaultValue: true },
            {
              name: 'showDemandRegisterButton',
              type: 'checkbox',
              defaultValue: true,
              admin: { description: 'Menu config flag for free evaluation: shows the demand-register button' },
            },
            {
              name: 'homeBanner',
              type: 'group',
              fields: [
                {
                  name: 'type',
                  type: 'select',
                  defaultValue: 'image',
                  options: ['image', 'gallery', 'video', 'color', 'none'].map((v) => ({ label: v, value: v })),
                },
                { name: 'image', type: 'upload', relationTo: 'media' },
                { name: 'images', type: 'upload', relationTo: 'media', hasMany: true },
                { name: 'videoUrl', type: 'text' },
                { name: 'color', type: 'text' },
              ],
            },
          ],
        },
        {
          label: 'Search',
          fields: [
            {
              name: 'search',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'showLogo', type: 'checkbox', defaultValue: true },
                    { name: 'showSearchInput', type: 'checkbox', defaultValue: true },
                    { name: 'showSearchButton', type: 'checkbox', defaultValue: true },
                    { name: 'showSearchCount', type: 'checkbox', defaultValue: true },
                    { name: 'showCountProperty', type: 'checkbox', defaultValue: true },
                  ],
                },
                { name: 'title', type: 'text', localized: true },
                {
                  name: 'description',
                  type: 'textarea',
                  localized: true,
                  admin: { description: '{sale} and {rent} are replaced by the number of properties' },
                },
              ],
            },
          ],
        },
        {
          label: 'Analytics',
          fields: [
            {
              name: 'analytics',
              type: 'group',
              fields: [
                { name: 'googleAnalyticsId', type: 'text' },
                { name: 'googleAdsId', type: 'text' },
                { name: 'googleTagManagerId', type: 'text' },
                { name: 'socialPixelId', type: 'text' },
              ],
            },
          ],
        },
      ],
    },
  ],
}
