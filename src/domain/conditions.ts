import { isEmpty } from './empty'

/**
 * The display condition rule {field, logic, advancedCondition, compareWithField,
 * compareWithValue}. A failing condition is false, so every error, unknown operator
 * or value of the wrong type answers false instead of throwing.
 */
export const LOGIC = ['equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty'] as const
export type ConditionLogic = (typeof LOGIC)[number]

export interface ConditionRule {
  /** Field of the record, dotted for nested values ('city.name'). */
  field?: string | null
  logic?: ConditionLogic | string | null
  /** Compare with this other field of the record instead of a fixed value. */
  compareWithField?: string | null
  compareWithValue?: unknown
  /** More rules joined to this one with 'and' or 'or'. */
  advancedCondition?: { combine?: 'and' | 'or' | null; rules?: ConditionRule[] | null } | null
}

// Deep nesting is a data error (or a cycle in the rule object), never a real rule.
const MAX_DEPTH = 16
const FORBIDDEN = new Set(['__proto__', 'prototype', 'constructor'])

function read(record: unknown, path: string): unknown {
  let at: unknown = record
  for (const part of path.split('.')) {
    if (!part || FORBIDDEN.has(part)) throw new Error('bad field')
    if (at === null || typeof at !== 'object' || !Object.prototype.hasOwnProperty.call(at, part)) return undefined
    at = (at as Record<string, unknown>)[part]
  }
  return at
}

type Primitive = string | number | boolean | null | undefined
const isPrimitive = (v: unknown): v is Primitive =>
  v === null || v === undefined || ['string', 'number', 'boolean'].includes(typeof v)

function numberOf(v: unknown): number | null {
  if (typeof v === 'number') return Number.isFinite(v) ? v : null
  if (typeof v === 'string' && v.trim() !== '') {
    const n = Number(v.trim())
    return Number.isFinite(n) ? n : null
  }
  return null
}

/** Loose equality of back-office values: '3' equals 3, ' Gent ' equals 'Gent', blank equals null. */
function same(a: unknown, b: unknown): boolean {
  if (!isPrimitive(a) || !isPrimitive(b)) throw new Error('not comparable')
  if (isEmpty(a) || isEmpty(b)) return isEmpty(a) && isEmpty(b)
  const na = numberOf(a)
  const nb = numberOf(b)
  if (na !== null && nb !== null) return na === nb
  return String(a).trim() === String(b).trim()
}

function order(a: unknown, b: unknown): number {
  const na = numberOf(a)
  const nb = numberOf(b)
  if (na === null || nb === null) throw new Error('not numbers')
  return na - nb
}

function contains(haystack: unknown, needle: unknown): boolean {
  if (Array.isArray(haystack)) return haystack.some((v) => isPrimitive(v) && same(v, needle))
  if (typeof haystack !== 'string' || !isPrimitive(needle) || isEmpty(needle)) throw new Error('not text')
  return haystack.toLocaleLowerCase().includes(String(needle).trim().toLocaleLowerCase())
}

function own(rule: ConditionRule, record: unknown): boolean {
  if (typeof rule.field !== 'string' || !rule.field.trim()) throw new Error('no field')
  const value = read(record, rule.field.trim())
  const other = () =>
    typeof rule.compareWithField === 'string' && rule.compareWithField.trim()
      ? read(record, rule.compareWithField.trim())
      : rule.compareWithValue
  switch (rule.logic) {
    case 'equals':
      return same(value, other())
    case 'notEquals':
      return !same(value, other())
    case 'greaterThan':
      return order(value, other()) > 0
    case 'lessThan':
      return order(value, other()) < 0
    case 'contains':
      return contains(value, other())
    case 'isEmpty':
      return isEmpty(value)
    case 'isNotEmpty':
      return !isEmpty(value)
    default:
      throw new Error('unknown logic')
  }
}

function evaluate(rule: unknown, record: unknown, depth: number): boolean {
  if (depth > MAX_DEPTH || !rule || typeof rule !== 'object') throw new Error('bad rule')
  const r = rule as ConditionRule
  const advanced = r.advancedCondition
  const nested = advanced && Array.isArray(advanced.rules) ? advanced.rules : []
  const hasOwn = typeof r.field === 'string' && r.field.trim() !== ''
  if (!nested.length) return own(r, record)
  const combine = advanced?.combine ?? 'and'
  if (combine !== 'and' && combine !== 'or') throw new Error('unknown combine')
  // A nested rule that fails to evaluate counts as false, like any failing condition.
  const results = [
    ...(hasOwn ? [() => own(r, record)] : []),
    ...nested.map((n) => () => evaluate(n, record, depth + 1)),
  ].map((run) => {
    try {
      return run()
    } catch {
      return false
    }
  })
  return combine === 'and' ? results.every(Boolean) : results.some(Boolean)
}

/** Whether the record meets the rule; false on any error. */
export function evaluateCondition(rule: unknown, record: unknown): boolean {
  try {
    return evaluate(rule, record, 0) === true
  } catch {
    return false
  }
}
