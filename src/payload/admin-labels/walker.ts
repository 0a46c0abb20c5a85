import type { Block, CollectionConfig, Config, Field, GlobalConfig } from 'payload'
import {
  ADMIN_LANGUAGES,
  BLOCKS,
  COLLECTIONS,
  DESCRIPTIONS,
  FIELDS,
  GLOBALS,
  OPTIONS,
  ROW_LABELS,
  TEXTS,
  type Translation,
} from './dictionary'

export { ADMIN_LANGUAGES, type AdminLanguage, type Translation } from './dictionary'

/**
 * Back-office labels in the staff member's language (nl, fr, en, de).
 *
 * `withAdminLabels` walks every collection, global and block of the config and replaces
 * labels (collection labels, global label, admin.group, fields, tabs, blocks, array/blocks
 * row labels, select/radio options) and admin.description strings with `{ en, nl, fr, de }`
 * objects from the dictionary (dictionary.ts). Labels that already carry all four languages
 * are kept, which is how page modules bring their own (src/features/modules).
 */

// ---------------------------------------------------------------------------------------------
// Walker
// ---------------------------------------------------------------------------------------------

type Node = Record<string, unknown>

type Walk = {
  /** Missing dictionary keys, with where they occur. */
  missing: Set<string>
}

const isObject = (value: unknown): value is Node => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A label object with a non-empty string for every admin language. */
export function isCompleteTranslation(value: unknown): value is Translation {
  return isObject(value) && ADMIN_LANGUAGES.every((lang) => typeof value[lang] === 'string' && value[lang] !== '')
}

/** A plain `{ lang: text }` label (not a React element). */
const isLabelObject = (value: unknown): value is Record<string, string> =>
  isObject(value) && !('$$typeof' in value) && Object.values(value).every((v) => typeof v === 'string')

const fromText = (dict: Record<string, Translation>, value: unknown): Translation | undefined =>
  typeof value === 'string'
    ? dict[value]
    : isLabelObject(value) && typeof value.en === 'string'
      ? dict[value.en]
      : undefined

/**
 * Translates one label. `candidates` are dictionary hits in order of preference. Complete
 * labels, `false`, functions and components are kept; partial objects are completed. When
 * nothing is found the label is left as it is and `missing` is recorded.
 */
function translate(current: unknown, candidates: (Translation | undefined)[], missing: string, walk: Walk): unknown {
  if (current === false || typeof current === 'function') return current
  if (current !== undefined && typeof current !== 'string' && !isLabelObject(current)) return current
  if (isCompleteTranslation(current)) return current
  const hit = candidates.find((candidate) => candidate !== undefined)
  if (!hit) {
    walk.missing.add(missing)
    return current
  }
  return isLabelObject(current) ? { ...hit, ...current } : { ...hit }
}

const quote = (text: string) => JSON.stringify(text)

/** Translates `admin.description` (and the deprecated tab `description`) in place on a copy. */
function withDescription<T extends Node>(node: T, where: string, walk: Walk): T {
  const out: Node = { ...node }
  const translateDescription = (value: unknown) =>
    translate(
      value,
      [fromText(DESCRIPTIONS, value)],
      `DESCRIPTIONS[${quote(String(isLabelObject(value) ? value.en : value))}] at ${where}`,
      walk,
    )
  if (isObject(node.admin) && node.admin.description !== undefined) {
    out.admin = { ...node.admin, description: translateDescription(node.admin.description) }
  }
  if (node.description !== undefined && node.type === undefined)
    out.description = translateDescription(node.description)
  return out as T
}

/** Row labels of an array or blocks field ("Add …"). */
function withRowLabels(field: Node, name: string, where: string, walk: Walk): Node['labels'] {
  const current = isObject(field.labels) ? field.labels : {}
  const entry = ROW_LABELS[name]
  const key = `ROW_LABELS[${quote(name)}] at ${where}`
  return {
    ...current,
    singular: translate(current.singular, [fromText(TEXTS, current.singular), entry?.singular], key, walk),
    plural: translate(current.plural, [fromText(TEXTS, current.plural), entry?.plural], key, walk),
  }
}

