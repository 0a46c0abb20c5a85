import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'
import type { Messages } from 'next-intl'
import { BOOKING_HORIZON_DAYS, openSlots } from '@/domain/appointments'
import type { Locale } from '@/i18n/locales'
import { getFacets } from '@/features/listings/facets'
import { getCityNames } from '@/features/listings/queries'
import { alertFormValues, type AlertFilters } from '@/domain/alert-prefill'
import { getRouteTable } from '@/platform/routing/queries'
import type { Choice, FormTexts } from './form-texts'
import { FormLoader } from './FormLoader'
import { errorCodes, fieldCatalogue, optionLabelKey, type FieldName, type FieldSpec } from './model/fields'
import { fieldLabel, fieldsOf, formDefinitions } from './forms'
import type { LeadType } from './model/kinds'
import type { RefusalReason } from './model/state'
import { proofTexts } from './abuse/texts'
import { getVisitCalendar } from './visit-calendar'

type Translate = NamespaceTranslator<'enquiries'>

/** Fields with a line on how to type them (`form.hints.{field}`). */
const hinted: ReadonlyArray<keyof Messages['enquiries']['form']['hints']> = [
  'zips',
  'amount',
  'priceMin',
  'priceMax',
  'income1',
  'income2',
]
const refusals: RefusalReason[] = [
  'documentsRequested',
  'appointmentsFull',
  'visitClosed',
  'captchaRequired',
  'captchaInvalid',
  'rateLimited',
]

/** The choices of a field in the page's language: fixed ones from the messages, others from the content. */
async function choicesOf(t: Translate, name: FieldName, locale: Locale): Promise<Choice[] | undefined> {
  const spec: FieldSpec = fieldCatalogue[name]
  if (spec.options)
    return spec.options.map((value) => {
      const key = optionLabelKey(name, value)
      return { value, label: key ? t(key) : value }
    })
  if (!spec.source) return undefined
  const facets = await getFacets(locale)
  const rows =
    spec.source === 'cities'
      ? facets.cities.map((c) => ({ value: String(c.id), label: c.zip ? `${c.name} (${c.zip})` : c.name }))
      : facets.types.map((ty) => ({ value: String(ty.id), label: ty.name }))
  return rows.sort((a, b) => a.label.localeCompare(b.label, locale))
}

/** The form's texts in the page's language, for its fields only (client components get texts as props). */
async function formTexts(t: Translate, kind: LeadType, locale: Locale): Promise<FormTexts> {
  const fields = fieldsOf(kind)
  const abuse = await translatorOf(locale, 'abuse')
  const choices = await Promise.all(fields.map(async (f) => [f, await choicesOf(t, f, locale)] as const))
  return {
    label: t(`kinds.${kind}.title`),
    requiredNote: t('form.requiredNote'),
    submit: t('form.submit'),
    sending: t('form.sending'),
    banner: t('form.banner'),
    sendFailed: t('form.sendFailed'),
    unavailable: t('form.unavailable'),
    choose: t('form.choose'),
    noPreference: t('form.noPreference'),
    privacyLink: t('form.privacyLink'),
    honeypot: t('form.honeypot'),
    sections: Object.fromEntries(formDefinitions[kind].sections.map((s) => [s.key, t(`form.sections.${s.key}`)])),
    fields: Object.fromEntries(fields.map((f) => [f, t(`form.fields.${fieldLabel(kind, f)}`)])),
    hints: Object.fromEntries(hinted.filter((f) => fields.includes(f)).map((f) => [f, t(`form.hints.${f}`)])),
    choices: Object.fromEntries(choices.filter(([, c]) => c)),
    required: Object.fromEntries(formDefinitions[kind].required.map((f) => [f, t(`errors.required.${f}`)])),
    errors: Object.fromEntries(
      errorCodes
        .filter((c): c is Exclude<typeof c, 'required'> => c !== 'required')
        .map((c) => [c, t(`errors.${c}`, { days: BOOKING_HORIZON_DAYS })]),
    ) as FormTexts['errors'],
    refused: Object.fromEntries(refusals.map((r) => [r, t(`refused.${r}`)])) as FormTexts['refused'],
    // The offer's amount in words beside its figures; the form fills in {words}.
    ...(fields.includes('amount')
      ? { amountInWords: (await translatorOf(locale, 'offer')).raw('inWords') as string }
      : {}),
    proof: proofTexts(abuse),
  }
}

/**
 * A visit is chosen among the days and slots the agency takes visits in (the visit slots
 * settings): the slots that take none are left out here, the days are counted in the browser.
 */
async function visitChoices(t: Translate, texts: FormTexts) {
  const { rules } = await getVisitCalendar()
  const open = new Set<string>(openSlots(rules))
  return {
    texts: {
      ...texts,
      choices: { ...texts.choices, slot: texts.choices.slot?.filter((c) => open.has(c.value)) },
      noVisitDays: t('form.noVisitDays'),
    },
    days: { rules, renderedAt: new Date().toISOString() },
  }
}

export interface EnquiryFormProps {
  kind: LeadType
  locale: Locale
  /** The property the request is about ('contact me', visit, documents …). */
  propertyId?: number
  /** The new-build project the request is about. */
  projectId?: number
  /** The search alert form's starting values: a list's filters and goal, from the page's URL. */
  prefill?: { listQuery?: Partial<AlertFilters>; goal?: 'sale' | 'rent' }
}

/**
 * The enquiry form of a kind, in the page's language. The same HTML for every visitor (the
 * page stays cached); what a visitor types never reaches the page's HTML. A form about a
 * property or project renders nothing without one.
 */
export async function EnquiryForm({ kind, locale, propertyId, projectId, prefill }: EnquiryFormProps) {
  const about = formDefinitions[kind].about
  if ((about === 'property' && !propertyId) || (about === 'project' && !projectId)) return null
  const [t, table] = await Promise.all([translatorOf(locale, 'enquiries'), getRouteTable()])
  const texts = await formTexts(t, kind, locale)
  const visit = kind === 'contact-appointment' ? await visitChoices(t, texts) : undefined
  const initialValues =
    prefill && (prefill.listQuery || prefill.goal)
      ? alertFormValues(prefill.listQuery, prefill.goal, await getCityNames())
      : undefined
  return (
    <FormLoader
      kind={kind}
      locale={locale}
      propertyId={about === 'property' ? propertyId : undefined}
      projectId={about === 'project' ? projectId : undefined}
      privacyHref={table.href({ kind: 'page', key: 'Privacy-statement' }, locale)}
      texts={visit?.texts ?? texts}
      visit={visit?.days}
      initialValues={initialValues}
    />
  )
}
