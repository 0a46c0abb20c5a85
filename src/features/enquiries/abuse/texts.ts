import type { NamespaceTranslator } from '@/i18n/translator'

/** The widget's texts (the ones it shows without ALTCHA's hosted code challenges). */
export const proofTextKeys = [
  'label',
  'verifying',
  'verified',
  'error',
  'expired',
  'verificationRequired',
  'waitAlert',
] as const
export type ProofTexts = Record<(typeof proofTextKeys)[number], string>

type Translate = NamespaceTranslator<'abuse'>

/** The widget's texts in the page's language, from `messages/abuse` (t: its namespace). */
export const proofTexts = (t: Translate): ProofTexts =>
  Object.fromEntries(proofTextKeys.map((k) => [k, t(`widget.${k}`)])) as ProofTexts