function walkOptions(options: unknown[], name: string, parent: string, where: string, walk: Walk): unknown[] {
  return options.map((option) => {
    const node: Node = typeof option === 'string' ? { label: option, value: option } : isObject(option) ? option : {}
    if (typeof node.value !== 'string') return option
    const value = node.value
    const label = translate(
      // A string option is its own label: look it up by key only.
      typeof option === 'string' ? undefined : node.label,
      [OPTIONS[`${parent}.${name}.${value}`], OPTIONS[`${name}.${value}`], fromText(TEXTS, node.label)],
      `OPTIONS[${quote(`${name}.${value}`)}] at ${where}`,
      walk,
    )
    return label === undefined ? option : { ...node, label }
  })
}

function walkBlock(block: Block, where: string, walk: Walk): Block {
  const entry = BLOCKS[block.slug]
  const current: Node = isObject(block.labels) ? block.labels : {}
  const key = `BLOCKS[${quote(block.slug)}] at ${where}`
  const out: Node = {
    ...block,
    labels: {
      ...current,
      singular: translate(current.singular, [fromText(TEXTS, current.singular), entry?.singular], key, walk),
      plural: translate(current.plural, [fromText(TEXTS, current.plural), entry?.plural], key, walk),
    },
    fields: walkFields(block.fields, block.slug, `${where}.${block.slug}`, walk),
  }
  if (isObject(block.admin) && typeof block.admin.group === 'string') {
    out.admin = {
      ...block.admin,
      group: translate(
        block.admin.group,
        [TEXTS[block.admin.group]],
        `TEXTS[${quote(block.admin.group)}] at ${where}`,
        walk,
      ),
    }
  }
  return out as Block
}

/**
 * @param parent nearest named data ancestor (group, array, named tab, block slug) or the
 *   collection/global slug; qualifies dictionary keys as `parent.name`.
 */
function walkFields(fields: Field[], parent: string, where: string, walk: Walk): Field[] {
  return fields.map((field) => walkField(field, parent, where, walk))
}

function walkField(field: Field, parent: string, where: string, walk: Walk): Field {
  const node = withDescription(field as unknown as Node, where, walk)
  const name = typeof node.name === 'string' ? node.name : undefined
  const here = name ? `${where}.${name}` : where
  const childParent = name ?? parent

  if (name && node.type !== 'ui') {
    node.label = translate(
      node.label,
      [fromText(TEXTS, node.label), FIELDS[`${parent}.${name}`], FIELDS[name]],
      `FIELDS[${quote(name)}] at ${here}`,
      walk,
    )
  } else if (node.label !== undefined) {
    // Unnamed group or collapsible: translate its explicit label by text.
    node.label = translate(
      node.label,
      [fromText(TEXTS, node.label)],
      `TEXTS[${quote(String(node.label))}] at ${where}`,
      walk,
    )
  }

  if ((node.type === 'select' || node.type === 'radio') && Array.isArray(node.options) && name) {
    node.options = walkOptions(node.options, name, parent, here, walk)
  }
  if ((node.type === 'array' || node.type === 'blocks') && name) {
    node.labels = withRowLabels(node, name, here, walk)
  }
  if (Array.isArray(node.fields)) {
    node.fields = walkFields(node.fields as Field[], childParent, here, walk)
  }
  if (node.type === 'blocks') {
    if (Array.isArray(node.blocks)) node.blocks = (node.blocks as Block[]).map((block) => walkBlock(block, here, walk))
    if (Array.isArray(node.blockReferences)) {
      // Slugs refer to config.blocks, which are walked separately.
      node.blockReferences = (node.blockReferences as (Block | string)[]).map((block) =>
        typeof block === 'string' ? block : walkBlock(block, here, walk),
      )
    }
  }
  if (node.type === 'tabs' && Array.isArray(node.tabs)) {
    node.tabs = (node.tabs as Node[]).map((tab) => {
      const out = withDescription(tab, where, walk)
      const tabName = typeof tab.name === 'string' ? tab.name : undefined
      const text = typeof tab.label === 'string' ? tab.label : isLabelObject(tab.label) ? tab.label.en : undefined
      const tabWhere = `${where}[${text ?? tabName ?? 'tab'}]`
      out.label = translate(
        tab.label,
        [
          fromText(TEXTS, tab.label),
          tabName ? FIELDS[`${parent}.${tabName}`] : undefined,
          tabName ? FIELDS[tabName] : undefined,
        ],
        text !== undefined ? `TEXTS[${quote(text)}] at ${tabWhere}` : `FIELDS[${quote(tabName ?? '')}] at ${tabWhere}`,
        walk,
      )
      if (Array.isArray(tab.fields)) out.fields = walkFields(tab.fields as Field[], tabName ?? parent, tabWhere, walk)
      return out
    })
  }
  return node as unknown as Field
}

