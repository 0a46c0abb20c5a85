import { describe, expect, it } from 'vitest'
import { mailboxKey } from './mail-recipient'

describe('mailboxKey', () => {
  it('folds case and the spaces around an address', () => {
    expect(mailboxKey(' Victim@Example.BE ')).toBe('victim@example.be')
  })

  it('folds plus-addressing on any domain, whatever follows the plus', () => {
    for (const spelling of [
      'victim+1@example.be',
      'Victim+1@X.example.be',
      'victim+a+b@x.example.be',
      'victim+@x.example.be',
    ])
      expect(mailboxKey(spelling), spelling).toBe(mailboxKey(spelling.replace(/\+[^@]*/, '')))
    expect(mailboxKey('Victim+news@Gmail.com')).toBe('victim@gmail.com')
  })

  it('keeps different mailboxes apart', () => {
    expect(mailboxKey('anna@example.be')).not.toBe(mailboxKey('anna@example.nl'))
    expect(mailboxKey('anna.peeters@example.be')).not.toBe(mailboxKey('anna@example.be'))
    expect(mailboxKey('+anna@example.be')).toBe('+anna@example.be')
  })

  it('ignores the trailing dot of a fully qualified domain', () => {
    expect(mailboxKey('victim@example.be.')).toBe('victim@example.be')
  })
})
