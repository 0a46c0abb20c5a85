import { formatAmount, formatDate, formatPrice } from '@/domain/currency'
import { RULES_DATE, type FirstRentPayment } from '@/domain/purchase-costs'
import type { Locale } from '@/i18n/locales'
import { translatorOf, type NamespaceTranslator } from '@/i18n/translator'
import { CostsLive } from './CostsLive'
import {
  costsPlanOf,
  DEFAULT_LOAN_SHARE,
  DEFAULT_RATE_PERCENT,
  defaultLoanTerms,
  formatRate,
  MAX_RATE_PERCENT,
  MAX_YEARS,
  saleFigures,
  type BasisTexts,
  type CostRow,
  type CostsProperty,
  type SaleSetup,
} from './view'
import './purchase-costs.css'

type Translate = NamespaceTranslator<'costs'>

const ROOT_ID = 'purchase-costs'
const HEADING_ID = 'purchase-costs-title'
const headingClass = 'mb-3 text-xl font-semibold tracking-tight'
const inputClass =
  'mt-1 block min-h-11 w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-900 focus-ring-brand disabled:bg-slate-100 disabled:text-slate-600'

/**
 * The property page's costs block (docs/rules/purchase-costs.md): for a sale in Belgium, what the
 * buyer pays on top of the price in each situation and with a loan; for a rent, the first payment.
 * Rendered on the server with every situation's figures, so it reads and switches without
 * JavaScript (purchase-costs.css); with it, the loan's figures follow what the visitor types.
 */
export async function PurchaseCosts({ locale, p }: { locale: Locale; p: CostsProperty }) {
  const plan = costsPlanOf(p)
  if (plan.kind === 'none') return null
  const t = await translatorOf(locale, 'costs')
  if (plan.kind === 'rent') return <RentCosts t={t} rent={plan.rent} />
  if (plan.kind === 'luxembourg')
    return (
      <section aria-labelledby={HEADING_ID} data-testid="purchase-costs">
        <h2 id={HEADING_ID} className={headingClass}>
          {t('sale.title')}
        </h2>
        <p>{t('luxembourg')}</p>
      </section>
    )
  return <SaleCosts t={t} sale={plan.sale} locale={locale} />
}

function SaleCosts({ t, sale, locale }: { t: Translate; sale: SaleSetup; locale: Locale }) {
  const texts = basisTextsOf(t)
  const terms = defaultLoanTerms(sale.price)
  const figures = saleFigures(sale, terms, texts, locale)
  const many = figures.situations.length > 1
  return (
    <section id={ROOT_ID} aria-labelledby={HEADING_ID} data-testid="purchase-costs" className="purchase-costs">
      <h2 id={HEADING_ID} className={headingClass}>
        {t('sale.title')}
      </h2>
      <p className="text-slate-700">{t(`sale.intro.${sale.region}`)}</p>
      {sale.newBuild ? <p className="mt-1 text-slate-700">{t('sale.newBuild')}</p> : null}

      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <fieldset>
          <legend className="font-medium text-slate-900">{t('situation.legend')}</legend>
          <div className="mt-1 grid gap-1">
            {figures.situations.map((s, i) => (
              <label key={s.key} className="flex min-h-11 items-center gap-3 text-slate-800">
                <input
                  type="radio"
                  name="purchase-costs-situation"
                  value={s.key}
                  data-choice={i}
                  defaultChecked={i === 0}
                  className="size-5 shrink-0 accent-brand focus-ring-brand"
                />
                {t(`situation.${s.key}`)}
              </label>
            ))}
          </div>
        </fieldset>

        {/* Enabled by CostsLive once the page runs JavaScript: without it the figures keep the stated defaults. */}
        <fieldset data-costs-loan disabled className="grid grid-cols-2 gap-x-4 gap-y-3">
          <legend className="font-medium text-slate-900">{t('loan.legend')}</legend>
          <LoanField
            field="loan"
            label={t('loan.amount')}
            className="col-span-2"
            inputMode="numeric"
            min={0}
            step={1000}
            value={terms.loan}
          />
          <LoanField
            field="years"
            label={t('loan.years')}
            inputMode="numeric"
            min={1}
            max={MAX_YEARS}
            step={1}
            value={terms.years}
          />
          <LoanField
            field="rate"
            label={t('loan.rate')}
            inputMode="decimal"
            min={0}
            max={MAX_RATE_PERCENT}
            step={0.01}
            value={DEFAULT_RATE_PERCENT}
          />
          <p className="col-span-2 text-sm text-slate-600">
            {t('loan.defaults', {
              share: formatRate(DEFAULT_LOAN_SHARE, locale),
              years: String(terms.years),
              rate: formatRate(terms.yearlyRate, locale),
            })}
          </p>
        </fieldset>
      </div>

      <dl className="mt-6">
        <div className="fact-row">
          <dt>{t('rows.price')}</dt>
          <dd>{formatPrice(sale.price)}</dd>
        </div>
        {figures.situations.map((s, i) =>
          s.rows.map((r) => (
            <Row key={`${i}:${r.key}`} id={`${i}:${r.key}`} only={many ? i : undefined} row={r} t={t} />
          )),
        )}
        <Row id="notary" row={figures.notary} t={t} />
        <Row id="loanDeed" row={figures.loanDeed} t={t} />
        {figures.situations.map((s, i) => (
          <div key={s.key} className="fact-row" data-only={many ? i : undefined} data-row={`${i}:costs`}>
            <dt>{t('rows.costs')}</dt>
            <dd data-amount>{s.costs}</dd>
          </div>
        ))}
      </dl>
      <p
        aria-live="polite"
        aria-atomic="true"
        data-testid="purchase-costs-total"
        className="mt-3 text-lg font-semibold"
      >
        {figures.situations.map((s, i) => (
          <span key={s.key} data-only={many ? i : undefined} data-total={i}>
            {s.total}
          </span>
        ))}
      </p>

      <div className="mt-4 rounded-md bg-slate-50 p-4" data-testid="purchase-costs-mortgage">
        <p aria-live="polite" aria-atomic="true">
          <span data-mortgage="result" hidden={!figures.mortgage}>
            {t('loan.monthly')} <strong data-mortgage="monthly">{figures.mortgage?.monthly}</strong>
            <span className="block text-sm text-slate-600" data-mortgage="basis">
              {figures.mortgage?.basis}
            </span>
            <span className="block text-sm text-slate-600" data-mortgage="repaid">
              {figures.mortgage?.repaid}
            </span>
          </span>
          <span data-mortgage="message">{figures.mortgage ? null : t('loan.none')}</span>
        </p>
      </div>

      <p className="mt-3 text-sm text-slate-600" data-testid="purchase-costs-rules">
        {t('rules', { date: formatDate(RULES_DATE) })}
      </p>
      <CostsLive
        rootId={ROOT_ID}
        setup={{ sale, texts, locale, messages: { none: t('loan.none'), invalid: t('loan.invalid') } }}
      />
    </section>
  )
}

