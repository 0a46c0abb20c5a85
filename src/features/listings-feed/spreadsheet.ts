/**
 * A spreadsheet (CSV or XLSX) as feed records (docs/rules/listings-feed.md#spreadsheets): one row
 * per property, the columns named after the record's fields, nested ones with dots
 * (`Rooms.Bedrooms`), texts with a language suffix (`Title_nl`), photos as numbered columns
 * (`Pictures.1.Url`, `Pictures.1.Name`). Cells become the JSON a CRM would send, numbers and
 * flags converted by the field's type read off the zod schema, so the import then validates
 * a row exactly as it validates a record. An empty cell is an absent field.
 */
import path from 'node:path'
import { parse as parseCsv } from 'csv-parse/sync'
import readXlsxFile from 'read-excel-file/node'
import type { z } from 'zod'
import { FeedError } from './apply'
import { FEED_LOCALES, feedRecord } from './record'

type Kind = 'text' | 'number' | 'flag' | 'date'
type Node =
  | { kind: Kind }
  | { texts: true }
  | { object: Fields }
  /** A list of objects, one numbered column group per item (Pictures.1.Url). */
  | { list: Fields }
type Fields = Map<string, Node>

interface Def {
  type: string
  innerType?: z.ZodType
  in?: z.ZodType
  element?: z.ZodType
  options?: z.ZodType[]
  values?: unknown[]
  format?: string
  shape?: Record<string, z.ZodType>
}

const defOf = (schema: z.ZodType) => (schema as unknown as { def: Def }).def

/** What a cell of this field holds, read off the schema behind its wrappers. */
function nodeOf(schema: z.ZodType): Node {
  const def = defOf(schema)
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
      return nodeOf(def.innerType!)
    case 'pipe':
      return nodeOf(def.in!)
    case 'array': {
      const item = nodeOf(def.element!)
      if (!('object' in item)) throw new Error('a list of plain values has no spreadsheet columns')
      return { list: item.object }
    }
    case 'object': {
      const keys = Object.keys(def.shape!)
      if (keys.length === FEED_LOCALES.length && FEED_LOCALES.every((l) => keys.includes(l))) return { texts: true }
      return { object: new Map(keys.map((k) => [k, nodeOf(def.shape![k]!)])) }
    }
    case 'number':
      return { kind: 'number' }
    case 'boolean':
      return { kind: 'flag' }
    case 'literal':
      return { kind: def.values!.every((v) => typeof v === 'number') ? 'number' : 'text' }
    case 'string':
      return { kind: def.format === 'date' || def.format === 'datetime' ? 'date' : 'text' }
    case 'union': {
      const kinds = def.options!.map(nodeOf).map((n) => ('kind' in n ? n.kind : 'text'))
      if (kinds.includes('flag')) return { kind: 'flag' }
      if (kinds.every((k) => k === 'number')) return { kind: 'number' }
      if (kinds.every((k) => k === 'date')) return { kind: 'date' }
      // A text or a number (the ID): kept as text, which the schema accepts.
      return { kind: 'text' }
    }
    default:
      return { kind: 'text' }
  }
}

const recordFields = (nodeOf(feedRecord) as { object: Fields }).object

/** Where a column's cells go in the record, and how they are converted. */
interface Column {
  index: number
  /** Keys of the record's objects; a number is a position in a list. */
  path: Array<string | number>
  kind: Kind | 'unknown'
}

/** A field's name as the format spells it, whatever the column's case. */
function known(fields: Fields, name: string): [string, Node] | undefined {
  for (const entry of fields) if (entry[0].toLowerCase() === name.toLowerCase()) return entry
  return undefined
}

const LANGUAGE_SUFFIX = new RegExp(`^(.+)_(${FEED_LOCALES.join('|')})$`, 'i')

/**
 * The path and kind of a column header. A name the format does not know keeps its path, so the
 * import reports it as an unknown field; a known field in a form no cell can fill (`Title`
 * without a language, `Pictures.Url` without a number) makes the whole file unreadable.
 */
