/**
 * Login limits (README, "Staff logins"). Three layers, so that guessing is slow while nobody can
 * lock a colleague out from a single address:
 * - one account from one address: a few failures, then that pair waits;
 * - one address, whatever the accounts: a few more, then the address waits (HTTP 429);
 * - one account from anywhere: Payload's own lock, above what one address can reach in an hour.
 */
export const PAIR_LIMIT = { failures: 5, windowSeconds: 15 * 60, blockSeconds: 15 * 60 }
export const ADDRESS_LIMIT = { failures: 15, windowSeconds: 60 * 60, blockSeconds: 60 * 60 }
export const ACCOUNT_LOCK = { failures: 30, lockMs: 30 * 60 * 1000 }

/** Payload 3.90's password hash (pbkdf2-sha256-v1: 600,000 rounds, 32 bytes): the cost of a real check. */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
