import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../../../payload/access'
import { addressFields } from '../../../platform/fields/address'
import { webAddressField } from '../../redirects/web-address-field'
import { projectChange, revalidateCollection } from '../../../platform/cache/revalidate'
import { siteUrl } from '../../../platform/env'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../../payload/workflow'
import { adminGroups } from '../../../payload/admin-groups'
import { l, options } from '../../../i18n/admin-text'

/** New-build projects with their units. */
export const Projects: CollectionConfig = {
  slug: 'projects',
  labels: {
    singular: l('Project', 'Nieuwbouwproject', 'Projet neuf', 'Neubauprojekt'),
    plural: l('Projects', 'Nieuwbouwprojecten', 'Projets neufs', 'Neubauprojekte'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'city', '_status'],
    group: adminGroups.listings,
    ...staffPreview('projects', siteUrl),
  },
  access: contentAccess(publishedOr()),
  trash: true,
  versions: draftVersions,
  hooks: { ...revalidateCollection(projectChange), beforeOperation: [publishUnlessDraft] },
  fields: [
    { name: 'title', type: 'text', required: true, localized: true, label: l('Title', 'Titel', 'Titre', 'Titel') },
    {
      name: 'description',
      type: 'textarea',
      localized: true,
      label: l('Description', 'Beschrijving', 'Description', 'Beschreibung'),
    },
    {
      name: 'delivery',
      type: 'text',
      localized: true,
      label: l('Delivery', 'Oplevering', 'Livraison', 'Fertigstellung'),
    },
    {
      name: 'externalUrl',
      type: 'text',
      validate: webAddressField,
      label: l('External website', 'Externe website', 'Site externe', 'Externe Website'),
      admin: {
        description: l(
          'Optional external site of the project',
          'Optionele externe website van het project',
          'Site externe du projet (facultatif)',
          'Optionale externe Website des Projekts',
        ),
      },
    },
    {
      name: 'externalAddress',
      type: 'text',
      validate: webAddressField,
      label: l('External address', 'Extern adres', 'Adresse externe', 'Externe Adresse'),
      admin: {
        description: l(
          'Optional. When set, the project is presented on that site: its cards and links lead there and its page here forwards to it.',
          'Optioneel. Indien ingevuld staat het project op die website: de kaarten en links gaan erheen en de eigen pagina hier stuurt erdoor.',
          'Facultatif. Si renseignée, le projet est présenté sur ce site : ses cartes et liens y mènent et sa page ici y renvoie.',
          'Optional. Wenn gesetzt, wird das Projekt auf dieser Website gezeigt: Karten und Links führen dorthin, die eigene Seite hier leitet weiter.',
        ),
      },
    },
    {
      name: 'photos',
      type: 'upload',
      relationTo: 'media',
      hasMany: true,
      label: l('Photos', "Foto's", 'Photos', 'Fotos'),
    },
    ...addressFields,
    {
      name: 'units',
      type: 'array',
      label: l('Units', 'Eenheden', 'Lots', 'Einheiten'),
      labels: {
        singular: l('Unit', 'Eenheid', 'Lot', 'Einheit'),
        plural: l('Units', 'Eenheden', 'Lots', 'Einheiten'),
      },
      fields: [
        {
          type: 'row',
          fields: [
            {
              name: 'reference',
              type: 'text',
              required: true,
              label: l('Reference', 'Referentie', 'Référence', 'Referenz'),
            },
            {
              name: 'type',
              type: 'relationship',
              relationTo: 'property-types',
              label: l('Property type', 'Type pand', 'Type de bien', 'Immobilienart'),
            },
            { name: 'floor', type: 'number', label: l('Floor', 'Verdieping', 'Étage', 'Etage') },
          ],
        },
        {
          type: 'row',
          fields: [
            {
              name: 'bedrooms',
              type: 'number',
              min: 0,
              label: l('Bedrooms', 'Slaapkamers', 'Chambres', 'Schlafzimmer'),
            },
            {
              name: 'living',
              type: 'number',
              min: 0,
              label: l('Living area', 'Bewoonbare oppervlakte', 'Surface habitable', 'Wohnfläche'),
            },
            { name: 'price', type: 'number', min: 0, label: l('Price', 'Prijs', 'Prix', 'Preis') },
            {
              name: 'status',
              type: 'select',
              defaultValue: 'available',
              label: l('Status', 'Status', 'Statut', 'Status'),
              options: options([
                ['available', l('Available', 'Beschikbaar', 'Disponible', 'Verfügbar')],
                ['option', l('Under option', 'In optie', 'Sous option', 'Reserviert')],
                ['sold', l('Sold', 'Verkocht', 'Vendu', 'Verkauft')],
                ['rented', l('Rented', 'Verhuurd', 'Loué', 'Vermietet')],
              ]),
            },
          ],
        },
      ],
    },
  ],
}
