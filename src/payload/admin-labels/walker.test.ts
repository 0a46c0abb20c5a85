import type { Block, CollectionConfig, Config, Field, GlobalConfig } from 'payload'
import { describe, expect, it } from 'vitest'
import { ADMIN_LANGUAGES, findMissingAdminLabels, isCompleteTranslation, withAdminLabels } from './walker'
import { moduleBlocks } from '../../features/modules/registry'
import { Cities } from '../../features/property/collections/Cities'
import { Properties } from '../../features/property/collections/Properties'
import { collections, globals } from '../content-model'

type Node = Record<string, unknown>

/** The admin-relevant part of the real config (no database needed). */
const makeConfig = (extra: Partial<Config> = {}): Config => ({ collections, globals, ...extra }) as unknown as Config

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

/** Every label that must end up in four languages, as [where, label]. */
function collectLabels(config: Config): [string, unknown][] {
  const out: [string, unknown][] = []
  const description = (where: string, node: Node) => {
    const admin = isObject(node.admin) ? node.admin : {}
    if (admin.description !== undefined && typeof admin.description !== 'function') {
      out.push([`${where} (description)`, admin.description])
    }
  }
  const block = (where: string, b: Block) => {
    out.push([`${where}.${b.slug} (block singular)`, b.labels?.singular])
    out.push([`${where}.${b.slug} (block plural)`, b.labels?.plural])
    fields(`${where}.${b.slug}`, b.fields)
  }
  const fields = (where: string, list: Field[]) => {
    for (const field of list as unknown as Node[]) {
      const here = typeof field.name === 'string' ? `${where}.${field.name}` : where
      if (typeof field.name === 'string' && field.type !== 'ui') out.push([here, field.label])
      description(here, field)
      if (Array.isArray(field.options)) {
        for (const option of field.options as unknown[]) {
          const value = isObject(option) ? option.value : option
          out.push([`${here} = ${String(value)}`, isObject(option) ? option.label : option])
        }
      }
      if (field.type === 'array' || field.type === 'blocks') {
        const labels = isObject(field.labels) ? field.labels : {}
        out.push([`${here} (row singular)`, labels.singular])
        out.push([`${here} (row plural)`, labels.plural])
      }
      if (Array.isArray(field.fields)) fields(here, field.fields as Field[])
      if (Array.isArray(field.blocks)) for (const b of field.blocks as Block[]) block(here, b)
      if (Array.isArray(field.tabs)) {
        for (const tab of field.tabs as Node[]) {
          const tabWhere = `${here}[${String(tab.name ?? (isObject(tab.label) ? tab.label.en : tab.label))}]`
          out.push([`${tabWhere} (tab)`, tab.label])
          description(tabWhere, tab)
          fields(tabWhere, tab.fields as Field[])
        }
      }
    }
  }
  for (const c of (config.collections ?? []) as CollectionConfig[]) {
    out.push([`${c.slug} (singular)`, c.labels?.singular])
    out.push([`${c.slug} (plural)`, c.labels?.plural])
    out.push([`${c.slug} (group)`, c.admin?.group])
    description(c.slug, c as unknown as Node)
    fields(c.slug, c.fields)
  }
  for (const g of (config.globals ?? []) as GlobalConfig[]) {
    out.push([`${g.slug} (label)`, g.label])
    out.push([`${g.slug} (group)`, g.admin?.group])
    description(g.slug, g as unknown as Node)
    fields(g.slug, g.fields)
  }
  return out
}

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
function findField(fieldList: Field[], path: string): Node {
  const [head, ...rest] = path.split('.')
  const field = flatten(fieldList as unknown as Node[]).find((f) => f.name === head)
  if (!field) throw new Error(`no field ${path}`)
  return rest.length ? findField(field.fields as Field[], rest.join('.')) : field
}

const asLabel = (label: unknown, where: string): Node => {
  if (!isObject(label)) throw new Error(`label of ${where} is not an object: ${String(label)}`)
  return label
}

const labelAt = (fieldList: Field[], path: string): Node => asLabel(findField(fieldList, path).label, path)

const optionAt = (fieldList: Field[], path: string, value: string): Node => {
  const options = findField(fieldList, path).options as Node[]
  return asLabel(options.find((o) => o.value === value)?.label, `${path}=${value}`)
}

