import { describe, expect, it } from 'vitest'
import { rentFigures } from './rent'

describe('rentFigures', () => {
  it('fills every placeholder from a property for rent', () => {
    expect(
      rentFigures({
        goal: 'rent',
        price: 950,
        costs: { monthlyCharges: 75 },
        rental: { maxPersons: 3, minimumIncome: 2800, inventoryShare: 150 },
      }),
    ).toEqual({
      rent: 950,
      charges: 75,
      depositMonths: 3,
      deposit: 2850,
      minimumIncome: 2800,
      maxPersons: 3,
      inventoryShare: 150,
    })
  })

  it('asks three times the rent as income when staff set no amount', () => {
    expect(rentFigures({ goal: 'rent', price: 1100 })).toEqual({
      rent: 1100,
      charges: null,
      depositMonths: 3,
      deposit: 3300,
      minimumIncome: 3300,
      maxPersons: null,
      inventoryShare: null,
    })
  })

  it('computes nothing from a hidden or missing rent', () => {
    expect(rentFigures({ goal: 'rent', price: 950, publishPrice: false, costs: { monthlyCharges: 50 } })).toMatchObject(
      {
        rent: null,
        deposit: null,
        minimumIncome: null,
        charges: 50,
      },
    )
    expect(rentFigures({ goal: 'rent', price: null, rental: { minimumIncome: 2500 } })).toMatchObject({
      rent: null,
      minimumIncome: 2500,
    })
  })

  it('ignores empty and impossible values', () => {
    expect(
      rentFigures({
        goal: 'rent',
        price: 800,
        costs: { monthlyCharges: 0 },
        rental: { maxPersons: 2.5, inventoryShare: -1 },
      }),
    ).toMatchObject({ charges: null, maxPersons: null, inventoryShare: null })
  })

  it('has no figures for a property for sale', () => {
    expect(rentFigures({ goal: 'sale', price: 385000 })).toBeNull()
  })
})
