import { isEmpty } from '@/domain/empty'
import type { Locale } from '@/i18n/locales'
import { getSiteSettings } from '@/ui/shell/queries'

/** The office a visitor of a property page reaches: its name, address, phone and e-mail (site settings). */
export interface Agency {
  name: string
  address: string
  /** As entered: the agency's number is international (+32 …), which the 9/10-digit grouping would garble. */
  phone: string
  /** The phone as a tel: link, or '' without a phone. */
  tel: string
  email: string
}

export async function agencyOf(locale: Locale): Promise<Agency> {
  const s = await getSiteSettings(locale)
  const phone = isEmpty(s.phone) ? '' : s.phone.trim()
  const digits = phone.replace(/[^\d+]/g, '')
  return {
    name: String(s.siteName ?? ''),
    address: isEmpty(s.address) ? '' : s.address.trim(),
    phone,
    tel: digits ? `tel:${digits}` : '',
    email: isEmpty(s.email) ? '' : s.email.trim(),
  }
}
