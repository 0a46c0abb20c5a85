import { translatorOf } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import { ShortlistHeart } from './ShortlistHeart'

/** The heart with its text, for a page about one property (the property page, the shortlist page). */
export async function SaveToShortlist({
  id,
  title,
  locale,
  className,
}: {
  id: number
  title: string
  locale: Locale
  className?: string
}) {
  const t = await translatorOf(locale, 'shortlist')
  return (
    <div className={className}>
      <ShortlistHeart id={id} label={t('heart.label', { title })} text={t('heart.text')} />
    </div>
  )
}
