import type { Fact } from '../facts'

/** Label and value pairs of a detail group, in one or two columns. */
export function FactList({ facts, columns = 2 }: { facts: Fact[]; columns?: 1 | 2 }) {
  return (
    <dl className={`grid gap-x-8 ${columns === 2 ? 'sm:grid-cols-2' : ''}`}>
      {facts.map((f) => (
        <div key={f.key} data-fact={f.key} className="fact-row">
          <dt>{f.label}</dt>
          <dd>{f.value}</dd>
        </div>
      ))}
    </dl>
  )
}
