import { createHmac } from 'node:crypto'
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2'
import { PROOF_LIFETIME_SECONDS } from './policy'

/**
 * ALTCHA's proof of work (v2), self-hosted: the server signs a challenge, the visitor's browser
 * searches the counter whose derived key it asks for, the server checks the signed answer.
 *
 * PBKDF2/SHA-256 runs natively in every browser's WebCrypto (the widget's workers need no
 * WebAssembly). In deterministic mode (a known counter, the expected key signed), checking a
 * solution costs the server two HMACs, no derivation.
 */
const ALGORITHM = 'PBKDF2/SHA-256'
/**
 * The work: counter × cost PBKDF2 iterations, 5–10 million at the default cost (2,000, the
 * FORM_PROOF_COST setting). About a second with the widget's workers on a recent phone, one to
 * three on an old one, done while the visitor types (it starts on the form's first focus); every
 * automated submission pays as much.
 */
export const DEFAULT_PROOF_COST = 2_000
const COUNTER = { min: 2_500, max: 5_000 }
/** A proof is a few hundred characters; anything much longer is not one. */
const MAX_PROOF_CHARS = 4_000

export interface ProofSecrets {
  /** Signs the challenge's parameters. */
  challenge: string
  /** Signs the derived key the counter leads to. */
  key: string
}

/** Both ALTCHA keys, derived from the site's secret (one secret to keep, as for sessions). */
export function proofSecrets(siteSecret: string): ProofSecrets {
  const derive = (purpose: string) => createHmac('sha256', siteSecret).update(`altcha ${purpose}`).digest('hex')
  return { challenge: derive('challenge'), key: derive('key') }
}

/** A new challenge for the widget; it expires after PROOF_LIFETIME_SECONDS. */
export function newChallenge(
  secrets: ProofSecrets,
  { cost = DEFAULT_PROOF_COST, now = Date.now() }: { cost?: number; now?: number } = {},
): Promise<Challenge> {
  return createChallenge({
    algorithm: ALGORITHM,
    cost,
    counter: randomInt(COUNTER.max, COUNTER.min),
    deriveKey,
    expiresAt: Math.floor(now / 1000) + PROOF_LIFETIME_SECONDS,
    hmacSignatureSecret: secrets.challenge,
    hmacKeySignatureSecret: secrets.key,
  })
}

/** What the widget sends: base64 of JSON { challenge, solution }. */
function parse(proof: string): { challenge: Challenge; solution: Solution } | null {
  if (proof.length > MAX_PROOF_CHARS) return null
  try {
    const value: unknown = JSON.parse(Buffer.from(proof, 'base64').toString('utf8'))
    if (!value || typeof value !== 'object') return null
    const { challenge, solution } = value as Record<string, unknown>
    if (!challenge || typeof challenge !== 'object' || !solution || typeof solution !== 'object') return null
    const { parameters } = challenge as Record<string, unknown>
    if (!parameters || typeof parameters !== 'object') return null
    return { challenge: challenge as Challenge, solution: solution as Solution }
  } catch {
    return null
  }
}

/**
 * Checks a proof: signed by this site, not expired, solved. Its challenge's nonce (signed,
 * random) identifies it for `spend`, which answers false when it was used before.
 */
export async function checkProof(
  secrets: ProofSecrets,
  proof: string,
  spend: (id: string) => Promise<boolean>,
): Promise<boolean> {
  const parsed = parse(proof)
  if (!parsed || parsed.challenge.parameters.algorithm !== ALGORITHM) return false
  try {
    const result = await verifySolution({
      challenge: parsed.challenge,
      solution: parsed.solution,
      deriveKey,
      hmacSignatureSecret: secrets.challenge,
      hmacKeySignatureSecret: secrets.key,
    })
    // Only a verified proof is recorded: forged ones cannot fill the store.
    return result.verified && (await spend(String(parsed.challenge.parameters.nonce)))
  } catch {
    // A malformed challenge (parameters of the wrong types) is not a valid one.
    return false
  }
}