function columnOf(header: string, index: number): Column {
  const parts = header.split('.').map((p) => p.trim())
  const out: Array<string | number> = []
  let fields = recordFields
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!
    const last = i === parts.length - 1
    const entry = known(fields, part)
    const language = LANGUAGE_SUFFIX.exec(part)
    const texts = !entry && language ? known(fields, language[1]!) : undefined
    if (texts && 'texts' in texts[1]) {
      if (!last) break
      return { index, path: [...out, texts[0], language![2]!.toLowerCase()], kind: 'text' }
    }
    if (!entry) return { index, path: [...out, ...parts.slice(i)], kind: 'unknown' }
    const [name, node] = entry
    out.push(name)
    if ('kind' in node) {
      if (!last) break
      return { index, path: out, kind: node.kind }
    }
    if ('texts' in node)
      throw new FeedError(
        `column "${header}": a text needs its language, as ${FEED_LOCALES.map((l) => `${name}_${l}`).join(', ')}`,
      )
    if (last) break
    if ('object' in node) {
      fields = node.object
      continue
    }
    // A list: the next part numbers the item, from 1.
    const position = Number(parts[i + 1])
    if (!Number.isInteger(position) || position < 1 || i + 2 >= parts.length) break
    out.push(position - 1)
    fields = node.list
    i++
  }
  throw new FeedError(`column "${header}": not a column of the format (see docs/rules/listings-feed.md)`)
}

const isBlank = (value: unknown) =>
  value === null || value === undefined || (typeof value === 'string' && value.trim() === '')

/**
 * A number as a spreadsheet writes it: `1150.5`, `1150,5`, `250.000`, `1.150,50`, `250 000`.
 * `decimal` is the file's decimal separator; the other one (or a space) groups thousands. A
 * lone separator followed by other than three digits can only be a decimal one. Anything else
 * stays text, so the schema refuses it with its reason.
 */
export function numberOf(text: string, decimal: '.' | ',' = '.'): number | string {
  const grouping = decimal === '.' ? ',' : '.'
  const s = text.trim().replace(/(\d)[\s\u00a0\u202f](?=\d{3}\b)/g, '$1')
  let normal: string | undefined
  if (/^[+-]?\d+$/.test(s)) normal = s
  else if (s.includes('.') && s.includes(',')) {
    const point = s.lastIndexOf('.') > s.lastIndexOf(',') ? '.' : ','
    const group = point === '.' ? ',' : '.'
    const [whole, fraction] = [s.slice(0, s.lastIndexOf(point)), s.slice(s.lastIndexOf(point) + 1)]
    if (new RegExp(`^[+-]?\\d{1,3}(\\${group}\\d{3})*$`).test(whole) && /^\d+$/.test(fraction))
      normal = `${whole.split(group).join('')}.${fraction}`
  } else {
    const separator = s.includes('.') ? '.' : ','
    const groups = s.split(separator)
    if (groups.length === 2 && /^[+-]?\d+$/.test(groups[0]!) && /^\d+$/.test(groups[1]!))
      normal = separator === grouping && groups[1]!.length === 3 ? groups.join('') : groups.join('.')
    else if (groups.length > 2 && new RegExp(`^[+-]?\\d{1,3}(\\${separator}\\d{3})+$`).test(s)) normal = groups.join('')
  }
  return normal === undefined ? text : Number(normal)
}

/** Yes and no in the site's languages, and as Dutch and French Excel write TRUE and FALSE. */
const TRUE = new Set(['1', 'true', 'yes', 'ja', 'oui', 'waar', 'vrai', 'wahr', 'x'])
const FALSE = new Set(['0', 'false', 'no', 'nee', 'non', 'nein', 'onwaar', 'faux', 'falsch'])

/** YYYY-MM-DD of a date cell, or its full timestamp when it has a time of day. */
function isoOf(date: Date): string {
  const iso = date.toISOString()
  return iso.endsWith('T00:00:00.000Z') ? iso.slice(0, 10) : iso
}

/** A cell's value for a field of this kind, or undefined when the cell is empty. */
function valueOf(cell: unknown, kind: Kind | 'unknown', decimal: '.' | ','): unknown {
  if (isBlank(cell)) return undefined
  if (cell instanceof Date) return isoOf(cell)
  const text = typeof cell === 'string' ? cell.replace(/\r\n?/g, '\n').trim() : undefined
  switch (kind) {
    case 'number':
      return text === undefined ? cell : numberOf(text, decimal)
    case 'flag': {
      const word = String(cell).trim().toLowerCase()
      if (TRUE.has(word)) return true
      if (FALSE.has(word)) return false
      return cell
    }
    case 'date': {
      // Belgian day-month-year, as Excel writes a date cell into a CSV file here.
      const dmy = text && /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
      if (dmy) return `${dmy[3]}-${dmy[2]!.padStart(2, '0')}-${dmy[1]!.padStart(2, '0')}`
      return text ?? cell
    }
    default:
      return text ?? String(cell)
  }
}

type Obj = Record<string, unknown>

function place(record: Obj, path: Array<string | number>, value: unknown): void {
  let at: Obj | unknown[] = record
  for (const [i, key] of path.entries()) {
    const next = path[i + 1]
    const slot = at as Record<string | number, unknown>
    if (next === undefined) slot[key] = value
    else slot[key] ??= typeof next === 'number' ? [] : {}
    at = slot[key] as Obj | unknown[]
  }
}

