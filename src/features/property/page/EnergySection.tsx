import { renovationNotice } from '@/domain/energy'
import { EnergyLabelImage, labelText } from '../EnergyLabelImage'
import type { Fact, Translate } from '../facts'
import { energyLabelOf } from '../key-facts'
import type { PropertyDetail } from '../types'
import { FactList } from './FactList'
import { SectionHeading } from './SectionHeading'

/** The energy group: the regional label image, the energy facts and the renovation notice. */
export function EnergySection({ p, t, facts }: { p: PropertyDetail; t: Translate; facts: Fact[] }) {
  const label = energyLabelOf(p)
  if (!label && !facts.length) return null
  const letter = label ? labelText(label.label) : ''
  const region = t(`energy.region.${label?.region ?? 'other'}`)
  const rows: Fact[] = label ? [{ key: 'energyLabel', label: t('fields.energyLabel'), value: letter }, ...facts] : facts
  return (
    <section aria-labelledby="energy-title" data-testid="section-energy">
      <SectionHeading id="energy-title">{t('sections.energy')}</SectionHeading>
      <div className="grid items-start gap-6 md:grid-cols-[18rem_1fr]">
        {label ? (
          <EnergyLabelImage
            region={label.region}
            label={label.label}
            accessibleName={t('energy.labelWithRegion', { label: letter, region })}
          />
        ) : null}
        <FactList facts={rows} columns={1} />
      </div>
      {label && renovationNotice(label.label) ? (
        <p
          className="mt-4 rounded-md border-l-4 border-accent bg-amber-50 p-3 text-sm text-slate-800"
          data-testid="renovation-notice"
        >
          {t('energy.notice')}
        </p>
      ) : null}
    </section>
  )
}
