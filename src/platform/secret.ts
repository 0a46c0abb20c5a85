import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { env } from './env'

/**
 * PAYLOAD_SECRET when set; otherwise a random secret kept under var/ so that a fresh clone
 * needs no configuration and sessions survive restarts.
 */
export function payloadSecret(): string {
  const { PAYLOAD_SECRET, varDir } = env()
  if (PAYLOAD_SECRET) return PAYLOAD_SECRET
  const file = path.join(varDir, 'payload-secret')
  try {
    return fs.readFileSync(file, 'utf8').trim()
  } catch {
    fs.mkdirSync(varDir, { recursive: true })
    const secret = crypto.randomBytes(32).toString('hex')
    fs.writeFileSync(file, secret, { mode: 0o600 })
    return secret
  }
}