/** Lists without their empty items (a photo column group left blank), in their numbered order. */
function compact(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((item) => item !== undefined).map(compact)
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, compact(v)]))
  return value
}

const MAX_ROWS = 100_000

/** Records from a sheet's rows, the first of them the header. */
function recordsFromRows(rows: unknown[][], decimal: '.' | ','): unknown[] {
  const [header = [], ...body] = rows
  const columns: Column[] = []
  const seen = new Map<string, string>()
  for (const [index, cell] of header.entries()) {
    const name = isBlank(cell) ? '' : String(cell).trim()
    if (!name) {
      if (body.some((row) => !isBlank(row[index])))
        throw new FeedError(`column ${index + 1} has values but no name in the first row`)
      continue
    }
    const column = columnOf(name, index)
    const key = column.path.join('.')
    if (seen.has(key)) throw new FeedError(`columns "${seen.get(key)}" and "${name}" are the same field`)
    seen.set(key, name)
    columns.push(column)
  }
  if (!seen.has('ID')) throw new FeedError('no ID column: the first row names the columns, one of them ID')
  const filled = body.filter((row) => row.some((cell) => !isBlank(cell)))
  if (filled.length > MAX_ROWS) throw new FeedError(`more than ${MAX_ROWS} rows`)
  return filled.map((row) => {
    const record: Obj = {}
    for (const column of columns) {
      const value = valueOf(row[column.index], column.kind, decimal)
      if (value !== undefined) place(record, column.path, value)
    }
    return compact(record)
  })
}

/** UTF-8 (with or without a BOM), or else Windows-1252, which Excel uses for "CSV" in Belgium. */
function decode(bytes: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

/** The separator of the header line: Excel writes `;` where the comma is the decimal sign. */
function delimiterOf(text: string): ',' | ';' | '\t' {
  const start = text.replace(/^[\r\n]+/, '')
  const line = start.slice(0, start.search(/\r|\n|$/))
  const count = (c: string) => line.split(c).length - 1
  const [best] = ([',', ';', '\t'] as const).map((c) => [c, count(c)] as const).sort((a, b) => b[1] - a[1])
  return best![0]
}

function rowsFromCsv(bytes: Buffer): { rows: string[][]; decimal: '.' | ',' } {
  const text = decode(bytes)
  const delimiter = delimiterOf(text)
  try {
    // A quote inside an unquoted cell (5" screen) is kept as written: Excel quotes the cells
    // that need it, and a hand-written file should not fail on a stray one.
    const rows = parseCsv(text, {
      delimiter,
      bom: true,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
    })
    return { rows, decimal: delimiter === ';' ? ',' : '.' }
  } catch (error) {
    throw new FeedError(`the CSV file could not be read: ${error instanceof Error ? error.message : error}`)
  }
}

/** The sheet named Properties, or else the first. */
async function rowsFromXlsx(bytes: Buffer): Promise<unknown[][]> {
  let sheets: Awaited<ReturnType<typeof readXlsxFile>>
  try {
    sheets = await readXlsxFile(bytes)
  } catch (error) {
    throw new FeedError(`the XLSX file could not be read: ${error instanceof Error ? error.message : error}`)
  }
  const sheet = sheets.find((s) => s.sheet.trim().toLowerCase() === 'properties') ?? sheets[0]
  return (sheet?.data ?? []) as unknown[][]
}

const startsWith = (bytes: Buffer, magic: number[]) => magic.every((b, i) => bytes[i] === b)

/**
 * The records of a spreadsheet, CSV or XLSX by its content (an XLSX file is a zip: `PK`) or
 * else its name. Throws a FeedError, before anything is imported, when the file cannot be read.
 */
export async function recordsFromSpreadsheet(bytes: Buffer, fileName: string): Promise<unknown[]> {
  const extension = path.extname(fileName).toLowerCase()
  if (startsWith(bytes, [0x50, 0x4b])) {
    if (extension === '.ods') throw new FeedError('an OpenDocument spreadsheet: save it as XLSX or CSV')
    return recordsFromRows(await rowsFromXlsx(bytes), '.')
  }
  if (startsWith(bytes, [0xd0, 0xcf, 0x11, 0xe0]) || extension === '.xls')
    throw new FeedError('an Excel 97–2003 (.xls) file: save it as XLSX or CSV')
  if (extension === '.xlsx' || extension === '.xlsm') throw new FeedError('not an XLSX file: it is not a zip archive')
  const { rows, decimal } = rowsFromCsv(bytes)
  return recordsFromRows(rows, decimal)
}
