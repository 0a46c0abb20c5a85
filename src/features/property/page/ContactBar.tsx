import type { PropertyForm } from '@/i18n/routes'
import type { Translate } from '../facts'
import type { Agency } from './agency'

/* 24-unit line drawings in currentColor (the `line-icon` class of globals.css); decorative. */
const icons = {
  call: (
    <path d="M5 3h3.5l1.8 4.5-2.3 1.4a11 11 0 0 0 7.1 7.1l1.4-2.3L21 15.5V19a2 2 0 0 1-2 2A16 16 0 0 1 3 5a2 2 0 0 1 2-2z" />
  ),
  message: (
    <>
      <rect x="3" y="5" width="18" height="14" rx="2" />
      <path d="m3.5 6.5 8.5 6.5 8.5-6.5" />
    </>
  ),
  visit: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4" />
    </>
  ),
}

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
              <svg viewBox="0 0 24 24" width={20} height={20} aria-hidden="true" className="line-icon">
                {icons[link.key]}
              </svg>
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  )
}
