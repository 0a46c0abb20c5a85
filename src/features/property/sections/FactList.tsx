import type { Fact } from '../facts'

/** Label and value pairs of a detail group, in one or two columns. */
export function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-8 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {facts.map((f) => (
        <div key={f.key} data-fact={f.key} className="flex justify-between gap-4 border-b border-slate-200 py-2">
          <dt className="text-slate-600">{f.label}</dt>
          <dd className="text-right font-medium">{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
