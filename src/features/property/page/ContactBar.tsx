import { Icon, type IconName } from '@/ui/shell/icons'
import type { PropertyForm } from '@/i18n/routes'
import type { Translate } from '../facts'
import type { Agency } from './agency'

/* The shell's icons for calling, writing and booking a visit (decorative). */
const icons: Record<BarLink['key'], IconName> = { call: 'phone', message: 'mail', visit: 'calendar' }

interface BarLink {
  key: 'call' | 'message' | 'visit'
  href: string
  label: string
}

/**
 * The phone's contact bar (below 1280 px, where the contact panel is not beside the photos):
 * call the office, write (the enquiry form, or an e-mail once the property is no longer open
 * for enquiries) and book a visit. Plain links in a fixed bar; contact.css keeps the footer and
 * the back-to-top button clear of it, hides it on print and under the cookie consent dialog.
 */
export function ContactBar({
  agency,
  hrefOf,
  open,
  t,
}: {
  agency: Agency
  hrefOf: (form: PropertyForm) => string
  open: boolean
  t: Translate
}) {
  const links: BarLink[] = []
  if (agency.tel) links.push({ key: 'call', href: agency.tel, label: t('contact.call') })
  if (open) {
    links.push({ key: 'message', href: hrefOf('contact-me'), label: t('contact.message') })
    links.push({ key: 'visit', href: hrefOf('contact-appointment'), label: t('contact.visit') })
  } else if (agency.email) {
    links.push({ key: 'message', href: `mailto:${agency.email}`, label: t('contact.email') })
  }
  if (!links.length) return null
  return (
    <nav aria-label={t('contact.label')} className="contact-bar" data-testid="contact-bar">
      <ul>
        {links.map((link, i) => (
          <li key={link.key}>
            <a
              href={link.href}
              data-testid={`contact-bar-${link.key}`}
              className={i === links.length - 1 ? 'contact-bar-link contact-bar-main' : 'contact-bar-link'}
            >
              <Icon name={icons[link.key]} className="size-5" />
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
