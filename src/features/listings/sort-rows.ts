/**
 * The order of each sort of the property lists (date, price, type, city), total so that
 * paging is stable. Pure, unit-tested with plain data (sort-rows.test.ts).
 */
import type { SortKey } from '../../domain/list-params'

/** The fields a sort needs, one row per property of the filtered set. */
export interface SortRow {
  id: number
  price: number | null
  /** False when the price is 'on request': such rows go last in both price orders. */
  publishPrice: boolean
  /** ISO date the property entered the offer. */
  createdAt: string
  type: number | null
  city: number | null
}

/** What the related sorts compare: the type's showOrder and name, the city's name (page language). */
export interface SortContext {
  types: ReadonlyMap<number, { showOrder: number; name: string }>
  cityNames: ReadonlyMap<number, string>
  collator: Intl.Collator
}

const time = (iso: string) => {
  const t = Date.parse(iso)
  return Number.isNaN(t) ? 0 : t
}

/** A row with its date as a number, parsed once per row rather than in every comparison. */
type Dated = { row: SortRow; time: number }

/** Newest first; equal dates by higher id, so every order is total and paging is stable. */
const byDate = (a: Dated, b: Dated) => b.time - a.time || b.row.id - a.row.id

// Same rule as the price shown (domain/price.ts): hidden, missing or zero reads 'on request'.
const hasPrice = (r: SortRow) =>
  r.publishPrice && typeof r.price === 'number' && Number.isFinite(r.price) && r.price > 0

/** Rows in the order of a sort key; the input is left untouched. */
export function sortRows(rows: readonly SortRow[], sort: SortKey, ctx: SortContext): SortRow[] {
  const out: Dated[] = rows.map((row) => ({ row, time: time(row.createdAt) }))
  return orderOf(out, sort, ctx).map((d) => d.row)
}

function orderOf(out: Dated[], sort: SortKey, ctx: SortContext): Dated[] {
  switch (sort) {
    case 'price-asc':
    case 'price-desc': {
      const sign = sort === 'price-asc' ? 1 : -1
      return out.sort((a, b) => {
        const pa = hasPrice(a.row)
        const pb = hasPrice(b.row)
        if (pa !== pb) return pa ? -1 : 1
        return (pa && pb ? sign * ((a.row.price as number) - (b.row.price as number)) : 0) || byDate(a, b)
      })
    }
    case 'type': {
      const key = ({ row }: Dated) => (row.type === null ? undefined : ctx.types.get(row.type))
      return out.sort((a, b) => {
        const ta = key(a)
        const tb = key(b)
        if (!ta || !tb) return (ta ? -1 : tb ? 1 : 0) || byDate(a, b)
        return ta.showOrder - tb.showOrder || ctx.collator.compare(ta.name, tb.name) || byDate(a, b)
      })
    }
    case 'city': {
      const name = ({ row }: Dated) => (row.city === null ? undefined : ctx.cityNames.get(row.city))
      return out.sort((a, b) => {
        const ca = name(a)
        const cb = name(b)
        if (ca === undefined || cb === undefined)
          return (ca !== undefined ? -1 : cb !== undefined ? 1 : 0) || byDate(a, b)
        return ctx.collator.compare(ca, cb) || byDate(a, b)
      })
    }
    default:
      return out.sort(byDate)
  }
}

/** A list's price filter: the lowest and highest asking price, either open. */
export interface PriceBounds {
  minPrice?: number
  maxPrice?: number
}

/**
 * The rows a price filter keeps, from the rows of the same selection without it. A row's price is
 * its public one (null when the price is on request, or hidden on a sold or let property): such
 * a row never matches a price filter, or narrowing the range around it would reveal its price.
 * The same rule as the SQL condition of a priced selection (list-sql.ts), applied in memory so
 * that a price asked for the first time reads nothing from the database.
 */
export function withinPrice(rows: readonly SortRow[], { minPrice, maxPrice }: PriceBounds): readonly SortRow[] {
  if (minPrice === undefined && maxPrice === undefined) return rows
  return rows.filter(
    (r) =>
      r.publishPrice &&
      r.price !== null &&
      (minPrice === undefined || r.price >= minPrice) &&
      (maxPrice === undefined || r.price <= maxPrice),
  )
}
