import { tr } from '../../localized'

// Recurring availability and cost texts
export const onDeed = tr('bij akte', "à l'acte", 'on deed', 'bei Urkunde')
export const byArrangement = tr('in overleg', 'à convenir', 'by arrangement', 'nach Vereinbarung')
export const viagerRemark = tr(
  'Registratierechten berekend op het boeket plus de gekapitaliseerde rente.',
  'Droits d’enregistrement calculés sur le bouquet et la rente capitalisée.',
  'Registration duty calculated on the down payment plus the capitalised annuity.',
  'Registrierungsgebühren berechnet auf die Anzahlung zuzüglich der kapitalisierten Rente.',
)
export const luxTaxCredit = tr(
  'Belastingkrediet "Bëllegen Akt" tot 40.000 euro per koper mogelijk.',
  'Crédit d’impôt « Bëllegen Akt » jusqu’à 40.000 euros par acquéreur possible.',
  'The "Bëllegen Akt" tax credit of up to €40,000 per buyer may apply.',
  'Steuergutschrift „Bëllegen Akt“ bis zu 40.000 Euro pro Käufer möglich.',
)
