import type { Block, Field, SanitizedConfig } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_LANGUAGES } from '@/i18n/admin-text'

/**
 * Every back-office label of the content model is written where it is declared, in the four
 * staff languages: a collection's names, a global's name, the navigation groups, and every
 * field, tab, block, row and option with its description. Checked on the config Payload builds.
 *
 * Exempt, because Payload labels them itself or staff never see them: Payload's own collections
 * and globals (`payload-*`); the fields Payload adds (id, timestamps, trash, draft status, block names, and
 * an auth collection's e-mail and sessions); fields with `admin.hidden` (among them the upload
 * fields Payload adds); `ui` fields, which draw their own component; and `label: false`.
 */

type Node = Record<string, unknown>

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

/**
 * A label with a non-empty text in every admin language: the object of four texts, or a field's
 * label function (payload/field-labels.ts) that carries them.
 */
const complete = (value: unknown): boolean =>
  (isObject(value) || typeof value === 'function') &&
  ADMIN_LANGUAGES.every((lang) => {
    const text = (value as Node)[lang]
    return typeof text === 'string' && text !== ''
  })

const PAYLOAD_FIELDS = ['id', 'createdAt', 'updatedAt', 'deletedAt', '_status', 'blockName']
const AUTH_FIELDS = ['email', 'sessions']

/** Every label staff see, as [where, label]. */
function labelsOf(config: Pick<SanitizedConfig, 'collections' | 'globals'>): [string, unknown][] {
  const out: [string, unknown][] = []
  const description = (where: string, node: Node) => {
    const admin = isObject(node.admin) ? node.admin : {}
    if (admin.description !== undefined && typeof admin.description !== 'function')
      out.push([`${where} (description)`, admin.description])
  }
  const names = (where: string, labels: unknown) => {
    const { singular, plural } = isObject(labels) ? labels : {}
    out.push([`${where} (singular)`, singular], [`${where} (plural)`, plural])
  }
  const fields = (where: string, list: Field[], exempt: string[] = PAYLOAD_FIELDS) => {
    for (const field of list as unknown as Node[]) {
      const name = typeof field.name === 'string' ? field.name : undefined
      const here = name ? `${where}.${name}` : where
      const hidden = isObject(field.admin) && field.admin.hidden === true
      if (hidden || field.hidden === true || field.label === false || field.type === 'ui') continue
      if (name && exempt.includes(name)) continue
      // Named fields, and unnamed groups and collapsibles that show a heading.
      if (name || field.label !== undefined) out.push([here, field.label])
      description(here, field)
      for (const option of Array.isArray(field.options) ? (field.options as unknown[]) : [])
        out.push([`${here} = ${String(isObject(option) ? option.value : option)}`, isObject(option) && option.label])
      if (field.type === 'array' || field.type === 'blocks') names(`${here} (rows)`, field.labels)
      if (Array.isArray(field.fields)) fields(here, field.fields as Field[])
      for (const block of Array.isArray(field.blocks) ? (field.blocks as Block[]) : []) {
        names(`${here}{${block.slug}}`, block.labels)
        fields(`${here}{${block.slug}}`, block.fields)
      }
      for (const [index, tab] of (Array.isArray(field.tabs) ? (field.tabs as Node[]) : []).entries()) {
        const tabWhere = `${here}[${typeof tab.name === 'string' ? tab.name : index}]`
        out.push([`${tabWhere} (tab)`, tab.label])
        description(tabWhere, tab)
        fields(tabWhere, tab.fields as Field[])
      }
    }
  }
  for (const collection of config.collections) {
    if (collection.slug.startsWith('payload-')) continue
    names(collection.slug, collection.labels)
    out.push([`${collection.slug} (group)`, collection.admin?.group])
    description(collection.slug, collection as unknown as Node)
    fields(collection.slug, collection.fields, collection.auth ? [...PAYLOAD_FIELDS, ...AUTH_FIELDS] : PAYLOAD_FIELDS)
  }
  for (const global of config.globals) {
    if (global.slug.startsWith('payload-')) continue
    out.push([`${global.slug} (label)`, global.label], [`${global.slug} (group)`, global.admin?.group])
    description(global.slug, global as unknown as Node)
    fields(global.slug, global.fields)
  }
  return out
}

const incomplete = (config: Pick<SanitizedConfig, 'collections' | 'globals'>): string[] =>
  labelsOf(config)
    .filter(([, label]) => !complete(label))
    .map(([where, label]) => `${where}: ${JSON.stringify(label)}`)

/** Fields visible at one level: rows, collapsibles and unnamed tabs are transparent. */
const flatten = (list: Node[]): Node[] =>
  list.flatMap((f) => [
    f,
    ...(f.name === undefined && Array.isArray(f.fields) ? flatten(f.fields as Node[]) : []),
    ...(Array.isArray(f.tabs)
      ? (f.tabs as Node[]).flatMap((tab) => (tab.name ? [] : flatten(tab.fields as Node[])))
      : []),
  ])

/** A field found by its dotted name path, e.g. `costs.notary`. */
function findField(fields: Field[], path: string): Node {
  const [head, ...rest] = path.split('.')
  const field = flatten(fields as unknown as Node[]).find((f) => f.name === head)
  if (!field) throw new Error(`no field ${path}`)
  return rest.length ? findField(field.fields as Field[], rest.join('.')) : field
}

