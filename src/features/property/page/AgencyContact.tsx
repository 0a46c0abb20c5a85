import { unbrokenPhone } from '@/domain/phone'
import type { Translate } from '../facts'
import type { Agency } from './agency'
import { focusRing } from './styles'

/** The agency's name, address, phone and e-mail from the site settings. */
export function AgencyContact({ agency, t }: { agency: Agency; t: Translate }) {
  const link = `inline-flex min-h-11 items-center font-medium text-brand underline ${focusRing}`
  return (
    <section aria-labelledby="agency-title" className="rounded-md bg-slate-50 p-5" data-testid="agency-contact">
      <h2 id="agency-title" className="text-lg font-semibold">
        {t('agency.title')}
      </h2>
      <p className="mt-1 font-medium">{agency.name}</p>
      {agency.address ? <p className="whitespace-pre-line text-slate-700">{agency.address}</p> : null}
      <dl className="mt-2 text-slate-700">
        {agency.tel ? (
          <div className="flex items-center gap-2">
            <dt>{t('agency.phone')}</dt>
            <dd>
              <a href={agency.tel} className={link}>
                {unbrokenPhone(agency.phone)}
              </a>
            </dd>
          </div>
        ) : null}
        {agency.email ? (
          <div className="flex items-center gap-2">
            <dt>{t('agency.email')}</dt>
            <dd className="min-w-0">
              <a href={`mailto:${agency.email}`} className={`break-all ${link}`}>
                {agency.email}
              </a>
            </dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