const BASIS_KEYS = ['rateOf', 'abated', 'reduced', 'notary', 'loanDeed', 'total', 'mortgage', 'repaid'] as const

/** The bases' templates as written (filled by view.ts, also in the browser). */
function basisTextsOf(t: Translate): BasisTexts {
  return Object.fromEntries(BASIS_KEYS.map((key) => [key, t.raw(`basis.${key}`) as string])) as Record<
    (typeof BASIS_KEYS)[number],
    string
  > satisfies BasisTexts
}

/** A cost with its basis; `only`: shown for that situation alone (purchase-costs.css). Hidden when absent. */
function Row({ id, row, t, only }: { id: string; row: CostRow | null; t: Translate; only?: number }) {
  return (
    <div className="fact-row purchase-costs-row" data-row={id} data-only={only} hidden={!row}>
      <dt>{row ? t(`rows.${row.key}`) : t('rows.loanDeed')}</dt>
      <dd>
        <span data-amount>{row?.value}</span>
        <span className="block text-sm font-normal text-slate-600" data-basis>
          {row?.basis}
        </span>
      </dd>
    </div>
  )
}

function RentCosts({ t, rent }: { t: Translate; rent: FirstRentPayment }) {
  return (
    <section aria-labelledby={HEADING_ID} data-testid="purchase-costs">
      <h2 id={HEADING_ID} className={headingClass}>
        {t('rent.title')}
      </h2>
      <dl>
        <div className="fact-row" data-row="rent">
          <dt>{t('rent.rent')}</dt>
          <dd>{formatAmount(rent.rent)}</dd>
        </div>
        {rent.charges > 0 ? (
          <div className="fact-row" data-row="charges">
            <dt>{t('rent.charges')}</dt>
            <dd>{formatAmount(rent.charges)}</dd>
          </div>
        ) : null}
        <div className="fact-row purchase-costs-row" data-row="deposit">
          <dt>{t('rent.deposit')}</dt>
          <dd>
            {formatAmount(rent.deposit)}
            <span className="block text-sm font-normal text-slate-600" data-basis>
              {t('rent.depositBasis', { months: rent.depositMonths, rent: formatAmount(rent.rent) })}
            </span>
          </dd>
        </div>
      </dl>
      <p data-testid="purchase-costs-total" className="mt-3 text-lg font-semibold">
        {t('rent.total', { amount: formatAmount(rent.amount) })}
      </p>
    </section>
  )
}

/** One of the loan's number fields, read by live.ts through its `data-costs-field`. */
function LoanField({
  field,
  label,
  className,
  value,
  ...limits
}: {
  field: 'loan' | 'years' | 'rate'
  label: string
  className?: string
  value: number
  inputMode: 'numeric' | 'decimal'
  min: number
  max?: number
  step: number
}) {
  const id = `purchase-costs-${field}`
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <input id={id} data-costs-field={field} type="number" defaultValue={value} className={inputClass} {...limits} />
    </div>
  )
}
