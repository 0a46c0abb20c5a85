/** Why a mail is sent: staff filter the outbox by it. */
export const mailPurposes = [
  /** To the agency: a visitor sent a form. */
  'notification',
  /** To the visitor: we received your request. */
  'confirmation',
  /** To the friend a visitor sent a property to. */
  'friend',
  /** Newsletter double opt-in: confirm your subscription. */
  'opt-in',
  /** Search alert digest. */
  'alert',
  /** To the visitor: staff confirmed their visit. */
  'visit-confirmed',
  /** To an owner (portal invitation, password reset, weekly figures). */
  'owner',
] as const
export type MailPurpose = (typeof mailPurposes)[number]
