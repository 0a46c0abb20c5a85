import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../../../payload/access'
import { articleChangeTags } from '../../../platform/cache/changes'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../../payload/workflow'

/** Services and testimonials, shown on the services page and at their own URL. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'category', '_status'],
    group: 'Content',
    ...staffPreview('articles'),
  },
  access: contentAccess(publishedOr()),
  trash: true,
  defaultSort: 'sort',
  versions: draftVersions,
  hooks: {
    ...revalidateCollection(({ doc, previousDoc }) => articleChangeTags(doc, previousDoc)),
    beforeOperation: [publishUnlessDraft],
  },
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