describe('withAdminLabels', () => {
  const result = withAdminLabels(makeConfig(), { onMissing: () => {} })
  const collection = (slug: string) => result.collections!.find((c) => c.slug === slug)!
  const global = (slug: string) => result.globals!.find((g) => g.slug === slug)!

  it('has a dictionary entry for every name, option, tab, block and description', () => {
    // A failure lists each missing key and where it occurs.
    expect(findMissingAdminLabels(makeConfig())).toEqual([])
  })

  it('labels everything in all four languages', () => {
    const problems = collectLabels(result)
      .filter(([, label]) => !isCompleteTranslation(label))
      .map(([where, label]) => `${where}: ${JSON.stringify(label)}`)
    expect(problems).toEqual([])
    // Sanity: the walk saw the whole config.
    expect(collectLabels(result).length).toBeGreaterThan(300)
  })

  it('translates obvious words into nl, fr and de', () => {
    const samples: [string, Node][] = [
      ['properties.price', labelAt(collection('properties').fields, 'price')],
      ['properties.costs.notary', labelAt(collection('properties').fields, 'costs.notary')],
      ['properties.rooms.bedrooms', labelAt(collection('properties').fields, 'rooms.bedrooms')],
      ['properties.legal.preemptionRight', labelAt(collection('properties').fields, 'legal.preemptionRight')],
      ['properties.street', labelAt(collection('properties').fields, 'street')],
      ['projects.units', labelAt(collection('projects').fields, 'units')],
      ['team-members.phone', labelAt(collection('team-members').fields, 'phone')],
      ['site-settings.defaultLanguage', labelAt(global('site-settings').fields, 'defaultLanguage')],
      ['heating.heat-pump', optionAt(collection('properties').fields, 'comfort.heating', 'heat-pump')],
      ['marquee.3', optionAt(collection('properties').fields, 'marquee', '3')],
      ['properties (plural)', collection('properties').labels!.plural as Node],
      ['Settings (group)', global('footer').admin!.group as Node],
    ]
    for (const [where, label] of samples) {
      for (const lang of ['nl', 'fr', 'de']) {
        expect(label[lang], `${where} ${lang}`).not.toBe(label.en)
      }
    }
  })

  it('uses Belgian real-estate terms', () => {
    const fields = collection('properties').fields
    expect(labelAt(fields, 'legal.planningPermit').nl).toBe('Stedenbouwkundige vergunning')
    expect(labelAt(fields, 'legal.preemptionRight').nl).toBe('Voorkooprecht')
    expect(labelAt(fields, 'legal.asbestosCertificate').nl).toBe('Asbestattest')
    expect(labelAt(fields, 'viager').nl).toBe('Lijfrente')
    expect(String(labelAt(fields, 'legal.floodPlotScore').nl)).toContain('Overstromingsgevoeligheid')
    expect(String(labelAt(fields, 'energy.epcLabelText').fr)).toContain('PEB')
    expect(String(labelAt(fields, 'energy.eLevel').nl)).toBe('E-peil')
  })

  it('translates tabs, descriptions and blocks', () => {
    const tabs = (collection('properties').fields[0] as { tabs: { label: Node }[] }).tabs
    expect(tabs[0].label).toMatchObject({ en: 'General', nl: 'Algemeen', fr: 'Général', de: 'Allgemein' })
    const marquee = findField(collection('properties').fields, 'marquee')
    expect((marquee.admin as Node).description).toMatchObject({ nl: '1 beschikbaar, 3 verkocht, 4 verhuurd' })
    const modules = findField(collection('menu-pages').fields, 'modules')
    const banner = (modules.blocks as Block[]).find((b) => b.slug === 'banner')!
    expect(banner.labels?.singular).toMatchObject({ fr: 'Bannière' })
  })

  it('uses a parent-qualified key where a name means different things', () => {
    expect(labelAt(collection('properties').fields, 'type').nl).toBe('Type pand')
    expect(labelAt(collection('menu-pages').fields, 'type').nl).toBe('Paginatype')
    expect(labelAt(global('site-settings').fields, 'homeBanner.type').nl).toBe('Type banner')
  })

  it('keeps labels that already have all four languages', () => {
    const country = findField(collection('cities').fields, 'country').options as { label: unknown }[]
    expect(country[0].label).toBe((Cities.fields[2] as { options: { label: unknown }[] }).options[0].label)
    const role = findField(collection('users').fields, 'role').options as { label: Node }[]
    expect(role[1].label.nl).toBe('Makelaar')
    // Page modules bring their own labels in four languages (src/features/modules).
    const modules = findField(collection('menu-pages').fields, 'modules')
    const list = (modules.blocks as Block[]).find((b) => b.slug === 'propertyList')!
    expect(list.labels).toEqual(moduleBlocks[0].labels)
    expect(findField(list.fields, 'position').label).toBe(findField(moduleBlocks[0].fields, 'position').label)
  })

  it('does not mutate the input config', () => {
    expect(Properties.labels).toBeUndefined()
    expect((Properties.fields[0] as { tabs: { label: unknown }[] }).tabs[0].label).toBe('General')
  })

  it('reports a missing dictionary entry by key', () => {
    const extra: CollectionConfig = {
      slug: 'zz-things',
      admin: { group: 'Zz group' },
      fields: [
        {
          type: 'tabs',
          tabs: [
            {
              label: 'Zz tab',
              fields: [
                { name: 'zzUnknown', type: 'text', admin: { description: 'Zz description' } },
                { name: 'heating', type: 'select', options: ['gas', 'zz-plasma'] },
              ],
            },
          ],
        },
      ],
    }
    const config = makeConfig({ collections: [extra] })
    const missing = findMissingAdminLabels(config)
    const keys = [
      'COLLECTIONS["zz-things"]',
      'TEXTS["Zz group"]',
      'TEXTS["Zz tab"]',
      'FIELDS["zzUnknown"]',
      'DESCRIPTIONS["Zz description"]',
      'OPTIONS["heating.zz-plasma"]',
    ]
    for (const key of keys)
      expect(
        missing.some((m) => m.startsWith(key)),
        key,
      ).toBe(true)
    expect(missing.some((m) => m.includes('heating.gas'))).toBe(false)

    let reported: string[] = []
    const out = withAdminLabels(config, { onMissing: (m) => (reported = m) })
    expect(reported).toEqual(missing)
    // Unknown labels are left for Payload's defaults; known ones are still translated.
    const field = findField(out.collections![0].fields, 'zzUnknown')
    expect(field.label).toBeUndefined()
    const options = findField(out.collections![0].fields, 'heating').options as unknown[]
    expect(options[1]).toBe('zz-plasma')
    expect((options[0] as { label: Node }).label.nl).toBe('Gas')
  })

  it('covers all four admin languages', () => {
    expect([...ADMIN_LANGUAGES].sort()).toEqual(['de', 'en', 'fr', 'nl'])
  })
})
