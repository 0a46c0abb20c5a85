/**
 * CSV for spreadsheets, as Belgian Excel opens it with a double click: UTF-8 with a byte-order
 * mark (without it Excel reads the file as Windows-1252 and garbles é, ë, ß), `;` between
 * cells (the list separator of Excel in the nl-BE, fr-BE and de-BE regional settings, where
 * the comma is the decimal sign) and CRLF line ends (RFC 4180).
 */

export const CSV_BOM = '\uFEFF'
export const CSV_SEPARATOR = ';'

export type CsvValue = string | number | boolean | null | undefined

/**
 * Characters that make a spreadsheet read a cell as a formula (or, for tab and carriage
 * return, that some spreadsheets strip before doing so): a visitor who types `=HYPERLINK(…)`
 * in a form must not get a formula into the agency's Excel (OWASP "CSV injection").
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One cell: text starting like a formula gets a leading apostrophe; quoted when it must be. */
export function csvCell(value: CsvValue, separator = CSV_SEPARATOR): string {
  if (value === null || value === undefined) return ''
  let text: string
  if (typeof value === 'number') {
    // A number stays a number (negative ones too); its decimal sign is the comma of the
    // regional settings that use `;` between cells.
    text = Number.isFinite(value) ? String(value).replace('.', separator === ';' ? ',' : '.') : ''
  } else if (typeof value === 'boolean') {
    text = value ? '1' : '0'
  } else {
    text = FORMULA_START.test(value) ? `'${value}` : value
  }
  const mustQuote = text.includes(separator) || /["\r\n]/.test(text) || text !== text.trim()
  return mustQuote ? `"${text.replace(/"/g, '""')}"` : text
}

/** A whole file: the BOM, then one CRLF-ended line per row. */
export function toCsv(rows: readonly (readonly CsvValue[])[], separator = CSV_SEPARATOR): string {
  return CSV_BOM + rows.map((row) => row.map((cell) => csvCell(cell, separator)).join(separator) + '\r\n').join('')
}
