import { describe, expect, it } from 'vitest'
import { readLinkToken, signLinkToken } from './signed-link'

const secret = 'a-secret-of-at-least-thirty-two-characters'

describe('signed mail links', () => {
  it('reads back what it signed, for the same action', () => {
    const token = signLinkToken(secret, 'unsubscribe', 'a', 42)
    expect(token).toMatch(/^a-42-[A-Za-z0-9_-]{22}$/)
    expect(readLinkToken(secret, 'unsubscribe', token)).toEqual({ ok: true, scope: 'a', id: 42 })
  })

  it('refuses a token of another action, another id, another secret', () => {
    const token = signLinkToken(secret, 'confirm', 'n', 7)
    expect(readLinkToken(secret, 'unsubscribe', token)).toEqual({ ok: false, reason: 'forged' })
    expect(readLinkToken(secret, 'confirm', token.replace('n-7-', 'n-8-'))).toEqual({ ok: false, reason: 'forged' })
    expect(readLinkToken(`${secret}!`, 'confirm', token)).toEqual({ ok: false, reason: 'forged' })
    expect(readLinkToken(secret, 'confirm', token.replace('n-7-', 'a-7-'))).toEqual({ ok: false, reason: 'forged' })
  })

  it('calls anything else malformed', () => {
    for (const bad of ['', 'a-1', 'x-1-AAAAAAAAAAAAAAAAAAAAAA', 'a-01-AAAAAAAAAAAAAAAAAAAAAA', 'a-1-short', '../etc'])
      expect(readLinkToken(secret, 'unsubscribe', bad)).toEqual({ ok: false, reason: 'malformed' })
  })
})
