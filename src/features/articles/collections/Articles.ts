import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../../../payload/access'
import { articleChangeTags } from '../../../platform/cache/changes'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { siteUrl } from '../../../platform/env'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../../payload/workflow'
import { adminGroups } from '../../../payload/admin-groups'
import { l, options } from '../../../i18n/admin-text'

/** Services and testimonials, shown on the services page and at their own URL. */
export const Articles: CollectionConfig = {
  slug: 'articles',
  labels: {
    singular: l('Article', 'Artikel', 'Article', 'Artikel'),
    plural: l('Articles', 'Artikels', 'Articles', 'Artikel'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'kind', 'category', '_status'],
    group: adminGroups.content,
    ...staffPreview('articles', siteUrl),
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
    { name: 'title', type: 'text', required: true, localized: true, label: l('Title', 'Titel', 'Titre', 'Titel') },
    {
      name: 'slug',
      type: 'text',
      required: true,
      localized: true,
      index: true,
      label: l('URL slug', 'URL-slug', "Identifiant d'URL", 'URL-Kürzel'),
      admin: {
        description: l(
          'URL part, per language (lower case, hyphens)',
          'Deel van de URL, per taal (kleine letters, koppeltekens)',
          "Partie de l'URL, par langue (minuscules, traits d'union)",
          'Teil der URL, je Sprache (Kleinbuchstaben, Bindestriche)',
        ),
      },
    },
    {
      type: 'row',
      fields: [
        {
          name: 'kind',
          type: 'select',
          required: true,
          defaultValue: 'service',
          label: l('Kind', 'Soort', 'Genre', 'Art'),
          options: options([
            ['service', l('Service', 'Dienst', 'Service', 'Dienstleistung')],
            ['testimonial', l('Testimonial', 'Getuigenis', 'Témoignage', 'Kundenstimme')],
          ]),
        },
        { name: 'sort', type: 'number', defaultValue: 0, label: l('Sort order', 'Volgorde', 'Ordre', 'Reihenfolge') },
      ],
    },
    {
      name: 'category',
      type: 'relationship',
      relationTo: 'categories',
      label: l('Category', 'Categorie', 'Catégorie', 'Kategorie'),
    },
    {
      name: 'excerpt',
      type: 'textarea',
      localized: true,
      label: l('Excerpt', 'Samenvatting', 'Extrait', 'Auszug'),
    },
    { name: 'content', type: 'richText', localized: true, label: l('Content', 'Inhoud', 'Contenu', 'Inhalt') },
    { name: 'image', type: 'upload', relationTo: 'media', label: l('Image', 'Afbeelding', 'Image', 'Bild') },
    {
      name: 'author',
      type: 'text',
      label: l('Author', 'Auteur', 'Auteur', 'Autor'),
      admin: {
        description: l(
          'Testimonials: who said it',
          'Getuigenissen: wie het zegt',
          "Témoignages : qui l'a dit",
          'Kundenstimmen: wer es gesagt hat',
        ),
      },
    },
    { name: 'rating', type: 'number', min: 1, max: 5, label: l('Rating', 'Beoordeling', 'Note', 'Bewertung') },
  ],
}
