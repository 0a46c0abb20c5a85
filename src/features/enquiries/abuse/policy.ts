/**
 * How much an address, an e-mail address and a proof of work may be used. Plain numbers, so
 * the widget's client code can read the proof's lifetime without the server's modules.
 */

/**
 * Per client address (an IPv6 /64): 10 submissions in 10 minutes. A household or an office
 * behind one address sends a few requests in a row (a question, a visit, documents for two
 * properties); a script sends hundreds, and meets this within seconds.
 */
export const ADDRESS_LIMIT = { points: 10, seconds: 10 * 60 } as const

/**
 * Per e-mail address: 5 submissions an hour, whatever the form. A person rarely asks more
 * within an hour; a flood in someone else's name (each one mails a confirmation to that
 * address) stops at the fifth.
 */
export const EMAIL_LIMIT = { points: 5, seconds: 60 * 60 } as const

/**
 * Per recipient of a mail the visitor's address or text chose (a confirmation to the address
 * typed, a friend's mail): 5 an hour, whatever the forms and senders. A person sending a few
 * requests in a row gets each confirmation (the per-sender limit stops the sixth request first);
 * a stranger's address stops being mailed at the fifth, spelled any way.
 */
export const RECIPIENT_LIMIT = { points: 5, seconds: 60 * 60 } as const

/**
 * A proof of work is solved when the visitor starts on the form and is good for 15 minutes:
 * enough to fill in the longest form; a later submission solves a fresh one first. A spent
 * proof is remembered as long, so it cannot be sent twice.
 */
export const PROOF_LIFETIME_SECONDS = 15 * 60
