import type { PropertyForm } from '@/i18n/routes'
import type { Translate } from '../facts'
import { PrintButton } from '../PrintButton'
import { primaryButton, secondaryButton } from './styles'

/** The forms a property page offers, in this order; the first is the main call to action. */
const formsFor = (goal: 'sale' | 'rent'): PropertyForm[] => [
  'contact-me',
  'contact-appointment',
  'document-request',
  goal === 'rent' ? 'rent-application' : 'purchase-offer',
  'send-to-friend',
]

/**
 * The enquiry entry points (each a page with its form and this property chosen) while the
 * property is open for enquiries, and the print button. Plain links: they work without
 * JavaScript, and the property page carries no form script.
 */
export function ActionsSection({
  hrefOf,
  goal,
  open,
  t,
}: {
  /** The URL of a form about this property, in the page language. */
  hrefOf: (form: PropertyForm) => string
  goal: 'sale' | 'rent'
  open: boolean
  t: Translate
}) {
  return (
    <section aria-labelledby="actions-title" className="space-y-3 print:hidden" data-testid="property-actions">
      <h2 id="actions-title" className="text-lg font-semibold">
        {t('actions.title')}
      </h2>
      {open ? (
        <ul className="space-y-2">
          {formsFor(goal).map((form, i) => (
            <li key={form}>
              <a
                href={hrefOf(form)}
                data-testid={`enquiry-${form}`}
                className={i === 0 ? primaryButton : secondaryButton}
              >
                {t(`actions.${form}`)}
              </a>
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
