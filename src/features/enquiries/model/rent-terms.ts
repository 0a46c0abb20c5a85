import { formatAmount } from '@/domain/currency'
import type { RentFigures } from '@/domain/rent'
import type { NamespaceTranslator } from '@/i18n/translator'

/** `rent.*` messages of one language. */
export type RentTranslator = NamespaceTranslator<'rent'>

/**
 * The rent application's terms as texts with the property's figures, one sentence each; a
 * sentence whose figure the property does not give is left out. Shown above the rent form
 * (RentTerms) and written into the application's mails (handlers/rent-application.ts).
 */
export function rentTermLines(f: RentFigures, t: RentTranslator): string[] {
  const lines: string[] = []
  if (f.minimumIncome !== null) lines.push(t('minimumIncome', { amount: formatAmount(f.minimumIncome) }))
  if (f.maxPersons !== null) lines.push(t('maxPersons', { count: f.maxPersons }))
  if (f.rent !== null) lines.push(t('firstMonth', { amount: formatAmount(f.rent) }))
  if (f.charges !== null) lines.push(t('charges', { amount: formatAmount(f.charges) }))
  if (f.inventoryShare !== null) lines.push(t('inventoryShare', { amount: formatAmount(f.inventoryShare) }))
  lines.push(
    f.deposit !== null
      ? t('deposit', { months: f.depositMonths, amount: formatAmount(f.deposit) })
      : t('depositMonths', { months: f.depositMonths }),
  )
  return lines
}
