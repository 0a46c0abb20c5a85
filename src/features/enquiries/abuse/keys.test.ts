import { describe, expect, it } from 'vitest'
import { addressScope, emailScope, isLoopback, storeKey } from './keys'

describe('addressScope', () => {
  it('counts an IPv4 address as it is', () => {
    expect(addressScope('203.0.113.7')).toBe('203.0.113.7')
    expect(addressScope('::ffff:203.0.113.7')).toBe('203.0.113.7')
  })

  it('counts the /64 of an IPv6 address, however it is written', () => {
    expect(addressScope('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64')
    expect(addressScope('2001:0DB8:85A3:0012:ffff:ffff:ffff:ffff')).toBe('2001:db8:85a3:12::/64')
    expect(addressScope('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressScope('2001:db8:0:0:1::')).toBe('2001:db8:0:0::/64')
    expect(addressScope('fe80::1%eth0')).toBe('fe80:0:0:0::/64')
    expect(addressScope('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64')
  })

  it('keeps anything else as it came', () => {
    expect(addressScope('unknown')).toBe('unknown')
  })
})

describe('isLoopback', () => {
  it('knows the machine itself in every spelling, and nothing else', () => {
    for (const own of ['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '::ffff:127.0.0.1'])
      expect(isLoopback(own)).toBe(true)
    for (const other of ['10.0.0.1', '203.0.113.7', '::2', '2001:db8::1', 'unknown'])
      expect(isLoopback(other)).toBe(false)
  })
})

describe('storeKey', () => {
  it('is the same for the same value and secret, and hides the value', () => {
    const key = storeKey('s'.repeat(32), emailScope(' Anna@Example.be '))
    expect(key).toBe(storeKey('s'.repeat(32), 'anna@example.be'))
    expect(key).not.toContain('anna')
    expect(key).toHaveLength(32)
    expect(storeKey('t'.repeat(32), 'anna@example.be')).not.toBe(key)
  })
})

describe('emailScope', () => {
  it('counts a mailbox once, however its address is spelled', () => {
    const one = emailScope('victim@x.example')
    for (const spelling of ['Victim@X.example', ' victim+1@x.example ', 'VICTIM+news@X.EXAMPLE'])
      expect(emailScope(spelling), spelling).toBe(one)
    expect(emailScope('victim2@x.example')).not.toBe(one)
  })
})
