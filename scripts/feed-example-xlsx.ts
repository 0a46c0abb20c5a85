/**
 * Writes docs/listings-feed/example.xlsx from example.csv, with the cells typed as a person typing
 * them into Excel would get: numbers as numbers (a postcode too), dates as dates, the yes/no
 * columns as TRUE/FALSE. So the example also shows the spreadsheet import converting each back
 * (spreadsheet.test.ts). Run it after changing example.csv: `npx tsx scripts/feed-example-xlsx.ts`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import { parse } from 'csv-parse/sync'
import writeXlsxFile from 'write-excel-file/node'

const dir = path.resolve(import.meta.dirname, '../docs/listings-feed')
const flags = new Set(['PublishPrice', 'PublishAddress', 'Legal.PreemptionRight', 'Legal.FloodZone'])

function typed(value: string, column: string): string | number | boolean | Date | null {
  if (value === '') return null
  if (flags.has(column)) return value === '1'
  if (/^-?\d+(\.\d+)?$/.test(value)) return Number(value)
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`)
  return value
}

const [header, ...rows] = parse(await fs.readFile(path.join(dir, 'example.csv')), { bom: true }) as string[][]
const data = [header!, ...rows.map((row) => row.map((value, i) => typed(value, header![i]!)))]
await writeXlsxFile(data, { sheet: 'Properties', dateFormat: 'dd/mm/yyyy', stickyRowsCount: 1 }).toFile(
  path.join(dir, 'example.xlsx'),
)
console.log('wrote docs/listings-feed/example.xlsx')
