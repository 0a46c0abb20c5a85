import { isEmpty } from '@/domain/empty'
import { getSiteSettings } from '@/ui/shell/queries'
import type { Locale } from '@/i18n/locales'
import type { Translate } from '../facts'
import { focusRing } from './styles'

/** The agency's name, address, phone and e-mail from the site settings. */
export async function AgencyContact({ locale, t }: { locale: Locale; t: Translate }) {
  const s = await getSiteSettings(locale)
  // Shown as entered: the agency's number is international (+32 …), which the 9/10-digit grouping would garble.
  const phone = isEmpty(s.phone) ? '' : s.phone.trim()
  const email = isEmpty(s.email) ? '' : s.email.trim()
  return (
    <section aria-labelledby="agency-title" className="rounded-md bg-slate-50 p-5" data-testid="agency-contact">
      <h2 id="agency-title" className="text-lg font-semibold">
        {t('agency.title')}
      </h2>
      <p className="mt-1 font-medium">{s.siteName}</p>
      {isEmpty(s.address) ? null : <p className="whitespace-pre-line text-slate-700">{s.address}</p>}
      <dl className="mt-2 space-y-1 text-slate-700">
        {phone ? (
          <div className="flex gap-2">
            <dt>{t('agency.phone')}</dt>
            <dd>
              <a href={`tel:${phone.replace(/[^\d+]/g, '')}`} className={`underline ${focusRing}`}>
                {phone}
              </a>
            </dd>
          </div>
        ) : null}
        {email ? (
          <div className="flex gap-2">
            <dt>{t('agency.email')}</dt>
            <dd>
              <a href={`mailto:${email}`} className={`break-all underline ${focusRing}`}>
                {email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
