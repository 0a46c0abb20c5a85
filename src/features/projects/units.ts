/**
 * Pure rules about a project's units: how many are still for sale and what they cost.
 * No I/O, so the list card, the detail page and the tests share one definition.
 */
export const unitStatuses = ['available', 'option', 'sold', 'rented'] as const
export type UnitStatus = (typeof unitStatuses)[number]

export interface UnitLike {
  status?: string | null
  price?: number | null
  living?: number | null
}

export interface UnitsSummary {
  total: number
  counts: Record<UnitStatus, number>
  /** Lowest and highest price of the available homes; null when no available unit has a price. */
  priceRange: { min: number; max: number } | null
}

/**
 * The status a visitor sees. The CMS default is 'available', so a unit saved without one
 * counts as available; an unknown value is not offered for sale (it may be a status this
 * code does not know yet).
 */
export function unitStatusOf(unit: UnitLike): UnitStatus | null {
  if (unit.status === null || unit.status === undefined || unit.status === '') return 'available'
  return (unitStatuses as readonly string[]).includes(unit.status) ? (unit.status as UnitStatus) : null
}

/** Sold and rented units stay listed but are marked as gone. */
export function isTaken(status: UnitStatus | null): boolean {
  return status === 'sold' || status === 'rented'
}

const isPrice = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n) && n > 0

/**
 * Counts by status and the price range ('from € 245.000'). Only available units make the range:
 * a unit under option is promised to someone else, a sold one cannot be bought. Units without a
 * living area (a parking space, a cellar) are left out of it when there are homes, so a project
 * of flats is not advertised 'from' the price of its garage.
 */
export function summarizeUnits(units: readonly UnitLike[] | null | undefined): UnitsSummary {
  const counts: Record<UnitStatus, number> = { available: 0, option: 0, sold: 0, rented: 0 }
  const list = units ?? []
  const priced: UnitLike[] = []
  for (const unit of list) {
    const status = unitStatusOf(unit)
    if (status) counts[status] += 1
    if (status === 'available' && isPrice(unit.price)) priced.push(unit)
  }
  const homes = priced.filter((u) => typeof u.living === 'number' && u.living > 0)
  const prices = (homes.length ? homes : priced).map((u) => u.price as number)
  return {
    total: list.length,
    counts,
    priceRange: prices.length ? { min: Math.min(...prices), max: Math.max(...prices) } : null,
  }
}

/** A reference as staff may type it twice: case and surrounding spaces do not count. */
const referenceKey = (reference: string) => reference.trim().toLowerCase()

/**
 * Which units are published properties of their own: a property of the project whose reference
 * is the unit's. Gives each such unit's key the property's address; a reference two properties
 * share names neither (the unit would not know which it is).
 */
export function unitLinks(
  units: readonly { key: string; reference: string }[],
  properties: readonly { reference: string; href: string }[],
): Map<string, string> {
  const byReference = new Map<string, string | null>()
  for (const p of properties) {
    const k = referenceKey(p.reference)
    if (k) byReference.set(k, byReference.has(k) ? null : p.href)
  }
  const links = new Map<string, string>()
  for (const unit of units) {
    const href = byReference.get(referenceKey(unit.reference))
    if (href) links.set(unit.key, href)
  }
  return links
}
