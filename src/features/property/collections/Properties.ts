import type { CollectionConfig, Field } from 'payload'
import { contentAccess, publishedOr } from '../../../payload/access'
import { addressFields } from '../../../platform/fields/address'
import { queueAlertMatching, rememberPublicVersion } from '../../alerts/matching'
import { propertyChangeTags } from '../../../platform/cache/changes'
import { revalidateCollection } from '../../../platform/cache/revalidate'
import { draftVersions, publishUnlessDraft, staffPreview } from '../../../payload/workflow'
import { stampListedAt } from '../../portal/listed-at'
import { label } from '../../../i18n/admin-labels'
import { deletePortalRecordsOfProperty } from '../field'

const num = (name: string, extra: Partial<Field> = {}): Field => ({ name, type: 'number', min: 0, ...extra }) as Field

const choice = (name: string, values: string[]): Field => ({
  name,
  type: 'select',
  options: values.map((value) => ({ label: value, value })),
})

const revalidate = revalidateCollection(({ doc, previousDoc }) => propertyChangeTags(doc, previousDoc))

/** A property for sale or for rent, with every field of SPEC §3. */
export const Properties: CollectionConfig = {
  slug: 'properties',
  admin: {
    useAsTitle: 'title',
    defaultColumns: ['title', 'reference', 'goal', 'price', 'marquee', 'city', '_status'],
    group: 'Listings',
    listSearchableFields: ['title', 'reference'],
    ...staffPreview('properties'),
  },
  access: contentAccess(publishedOr()),
  trash: true,
  versions: draftVersions,
  hooks: {
    ...revalidate,
    beforeOperation: [publishUnlessDraft],
    // Search alerts: a property published, or its price dropped, is news for the registrations.
    beforeChange: [rememberPublicVersion, stampListedAt],
    afterChange: [...revalidate.afterChange, queueAlertMatching],
    // Its visits, online media and owner documents go with a property deleted for good.
    beforeDelete: [deletePortalRecordsOfProperty],
  },
  fields: [
    {
      type: 'tabs',
      tabs: [
        {
          label: 'General',
          fields: [
            { name: 'title', type: 'text', required: true, localized: true },
            { name: 'reference', type: 'text', required: true, unique: true },
            {
              type: 'row',
              fields: [
                {
                  name: 'goal',
                  type: 'select',
                  required: true,
                  defaultValue: 'sale',
                  index: true,
                  options: [
                    { label: 'Sale', value: 'sale' },
                    { label: 'Rent', value: 'rent' },
                  ],
                },
                {
                  name: 'marquee',
                  type: 'select',
                  required: true,
                  defaultValue: '1',
                  admin: { description: '1 available, 3 sold, 4 rented' },
                  options: [
                    { label: 'Available', value: '1' },
                    { label: 'Sold', value: '3' },
                    { label: 'Rented', value: '4' },
                  ],
                },
              ],
            },
            { name: 'type', type: 'relationship', relationTo: 'property-types', required: true, index: true },
            { name: 'typeDescription', type: 'text', localized: true },
            { name: 'description', type: 'textarea', localized: true },
            { name: 'photos', type: 'upload', relationTo: 'media', hasMany: true },
            { name: 'project', type: 'relationship', relationTo: 'projects' },
          ],
        },
        {
          label: 'Price',
          fields: [
            {
              type: 'row',
              fields: [
                num('price', { index: true }),
                { name: 'publishPrice', type: 'checkbox', defaultValue: true },
                {
                  name: 'priceUnit',
                  type: 'select',
                  defaultValue: '1',
                  options: [
                    { label: 'Total price', value: '1' },
                    { label: 'Per month', value: '2' },
                    { label: 'Starting from', value: '7' },
                  ],
                },
              ],
            },
            { name: 'priceUnitText', type: 'text', localized: true },
            {
              name: 'costs',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [num('notary'), num('registration'), num('vat'), num('monthlyCharges')],
                },
                { name: 'vatApplicable', type: 'checkbox', defaultValue: false },
                { name: 'remarks', type: 'textarea', localized: true },
              ],
            },
            {
              // SPEC §9 rent application texts (domain/rent.ts); the rent is the price, the
              // charges costs.monthlyCharges, the deposit three months' rent.
              name: 'rental',
              type: 'group',
              label: { en: 'Rental terms', nl: 'Huurvoorwaarden', fr: 'Conditions de location', de: 'Mietbedingungen' },
              admin: { condition: (data) => data?.goal === 'rent' },
              fields: [
                {
                  type: 'row',
                  fields: [
                    num('maxPersons', {
                      label: {
                        en: 'Maximum occupants',
                        nl: 'Maximum bewoners',
                        fr: "Nombre maximal d'occupants",
                        de: 'Höchstzahl Bewohner',
                      },
                    }),
                    num('minimumIncome', {
                      label: {
                        en: 'Minimum net monthly income',
                        nl: 'Minimum netto maandinkomen',
                        fr: 'Revenu mensuel net minimum',
                        de: 'Mindestnettomonatseinkommen',
                      },
                      admin: {
                        description: {
                          en: 'Empty: three times the monthly rent.',
                          nl: 'Leeg: driemaal de maandhuur.',
                          fr: 'Vide : trois fois le loyer mensuel.',
                          de: 'Leer: das Dreifache der Monatsmiete.',
                        },
                      },
                    }),
                    num('inventoryShare', {
                      label: {
                        en: "Tenant's share of the inventory",
                        nl: 'Aandeel huurder in de plaatsbeschrijving',
                        fr: "Part du locataire dans l'état des lieux",
                        de: 'Anteil des Mieters am Übergabeprotokoll',
                      },
                    }),
                  ],
                },
              ],
            },
            {
              name: 'viager',
              type: 'group',
              fields: [
                { name: 'isViager', type: 'checkbox', defaultValue: false },
                {
                  type: 'row',
                  fields: [num('bouquet'), num('monthlyAnnuity'), num('occupantAgeA'), num('occupantAgeB')],
                },
                { name: 'occupied', type: 'checkbox', defaultValue: true },
              ],
            },
            {
              name: 'availability',
              type: 'group',
              fields: [
                { name: 'availableFrom', type: 'date' },
                { name: 'text', type: 'text', localized: true },
              ],
            },
          ],
        },
        { label: 'Address', fields: addressFields },
        {
          label: 'Details',
          fields: [
            {
              name: 'surfaces',
              type: 'group',
              fields: [
                { type: 'row', fields: [num('living'), num('plot'), num('built'), num('garden'), num('terrace')] },
              ],
            },
            {
              name: 'rooms',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [num('bedrooms', { index: true }), num('bathrooms'), num('showerRooms'), num('toilets')],
                },
                { type: 'row', fields: [num('garages'), num('parking'), num('floors'), num('floor')] },
              ],
            },
            {
              type: 'row',
              fields: [
                num('constructionYear', { min: 1000, max: 2100 }),
                num('renovationYear', { min: 1000, max: 2100 }),
              ],
            },
            {
              name: 'comfort',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    choice('heating', ['gas', 'oil', 'electric', 'heat-pump', 'district', 'wood', 'none']),
                    choice('kitchen', ['fitted', 'semi-fitted', 'open', 'closed', 'none']),
                    choice('glazing', ['single', 'double', 'triple']),
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Energy',
          fields: [
            {
              name: 'energy',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    { name: 'epcValue', type: 'number', admin: { description: 'kWh/m² per year' } },
                    { name: 'epcLabelText', type: 'text' },
                    { name: 'epcUniqueCode', type: 'text' },
                  ],
                },
                { type: 'row', fields: [num('co2'), num('eLevel')] },
              ],
            },
          ],
        },
        {
          label: 'Legal',
          fields: [
            {
              name: 'legal',
              type: 'group',
              fields: [
                {
                  type: 'row',
                  fields: [
                    choice('planningPermit', ['granted', 'not-granted', 'unknown']),
                    choice('planningDestination', [
                      'residential',
                      'residential-rural',
                      'mixed',
                      'industrial',
                      'agricultural',
                      'recreational',
                    ]),
                    { name: 'preemptionRight', type: 'checkbox', defaultValue: false },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    choice('floodPlotScore', ['A', 'B', 'C', 'D']),
                    choice('floodBuildingScore', ['A', 'B', 'C', 'D']),
                    { name: 'floodZone', type: 'checkbox', defaultValue: false },
                  ],
                },
                {
                  type: 'row',
                  fields: [
                    choice('asbestosCertificate', ['available', 'pending', 'not-required']),
                    { name: 'asbestosCertificateDate', type: 'date' },
                  ],
                },
              ],
            },
          ],
        },
        {
          label: 'Media',
          fields: [
            { name: 'virtualTourUrl', type: 'text' },
            { name: 'videoUrl', type: 'text' },
          ],
        },
        {
          // What the owners see in their portal (features/portal), kept by staff.
          label: label('Owner portal', 'Eigenaarsportaal', 'Portail propriétaire', 'Eigentümerportal'),
          fields: [
            {
              name: 'owners',
              type: 'join',
              collection: 'owners',
              on: 'properties',
              label: label('Owners', 'Eigenaars', 'Propriétaires', 'Eigentümer'),
            },
            {
              name: 'visits',
              type: 'join',
              collection: 'visits',
              on: 'property',
              label: label('Visits', 'Bezoeken', 'Visites', 'Besichtigungen'),
            },
            {
              name: 'publications',
              type: 'join',
              collection: 'publications',
              on: 'property',
              label: label('Online media', 'Online media', 'Médias en ligne', 'Online-Medien'),
            },
            {
              name: 'ownerDocuments',
              type: 'join',
              collection: 'property-documents',
              on: 'property',
              label: label(
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
      label: label('On the market since', 'Op de markt sinds', 'Sur le marché depuis', 'Auf dem Markt seit'),
      admin: { position: 'sidebar' },
    },
    {
      // How many active search alerts the property fits (features/alerts).
      name: 'matchingAlerts',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/features/alerts/admin/MatchingAlerts#MatchingAlerts' } },
    },
  ],
}
