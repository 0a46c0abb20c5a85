import type { ProjectsT } from './summary-text'
import type { UnitStatus } from './units'

const badgeClass: Record<UnitStatus | 'unknown', string> = {
  available: 'bg-emerald-50 text-emerald-800 ring-emerald-600/30',
  option: 'bg-amber-50 text-amber-900 ring-amber-600/40',
  sold: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  rented: 'bg-rose-50 text-rose-800 ring-rose-600/30',
  unknown: 'bg-slate-100 text-slate-700 ring-slate-500/30',
}

/** A unit's availability as a coloured badge; the text carries the meaning, not the colour. */
export function StatusBadge({ status, t }: { status: UnitStatus | null; t: ProjectsT }) {
  const key = status ?? 'unknown'
  return (
    <span
      data-status={key}
      className={`inline-flex items-center whitespace-nowrap rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${badgeClass[key]}`}
    >
      {t(`status.${key}`)}
    </span>
  )
}
