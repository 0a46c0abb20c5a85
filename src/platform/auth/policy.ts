/**
 * Login limits (README, "Logins"). Counted per network (an IPv4 address, or an IPv6 /64: a host
 * can take any address of its /64), so that guessing is slow while nobody can keep a colleague
 * out of their own account from networks the colleague is not on:
 * - one account from one network: a few failures are free, then each further failure makes
 *   that pair wait twice as long as the last (HTTP 429), up to an hour;
 * - one network, whatever the accounts: a few more, then the network waits an hour (429);
 * - one account from anywhere: never a lock; failures from several networks only tell the
 *   administrators in the back office (platform/auth/admin).
 */
export const PAIR_DELAY = {
  freeFailures: 4,
  firstWaitSeconds: 60,
  maxWaitSeconds: 60 * 60,
  /** A pair's failures are forgotten this long after its first one (or at its next success). */
  memorySeconds: 24 * 60 * 60,
}
export const ADDRESS_LIMIT = { failures: 15, windowSeconds: 60 * 60, blockSeconds: 60 * 60 }
/** An account is shown as under attack with this many recent failures from this many networks. */
export const ATTACK_NOTICE = { failures: 10, networks: 3 }

/**
 * Payload's own account lock (`auth.maxLoginAttempts`) is out of reach: counted from anywhere, it
 * would let a stranger lock anyone out. It stays enabled only so that the back office keeps its
 * "Force unlock" button, which clears the counters above (platform/auth/rest.ts).
 */
export const PAYLOAD_LOCK = { maxLoginAttempts: Number.MAX_SAFE_INTEGER, lockTime: 1 }

/** Seconds a pair waits after its `failures`-th failure in a row: 0, then 1, 2, 4 … 60 minutes. */
export function pairWaitSeconds(failures: number): number {
  const beyond = failures - PAIR_DELAY.freeFailures
  if (beyond <= 0) return 0
  return Math.min(PAIR_DELAY.firstWaitSeconds * 2 ** (beyond - 1), PAIR_DELAY.maxWaitSeconds)
}

/** Requests for a reset link: per network, and per address asked for (whether or not it has an account). */
export const RESET_REQUEST_LIMIT = {
  perNetwork: { requests: 5, windowSeconds: 15 * 60 },
  perEmail: { requests: 3, windowSeconds: 60 * 60 },
}

/** Payload 3.90's password hash (pbkdf2-sha256-v1: 600,000 rounds, 32 bytes): the cost of a real check. */
export const PASSWORD_HASH = { iterations: 600_000, keyLength: 32, digest: 'sha256' } as const
