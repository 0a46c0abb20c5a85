import { describe, expect, it } from 'vitest'
import { clientAddress } from './client-address'

describe('the address a login attempt is counted against', () => {
  it('is the one the server saw when there is no proxy', () => {
    expect(clientAddress('203.0.113.9', 0)).toBe('203.0.113.9')
  })

  it('is the one the trusted proxy appended, not what the client wrote before it', () => {
    expect(clientAddress('10.9.9.9, 203.0.113.9', 1)).toBe('203.0.113.9')
    expect(clientAddress('1.1.1.1, 203.0.113.9, 198.51.100.7', 2)).toBe('203.0.113.9')
  })

  it('takes the leftmost entry when there are fewer entries than proxies', () => {
    expect(clientAddress('203.0.113.9', 3)).toBe('203.0.113.9')
  })

  it('spells IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(clientAddress('::FFFF:203.0.113.9', 0)).toBe('203.0.113.9')
  })

  it('names a request without any address', () => {
    expect(clientAddress(null, 0)).toBe('unknown')
    expect(clientAddress(' , ', 1)).toBe('unknown')
  })
})