const labelAt = (fields: Field[], path: string) => findField(fields, path).label as Node

const optionAt = (fields: Field[], path: string, value: string) =>
  (findField(fields, path).options as Node[]).find((o) => o.value === value)?.label as Node

describe('back-office labels', () => {
  let config: SanitizedConfig
  const collection = (slug: string) => config.collections.find((c) => c.slug === slug)!
  const global = (slug: string) => config.globals.find((g) => g.slug === slug)!

  beforeAll(async () => {
    // Building the config reads the settings; with the unit tests' secret (vitest.config.ts) it
    // writes none under var/.
    config = await (await import('@/payload/payload.config')).default
  }, 60_000)

  it('labels every collection, global, field, tab, block, row and option in all four languages', () => {
    // A failure names each label and where it is.
    expect(incomplete(config)).toEqual([])
    // Sanity: the walk saw the whole content model.
    expect(labelsOf(config).length).toBeGreaterThan(400)
  })

  it('names a label that lacks a language', () => {
    const cities = collection('cities')
    const fields = cities.fields.map((f) =>
      'name' in f && f.name === 'zip' ? { ...f, label: { ...(f.label as Node), fr: '' } } : f,
    ) as Field[]
    expect(incomplete({ collections: [{ ...cities, fields }], globals: [] })).toEqual([
      'cities.zip: {"en":"Postal code","nl":"Postcode","fr":"","de":"Postleitzahl"}',
    ])
  })

  it('translates obvious words into nl, fr and de', () => {
    const properties = collection('properties').fields
    const samples: [string, Node][] = [
      ['properties.price', labelAt(properties, 'price')],
      ['properties.costs.notary', labelAt(properties, 'costs.notary')],
      ['properties.rooms.bedrooms', labelAt(properties, 'rooms.bedrooms')],
      ['properties.legal.preemptionRight', labelAt(properties, 'legal.preemptionRight')],
      ['properties.street', labelAt(properties, 'street')],
      ['projects.units', labelAt(collection('projects').fields, 'units')],
      ['team-members.phone', labelAt(collection('team-members').fields, 'phone')],
      ['site-settings.defaultLanguage', labelAt(global('site-settings').fields, 'defaultLanguage')],
      ['heating.heat-pump', optionAt(properties, 'comfort.heating', 'heat-pump')],
      ['marquee.3', optionAt(properties, 'marquee', '3')],
      ['properties (plural)', collection('properties').labels.plural as Node],
      ['footer (group)', global('footer').admin.group as Node],
    ]
    for (const [where, label] of samples)
      for (const lang of ['nl', 'fr', 'de']) expect(label[lang], `${where} ${lang}`).not.toBe(label.en)
  })

  it('uses Belgian real-estate terms', () => {
    const fields = collection('properties').fields
    expect(labelAt(fields, 'legal.planningPermit').nl).toBe('Stedenbouwkundige vergunning')
    expect(labelAt(fields, 'legal.preemptionRight').nl).toBe('Voorkooprecht')
    expect(labelAt(fields, 'legal.asbestosCertificate').nl).toBe('Asbestattest')
    expect(labelAt(fields, 'viager').nl).toBe('Lijfrente')
    expect(String(labelAt(fields, 'legal.floodPlotScore').nl)).toContain('Overstromingsgevoeligheid')
    expect(String(labelAt(fields, 'energy.epcLabelText').fr)).toContain('PEB')
    expect(labelAt(fields, 'energy.eLevel').nl).toBe('E-peil')
  })

  it("gives Payload each field's label as a function that answers in the staff member's language", () => {
    // Payload resolves a function before the list view names its sort buttons with the label.
    const price = findField(collection('properties').fields, 'price').label
    expect(typeof price).toBe('function')
    const answer = price as (args: { i18n: { language: string } }) => string
    expect(ADMIN_LANGUAGES.map((language) => answer({ i18n: { language } }))).toEqual(
      ADMIN_LANGUAGES.map((language) => (price as unknown as Node)[language]),
    )
    const received = findField(collection('leads').fields, 'createdAt').label as (args: {
      i18n: { language: string }
    }) => string
    expect(received({ i18n: { language: 'en' } })).toBe('Received')
    expect(received({ i18n: { language: 'nl' } })).toBe('Ontvangen')
  })

  it("describes a property's listing status in words, never by its stored codes", () => {
    const marquee = findField(collection('properties').fields, 'marquee')
    const hint = (marquee.admin as Node).description as Node
    expect(hint.en).toBe(
      'Available: still on the market; visitors can ask about it and book a visit. Sold or Rented: the site says so and takes no more requests for it.',
    )
    for (const lang of ADMIN_LANGUAGES) expect(String(hint[lang]), lang).not.toMatch(/\d/)
  })

  it('offers the back office in the four languages the labels are written in', () => {
    expect([...ADMIN_LANGUAGES].sort()).toEqual(['de', 'en', 'fr', 'nl'])
    expect(Object.keys(config.i18n.supportedLanguages ?? {}).sort()).toEqual([...ADMIN_LANGUAGES].sort())
  })
})
