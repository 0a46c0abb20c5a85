import type { Where } from 'payload'

/**
 * The leads inbox's quick filters (type, property, status, date range) written into the list's
 * `where`, in the shape of Payload's own filter builder (`{ or: [{ and: [conditions] }] }`), so
 * both show the same filters and the CSV export honours them. Other conditions staff built with
 * the "Filters" panel are kept: the quick filters are added to each of its "or" branches, which
 * is the same as adding them to the whole query.
 */

export interface LeadQuickFilters {
  type?: string
  property?: number
  status?: string
  /** Local calendar days, 'YYYY-MM-DD', both included. */
  from?: string
  to?: string
}

type Condition = Record<string, unknown>

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** qs turns long lists into objects with numeric keys. */
const items = (v: unknown): unknown[] => (Array.isArray(v) ? v : isObject(v) ? Object.values(v) : [])

/** One `and` list of single-field conditions (nested `or` groups stay one condition). */
function flattenAnd(where: unknown): Condition[] {
  if (!isObject(where)) return []
  return Object.entries(where).flatMap(([key, value]) =>
    key === 'and' ? items(value).flatMap(flattenAnd) : [{ [key]: value }],
  )
}

/** The query as its "or" branches, each an "and" list. */
function branchesOf(where: Where | undefined | null): Condition[][] {
  if (!isObject(where) || Object.keys(where).length === 0) return [[]]
  const keys = Object.keys(where)
  if (keys.length === 1 && keys[0] === 'or') {
    const branches = items(where.or).map(flattenAnd)
    return branches.length ? branches : [[]]
  }
  return [flattenAnd(where)]
}

const DATE_FROM = 'greater_than_equal'
const DATE_TO = 'less_than'

/** Whether a condition is one the quick filters own (and replace). */
function isQuick(condition: Condition): boolean {
  const [key, ...rest] = Object.keys(condition)
  if (rest.length || !key) return false
  const ops = condition[key]
  if (!isObject(ops)) return false
  const names = Object.keys(ops)
  if (key === 'type' || key === 'property' || key === 'status') return names.length === 1 && names[0] === 'equals'
  if (key === 'createdAt') return names.length === 1 && (names[0] === DATE_FROM || names[0] === DATE_TO)
  return false
}

const pad = (n: number) => String(n).padStart(2, '0')
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/

/** The start of a local calendar day as an instant, or undefined for a malformed day. */
export function startOfDay(day: string, plusDays = 0): string | undefined {
  const m = DAY.exec(day)
  if (!m) return undefined
  const date = new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + plusDays)
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString()
}

/** The local calendar day of an instant ('YYYY-MM-DD'), or undefined. */
export function dayOf(instant: unknown, minusDays = 0): string | undefined {
  if (typeof instant !== 'string') return undefined
  const date = new Date(instant)
  if (Number.isNaN(date.getTime())) return undefined
  date.setDate(date.getDate() - minusDays)
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`
}

/** The quick filters' conditions, in a fixed order. */
function conditionsOf(filters: LeadQuickFilters): Condition[] {
  const out: Condition[] = []
  if (filters.type) out.push({ type: { equals: filters.type } })
  if (filters.property !== undefined && Number.isInteger(filters.property) && filters.property > 0)
    out.push({ property: { equals: filters.property } })
  if (filters.status) out.push({ status: { equals: filters.status } })
  const from = filters.from ? startOfDay(filters.from) : undefined
  // The last day counts whole: up to the start of the next.
  const to = filters.to ? startOfDay(filters.to, 1) : undefined
  if (from) out.push({ createdAt: { [DATE_FROM]: from } })
  if (to) out.push({ createdAt: { [DATE_TO]: to } })
  return out
}

/** The query with the quick filters set (and the ones left empty removed). */
export function applyQuickFilters(where: Where | undefined | null, filters: LeadQuickFilters): Where {
  const quick = conditionsOf(filters)
  const branches = branchesOf(where)
    .map((branch) => [...branch.filter((c) => !isQuick(c)), ...quick])
    .filter((branch) => branch.length > 0)
  return { or: branches.map((and) => ({ and })) } as Where
}

/** The quick filters a query holds (read from its first branch). */
export function readQuickFilters(where: Where | undefined | null): LeadQuickFilters {
  const out: LeadQuickFilters = {}
  for (const condition of branchesOf(where)[0].filter(isQuick)) {
    const [key] = Object.keys(condition)
    const ops = condition[key] as Record<string, unknown>
    if (key === 'createdAt') {
      if (DATE_FROM in ops) out.from = dayOf(ops[DATE_FROM])
      else out.to = dayOf(ops[DATE_TO], 1)
      continue
    }
    const value = ops.equals
    if (key === 'property') {
      const id = Number(value)
      if (Number.isInteger(id) && id > 0) out.property = id
    } else if (typeof value === 'string' && value) {
      out[key as 'type' | 'status'] = value
    }
  }
  return out
}
