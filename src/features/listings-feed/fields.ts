import type { Field, FieldAccess } from 'payload'
import { l } from '@/i18n/admin-text'

/**
 * Where an imported property came from (sidebar of the back office). Written by the import only
 * (it writes with overrideAccess); staff read it.
 */
export const feedField: Field = {
  name: 'feed',
  type: 'group',
  label: l('Imported from the CRM', 'Geïmporteerd uit het CRM', 'Importé du CRM', 'Aus dem CRM importiert'),
  admin: {
    position: 'sidebar',
    condition: (data) => Boolean((data as { feed?: { crmId?: unknown } })?.feed?.crmId),
    description: l(
      'The CRM owns the listing’s facts, texts and photos: edit them there. SEO texts, page modules and the owner portal stay editable here.',
      'Het CRM beheert de gegevens, teksten en foto’s van dit pand: wijzig ze daar. SEO-teksten, paginamodules en het eigenaarsportaal blijven hier bewerkbaar.',
      'Le CRM gère les données, textes et photos de ce bien : modifiez-les là. Les textes SEO, modules de page et le portail propriétaire restent modifiables ici.',
      'Das CRM verwaltet Daten, Texte und Fotos dieser Immobilie: ändern Sie sie dort. SEO-Texte, Seitenmodule und das Eigentümerportal bleiben hier bearbeitbar.',
    ),
  },
  access: { create: () => false, update: () => false },
  fields: [
    {
      name: 'crmId',
      type: 'text',
      unique: true,
      index: true,
      label: l('CRM ID', 'CRM-ID', 'ID CRM', 'CRM-ID'),
      admin: { readOnly: true },
    },
    {
      // The record as last applied (to-property.ts): an unchanged record writes nothing.
      name: 'hash',
      type: 'text',
      admin: { hidden: true },
    },
    {
      name: 'importedAt',
      type: 'date',
      label: l('Last import', 'Laatste import', 'Dernier import', 'Letzter Import'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
    {
      name: 'withdrawnAt',
      type: 'date',
      label: l('Withdrawn from the feed', 'Uit de feed verdwenen', 'Retiré du flux', 'Aus dem Feed entfernt'),
      admin: { readOnly: true, date: { pickerAppearance: 'dayAndTime' } },
    },
  ],
}

/**
 * The property fields an import writes (to-property.ts, apply.ts). On an imported property
 * nobody edits them in the back office or through the API: the next import would overwrite the
 * edit, so it belongs in the CRM.
 */
export const FEED_OWNED_FIELDS = new Set([
  'title',
  'reference',
  'goal',
  'marquee',
  'type',
  'typeDescription',
  'description',
  'photos',
  'project',
  'price',
  'publishPrice',
  'priceUnit',
  'priceUnitText',
  'costs',
  'availability',
  'publishAddress',
  'street',
  'houseNumber',
  'boxNumber',
  'city',
  'latitude',
  'longitude',
  'surfaces',
  'rooms',
  'constructionYear',
  'renovationYear',
  'comfort',
  'energy',
  'legal',
  'virtualTourUrl',
  'videoUrl',
])

type Doc = { feed?: { crmId?: string | null } | null } | undefined

/** Editable unless the property came from the feed (the import writes with overrideAccess). */
const unlessImported: FieldAccess = ({ doc }) => !(doc as Doc)?.feed?.crmId

/**
 * The fields with the feed-owned ones read-only on imported properties, found through the
 * tabs, rows and collapsibles that hold them; every other field unchanged.
 */
export function lockFeedOwned(fields: Field[]): Field[] {
  return fields.map((field): Field => {
    if (field.type === 'tabs')
      return { ...field, tabs: field.tabs.map((tab) => ({ ...tab, fields: lockFeedOwned(tab.fields) })) }
    if (field.type === 'row' || field.type === 'collapsible') return { ...field, fields: lockFeedOwned(field.fields) }
    if (field.type !== 'ui' && 'name' in field && FEED_OWNED_FIELDS.has(field.name))
      return { ...field, access: { ...field.access, update: unlessImported } } as Field
    return field
  })
}
