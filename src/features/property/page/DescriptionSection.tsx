import { isEmpty } from '@/domain/empty'
import { stripHtml } from '@/domain/text'
import type { Translate } from '../facts'
import { SectionHeading } from './SectionHeading'

/** The description as plain paragraphs, one per line of the text (markup removed). */
export function paragraphsOf(text: string | null): string[] {
  if (isEmpty(text)) return []
  return text
    .split(/\r?\n/)
    .map((line) => stripHtml(line))
    .filter(Boolean)
}

export function DescriptionSection({ paragraphs, t }: { paragraphs: string[]; t: Translate }) {
  if (!paragraphs.length) return null
  return (
    <section aria-labelledby="description-title" data-testid="section-description">
      <SectionHeading id="description-title">{t('sections.description')}</SectionHeading>
      <div className="max-w-prose space-y-3 leading-relaxed text-slate-800">
        {paragraphs.map((text, i) => (
          <p key={i}>{text}</p>
        ))}
      </div>
    </section>
  )
}
