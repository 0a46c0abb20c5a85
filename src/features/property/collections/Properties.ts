import type { CollectionConfig } from 'payload'
import { contentAccess, publishedOr } from '../../../payload/access'
import { addressFields } from '../../../platform/fields/address'
import { queueAlertMatching, rememberPublicVersion } from '../../alerts/matching'
import { propertyChangeTags } from '../../../platform/cache/changes'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { siteUrl } from '../../../platform/env'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../../payload/workflow'
import { stampListedAt } from './listed-at'
import { l, options } from '../../../i18n/admin-text'
import { adminGroups } from '../../../payload/admin-groups'
import { deletePortalRecordsOfProperty } from '../../portal/property-field'
import { detailsTab, energyTab, legalTab } from './building-tabs'
import { priceTab } from './property-fields'
import { feedField, lockFeedOwned } from '../../listings-feed/fields'
import { deletePriceHistoryOfProperty, recordPriceChange } from '../../price-history/record'

const revalidate = revalidateCollection(({ doc, previousDoc }) => propertyChangeTags(doc, previousDoc))

/** A property for sale or for rent (docs/rules/listings.md). */
export const Properties: CollectionConfig = {
  slug: 'properties',
  labels: {
    singular: l('Property', 'Pand', 'Bien', 'Immobilie'),
    plural: l('Properties', 'Panden', 'Biens', 'Immobilien'),
  },
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'reference', 'goal', 'price', 'marquee', 'city', '_status'],
    group: adminGroups.listings,
    listSearchableFields: ['title', 'reference'],
    ...staffPreview('properties', siteUrl),
  },
  access: contentAccess(publishedOr()),
  trash: true,
  versions: draftVersions,
  hooks: {
    ...revalidate,
    beforeOperation: [publishUnlessDraft],
    // Search alerts: a property published, or its price dropped, is news for the registrations.
    beforeChange: [rememberPublicVersion, stampListedAt],
    // The price history is recorded first: the pages expired next show it, the alerts read their price drop from it.
    afterChange: [recordPriceChange, ...revalidate.afterChange, queueAlertMatching],
    // Its visits, online media, owner documents and price history go with a property deleted for good.
    beforeDelete: [deletePortalRecordsOfProperty, deletePriceHistoryOfProperty],
  },
  // Listings imported from the agency's CRM keep the facts it owns read-only (features/listings-feed).
  fields: lockFeedOwned([
    {
      type: 'tabs',
      tabs: [
        {
          label: l('General', 'Algemeen', 'Général', 'Allgemein'),
          fields: [
            {
              name: 'title',
              type: 'text',
              required: true,
              localized: true,
              label: l('Title', 'Titel', 'Titre', 'Titel'),
            },
            {
              name: 'reference',
              type: 'text',
              required: true,
              unique: true,
              label: l('Reference', 'Referentie', 'Référence', 'Referenz'),
            },
            {
              type: 'row',
              fields: [
                {
                  name: 'goal',
                  type: 'select',
                  required: true,
                  defaultValue: 'sale',
                  index: true,
                  label: l('Sale or rent', 'Koop of huur', 'Vente ou location', 'Kauf oder Miete'),
                  options: options([
                    ['sale', l('For sale', 'Te koop', 'À vendre', 'Zu verkaufen')],
                    ['rent', l('For rent', 'Te huur', 'À louer', 'Zu vermieten')],
                  ]),
                },
                {
                  name: 'marquee',
                  type: 'select',
                  required: true,
                  defaultValue: '1',
                  label: l('Listing status', 'Status pand', 'Statut du bien', 'Objektstatus'),
                  admin: {
                    description: l(
                      'Available: still on the market; visitors can ask about it and book a visit. Sold or Rented: the site says so and takes no more requests for it.',
                      'Beschikbaar: nog op de markt; bezoekers kunnen er informatie over vragen en een bezoek boeken. Verkocht of Verhuurd: de site vermeldt dat en neemt er geen aanvragen meer voor aan.',
                      "Disponible : encore sur le marché ; les visiteurs peuvent demander des informations et réserver une visite. Vendu ou Loué : le site l'indique et n'accepte plus de demandes pour ce bien.",
                      'Verfügbar: noch auf dem Markt; Besucher können anfragen und eine Besichtigung buchen. Verkauft oder Vermietet: die Website zeigt es an und nimmt keine Anfragen mehr dafür an.',
                    ),
                  },
                  options: options([
                    ['1', l('Available', 'Beschikbaar', 'Disponible', 'Verfügbar')],
                    ['3', l('Sold', 'Verkocht', 'Vendu', 'Verkauft')],
                    ['4', l('Rented', 'Verhuurd', 'Loué', 'Vermietet')],
                  ]),
                },
              ],
            },
            {
              name: 'type',
              type: 'relationship',
              relationTo: 'property-types',
              required: true,
              index: true,
              label: l('Property type', 'Type pand', 'Type de bien', 'Immobilienart'),
            },
            {
              name: 'typeDescription',
              type: 'text',
              localized: true,
              label: l('Type description', 'Omschrijving type', 'Description du type', 'Typbeschreibung'),
            },
            {
              name: 'description',
              type: 'textarea',
              localized: true,
              label: l('Description', 'Beschrijving', 'Description', 'Beschreibung'),
            },
            {
              name: 'photos',
              type: 'upload',
              relationTo: 'media',
              hasMany: true,
              label: l('Photos', "Foto's", 'Photos', 'Fotos'),
            },
            {
              name: 'project',
              type: 'relationship',
              relationTo: 'projects',
              label: l('Project', 'Project', 'Projet', 'Projekt'),
            },
          ],
        },
        priceTab,
        { label: l('Address', 'Adres', 'Adresse', 'Adresse'), fields: addressFields },
        detailsTab,
        energyTab,
        legalTab,
        {
          label: l('Media', 'Media', 'Médias', 'Medien'),
          fields: [
            {
              name: 'virtualTourUrl',
              type: 'text',
              label: l(
                'Virtual tour URL',
                'Link virtuele rondleiding',
                'Lien de la visite virtuelle',
                'Link zum virtuellen Rundgang',
              ),
            },
            { name: 'videoUrl', type: 'text', label: l('Video URL', 'Videolink', 'Lien vidéo', 'Video-Link') },
          ],
        },
        {
          // What the owners see in their portal (features/portal), kept by staff.
          label: l('Owner portal', 'Eigenaarsportaal', 'Portail propriétaire', 'Eigentümerportal'),
          fields: [
            {
              name: 'owners',
              type: 'join',
              collection: 'owners',
              on: 'properties',
              label: l('Owners', 'Eigenaars', 'Propriétaires', 'Eigentümer'),
            },
            {
              name: 'visits',
              type: 'join',
              collection: 'visits',
              on: 'property',
              label: l('Visits', 'Bezoeken', 'Visites', 'Besichtigungen'),
            },
            {
              name: 'publications',
              type: 'join',
              collection: 'publications',
              on: 'property',
              label: l('Online media', 'Online media', 'Médias en ligne', 'Online-Medien'),
            },
            {
              name: 'ownerDocuments',
              type: 'join',
              collection: 'property-documents',
              on: 'property',
              label: l(
                'Owner documents',
                'Documenten voor eigenaars',
                'Documents pour les propriétaires',
                'Dokumente für Eigentümer',
              ),
            },
          ],
        },
      ],
    },
    {
      // Days on the market count from here (the owner portal); set on the first publication.
      name: 'listedAt',
      type: 'date',
      label: l('On the market since', 'Op de markt sinds', 'Sur le marché depuis', 'Auf dem Markt seit'),
      admin: { position: 'sidebar' },
    },
    {
      // How many active search alerts the property fits (features/alerts).
      name: 'matchingAlerts',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/alerts/admin/MatchingAlerts#MatchingAlerts' } },
    },
    feedField,
  ]),
}
