import { translatorOf } from '@/i18n/translator'
import type { Locale } from '@/i18n/locales'
import type { FeedbackSlug, RouteTable } from '@/i18n/routes'
import { PlainPage } from '@/ui/page/PlainPage'
import { getVisitCalendar } from './visit-calendar'

/** The thank-you page of a form (`/feedback/{slug}/`), where a stored submission lands. */
export async function ThankYou({ slug, locale, table }: { slug: FeedbackSlug; locale: Locale; table: RouteTable }) {
  const t = await translatorOf(locale, 'enquiries')
  // A visit is confirmed at once or requested until staff confirm it (the visit slots setting).
  const text =
    slug === 'contact-appointment' && (await getVisitCalendar()).confirmation === 'confirmed'
      ? t('feedback.contact-appointment.textConfirmed')
      : t(`feedback.${slug}.text`)
  return (
    <PlainPage title={t(`feedback.${slug}.title`)}>
      <p className="mt-4 max-w-3xl text-lg text-slate-700" data-testid="thank-you-text">
        {text}
      </p>
      <p className="mt-8">
        <a
          href={table.href({ kind: 'page', key: 'home' }, locale)}
          className="text-brand underline underline-offset-2 hover:text-brand-dark focus-ring-brand"
        >
          {t('feedback.home')}
        </a>
      </p>
    </PlainPage>
  )
}