/** admin.group (string) of a collection or global, by English text. */
function withGroup(admin: Node, where: string, walk: Walk): Node {
  if (admin.group === undefined || admin.group === false) return admin
  return {
    ...admin,
    group: translate(
      admin.group,
      [fromText(TEXTS, admin.group)],
      `TEXTS[${quote(String(isLabelObject(admin.group) ? admin.group.en : admin.group))}] at ${where}`,
      walk,
    ),
  }
}

function walkCollection(collection: CollectionConfig, walk: Walk): CollectionConfig {
  const { slug } = collection
  const entry = COLLECTIONS[slug]
  const current: Node = isObject(collection.labels) ? collection.labels : {}
  const key = `COLLECTIONS[${quote(slug)}]`
  const out = withDescription(collection as unknown as Node, slug, walk)
  out.labels = {
    ...current,
    singular: translate(current.singular, [fromText(TEXTS, current.singular), entry?.singular], key, walk),
    plural: translate(current.plural, [fromText(TEXTS, current.plural), entry?.plural], key, walk),
  }
  if (isObject(out.admin)) out.admin = withGroup(out.admin, slug, walk)
  out.fields = walkFields(collection.fields, slug, slug, walk)
  return out as unknown as CollectionConfig
}

function walkGlobal(global: GlobalConfig, walk: Walk): GlobalConfig {
  const { slug } = global
  const out = withDescription(global as unknown as Node, slug, walk)
  out.label = translate(global.label, [fromText(TEXTS, global.label), GLOBALS[slug]], `GLOBALS[${quote(slug)}]`, walk)
  if (isObject(out.admin)) out.admin = withGroup(out.admin, slug, walk)
  out.fields = walkFields(global.fields, slug, slug, walk)
  return out as unknown as GlobalConfig
}

function walkConfig(config: Config, walk: Walk): Config {
  return {
    ...config,
    ...(config.collections && { collections: config.collections.map((c) => walkCollection(c, walk)) }),
    ...(config.globals && { globals: config.globals.map((g) => walkGlobal(g, walk)) }),
    ...(config.blocks && { blocks: config.blocks.map((b) => walkBlock(b, 'blocks', walk)) }),
  }
}

export type AdminLabelsOptions = {
  /** Called with the missing dictionary keys (default: a console warning outside production). */
  onMissing?: (missing: string[]) => void
}

/**
 * Returns a copy of the config whose collection, global, field, tab, block and option labels
 * and admin descriptions are `{ en, nl, fr, de }` objects. The input is not mutated.
 */
export function withAdminLabels(config: Config, options: AdminLabelsOptions = {}): Config {
  const walk: Walk = { missing: new Set() }
  const result = walkConfig(config, walk)
  const missing = [...walk.missing].sort()
  if (missing.length > 0) {
    if (options.onMissing) options.onMissing(missing)
    // The unit test fails on a missing entry; at run time a warning is enough.
    else
      console.warn(
        `[admin-labels] missing translations in src/payload/admin-labels/dictionary.ts:\n  ${missing.join('\n  ')}`,
      )
  }
  return result
}

/** The dictionary keys the config needs but the dictionary lacks, with where they occur. */
export function findMissingAdminLabels(config: Config): string[] {
  const walk: Walk = { missing: new Set() }
  walkConfig(config, walk)
  return [...walk.missing].sort()
}
