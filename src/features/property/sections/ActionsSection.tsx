import Link from 'next/link'
import type { Translate } from '../facts'
import { PrintButton } from '../PrintButton'
import { primaryButton, secondaryButton } from './styles'

/**
 * The enquiry entry points (contact, visit, send to a friend: the contact page with the property
 * and the form preset) while the property is open for enquiries, and the print button.
 */
export function ActionsSection({
  contactHref,
  propertyId,
  open,
  t,
}: {
  /** The contact page's URL in the page language. */
  contactHref: string
  propertyId: number
  open: boolean
  t: Translate
}) {
  const contact = contactHref + '?property=' + propertyId
  const entryPoints = [
    { key: 'contact', href: contact, label: t('actions.contact'), primary: true },
    { key: 'visit', href: `${contact}&form=contact-appointment`, label: t('actions.visit'), primary: false },
    { key: 'friend', href: `${contact}&form=send-to-friend`, label: t('actions.friend'), primary: false },
  ]
  return (
    <section aria-labelledby="actions-title" className="space-y-3 print:hidden" data-testid="property-actions">
      <h2 id="actions-title" className="text-lg font-semibold">
        {t('actions.title')}
      </h2>
      {open ? (
        <ul className="space-y-2">
          {entryPoints.map((e) => (
            <li key={e.key}>
              <Link
                href={e.href}
                data-testid={`enquiry-${e.key}`}
                className={e.primary ? primaryButton : secondaryButton}
              >
                {e.label}
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="text-slate-700">{t('actions.closed')}</p>
      )}
      <PrintButton label={t('actions.print')} className={secondaryButton} />
    </section>
  )
}
