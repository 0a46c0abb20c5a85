import { getTranslations } from 'next-intl/server'
import type { Locale } from '@/i18n/locales'
import { getRouteTable } from '@/features/routing/queries'
import type { ContactFormTexts } from './ContactForm'
import { ContactFormLoader } from './ContactFormLoader'
import { contactTimes, isImplementedForm, salutations, type LeadType } from './kinds'
import { siteContactFields } from './fields'

type Translate = Awaited<ReturnType<typeof getTranslations<'enquiries'>>>

const requiredMessages = ['salutation', 'firstName', 'lastName', 'email', 'phone', 'privacy'] as const

/** The form's texts in the page's language (client components get texts as props). */
function contactTexts(t: Translate): ContactFormTexts {
  return {
    label: t('form.label'),
    requiredNote: t('form.requiredNote'),
    submit: t('form.submit'),
    sending: t('form.sending'),
    banner: t('form.banner'),
    sendFailed: t('form.sendFailed'),
    yourDetails: t('form.yourDetails'),
    yourAddress: t('form.yourAddress'),
    choose: t('form.choose'),
    privacyLink: t('form.privacyLink'),
    honeypot: t('form.honeypot'),
    fields: Object.fromEntries(siteContactFields.map((f) => [f, t(`form.fields.${f}`)])) as ContactFormTexts['fields'],
    salutations: Object.fromEntries(
      salutations.map((s) => [s, t(`form.salutations.${s}`)]),
    ) as ContactFormTexts['salutations'],
    contactTimes: Object.fromEntries(
      (['any', ...contactTimes] as const).map((c) => [c, t(`form.contactTimes.${c}`)]),
    ) as ContactFormTexts['contactTimes'],
    required: Object.fromEntries(requiredMessages.map((f) => [f, t(`errors.required.${f}`)])),
    errors: {
      email: t('errors.email'),
      phone: t('errors.phone'),
      tooLong: t('errors.tooLong'),
      invalid: t('errors.invalid'),
    },
  }
}

export interface EnquiryFormProps {
  kind: LeadType
  locale: Locale
  /** The property the request is about ('contact me', visit, documents …). */
  propertyId?: number
  /** The new-build project the request is about. */
  projectId?: number
}

/**
 * The enquiry form of a kind, in the page's language. The same HTML for every visitor (the
 * page stays cached); what a visitor types never reaches the page's HTML. Kinds whose form is
 * not built yet render nothing.
 */
export async function EnquiryForm({ kind, locale, propertyId, projectId }: EnquiryFormProps) {
  if (!isImplementedForm(kind)) return null
  const [t, table] = await Promise.all([getTranslations({ locale, namespace: 'enquiries' }), getRouteTable()])
  return (
    <ContactFormLoader
      kind={kind}
      locale={locale}
      propertyId={propertyId}
      projectId={projectId}
      privacyHref={table.href({ kind: 'page', key: 'Privacy-statement' }, locale)}
      texts={contactTexts(t)}
    />
  )
}
