import { describe, expect, it } from 'vitest'
import { clientAddress, forwardedFor } from './client-address'

describe('the address a login attempt is counted against', () => {
  it('is the connection when no proxy is trusted, whatever the client wrote', () => {
    const header = forwardedFor('10.9.9.9', '203.0.113.9', 0)
    expect(header).toBe('203.0.113.9')
    expect(clientAddress(header, 0)).toBe('203.0.113.9')
  })

  it('is the one the trusted proxy appended, not what the client wrote before it', () => {
    // client → nginx (appends the client) → app (appends nginx)
    const header = forwardedFor('10.9.9.9, 203.0.113.9', '127.0.0.1', 1)
    expect(header).toBe('10.9.9.9, 203.0.113.9, 127.0.0.1')
    expect(clientAddress(header, 1)).toBe('203.0.113.9')
    expect(clientAddress('1.1.1.1, 203.0.113.9, 198.51.100.7, 127.0.0.1', 2)).toBe('203.0.113.9')
  })

  it('is the proxy itself when a trusted proxy sent no header', () => {
    expect(forwardedFor(undefined, '127.0.0.1', 1)).toBe('127.0.0.1')
    expect(clientAddress('127.0.0.1', 1)).toBe('127.0.0.1')
  })

  it('spells IPv4-mapped IPv6 addresses as IPv4', () => {
    expect(clientAddress(forwardedFor(undefined, '::FFFF:203.0.113.9', 0), 0)).toBe('203.0.113.9')
  })

  it('names a request without any address', () => {
    expect(clientAddress(null, 0)).toBe('unknown')
    expect(clientAddress(' , ', 1)).toBe('unknown')
  })
})
