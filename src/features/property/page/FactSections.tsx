import type { Section, SectionKey, Translate } from '../facts'
import type { PropertyDetail } from '../types'
import { EnergySection } from './EnergySection'
import { FactList } from './FactList'
import { SectionHeading } from './SectionHeading'

/** The order of the detail groups; energy has its own block with the label image. */
const sectionOrder: SectionKey[] = [
  'costs',
  'surfaces',
  'construction',
  'comfort',
  'energy',
  'legal',
  'viager',
  'availability',
]

/** Every detail group that has facts, in the page's order. */
export function FactSections({ p, t, sections }: { p: PropertyDetail; t: Translate; sections: Section[] }) {
  const energyFacts = sections.find((s) => s.key === 'energy')?.facts ?? []
  return sectionOrder.map((key) => {
    if (key === 'energy') return <EnergySection key={key} p={p} t={t} facts={energyFacts} />
    const s = sections.find((x) => x.key === key)
    return s ? (
      <section key={s.key} aria-labelledby={`facts-${s.key}`} data-testid={`section-${s.key}`}>
        <SectionHeading id={`facts-${s.key}`}>{s.title}</SectionHeading>
        <FactList facts={s.facts} />
      </section>
    ) : null
  })
}
