import { createTranslator } from 'next-intl'
import { describe, expect, it } from 'vitest'
import { rentFigures } from '@/domain/rent'
import type { Locale } from '@/i18n/locales'
import fr from '../../../../messages/rent/fr.json'
import en from '../../../../messages/rent/en.json'
import { rentTermLines } from './rent-terms'

const translator = (locale: Locale, messages: typeof en) =>
  createTranslator({ locale, messages: { rent: messages }, namespace: 'rent' })

describe('rentTermLines', () => {
  const flat = rentFigures({
    goal: 'rent',
    price: 950,
    costs: { monthlyCharges: 75 },
    rental: { maxPersons: 3, inventoryShare: 150 },
  })!

  it('fills the rental terms with the property’s figures', () => {
    expect(rentTermLines(flat, translator('fr', fr))).toEqual([
      'Revenu mensuel net minimum du ménage : €\u00a02.850.',
      "Nombre maximal d'occupants : 3.",
      'Le premier mois de loyer, €\u00a0950, est payé avant la remise des clés.',
      'Charges mensuelles en plus du loyer : €\u00a075.',
      "Votre part des frais de l'état des lieux d'entrée : €\u00a0150.",
      'Garantie locative de 3 mois de loyer : €\u00a02.850.',
    ])
  })

  it('leaves out what the property does not give, and keeps the deposit rule without its amount', () => {
    const hidden = rentFigures({ goal: 'rent', price: 950, publishPrice: false })!
    expect(rentTermLines(hidden, translator('en', en))).toEqual(["Rental deposit of 3 months' rent."])
  })
})
