import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../access'
import { articleChangeTags } from '../../features/cache/changes'
import { revalidateCollection } from '../hooks/revalidate'

/** Services and testimonials, shown on the services page and at their own URL. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'kind', 'category', 'published'], group: 'Content' },
  access: contentAccess(publishedOr('published')),
  trash: true,
  defaultSort: 'sort',
  hooks: revalidateCollection(({ doc, previousDoc }) => articleChangeTags(doc, previousDoc)),
  fields: [
    { name: 'title', type: 'text', required: true, localized: true },
    {
      name: 'slug',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      admin: { description: 'URL part, per language (lower case, hyphens)' },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'service',
          options: [
            { label: 'Service', value: 'service' },
            { label: 'Testimonial', value: 'testimonial' },
          ],
        },
        { name: 'published', type: 'checkbox', defaultValue: true },
        { name: 'sort', type: 'number', defaultValue: 0 },
      ],
    },
    { name: 'category', type: 'relationship', relationTo: 'categories' },
    { name: 'excerpt', type: 'textarea', localized: true },
    { name: 'content', type: 'richText', localized: true },
    { name: 'image', type: 'upload', relationTo: 'media' },
    { name: 'author', type: 'text', admin: { description: 'Testimonials: who said it' } },
    { name: 'rating', type: 'number', min: 1, max: 5 },
  ],
}
