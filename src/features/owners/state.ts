/** The owners' account forms (login, forgot, choose a password): what the Server Action answers. */
export type AccountFormState = {
  status: 'idle' | 'invalid' | 'refused' | 'sent'
  /** Translated messages per field name. */
  errors?: Record<string, string>
  /** A translated message for the whole form (refused: role=alert; sent: role=status). */
  message?: string
  /** The e-mail address typed, put back (never a password). */
  email?: string
}

export const idleAccountState: AccountFormState = { status: 'idle' }

/** Limits of an owner's password (README, "Owner portal"). */
export const PASSWORD_LENGTH = { min: 10, max: 200 } as const
