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

/** Why a submission was refused before it was stored (guard.ts); one message each. */
export const refusalCodes = ['captchaRequired', 'captchaInvalid', 'rateLimited'] as const
export type Refusal = (typeof refusalCodes)[number]

type Translate = (key: string) => string

/** The widget's texts in the page's language, from `messages/abuse` (t: its namespace). */
export const proofTexts = (t: Translate): ProofTexts =>
  Object.fromEntries(proofTextKeys.map((k) => [k, t(`widget.${k}`)])) as ProofTexts

/** The refusals' messages in the page's language, from `messages/abuse`. */
export const refusalTexts = (t: Translate): Record<Refusal, string> =>
  Object.fromEntries(refusalCodes.map((k) => [k, t(`errors.${k}`)])) as Record<Refusal, string>
