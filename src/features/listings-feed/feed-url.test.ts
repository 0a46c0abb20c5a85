import { describe, expect, it } from 'vitest'
import { feedUrlOf } from './feed-url'

describe('feedUrlOf', () => {
  it('takes an http(s) address, trimmed', () => {
    expect(feedUrlOf(' https://crm.example/feed.json ')).toBe('https://crm.example/feed.json')
    expect(feedUrlOf('http://127.0.0.1:8080/feed.json?key=1')).toBe('http://127.0.0.1:8080/feed.json?key=1')
  })

  it('refuses files, other schemes, spaces and what is not text', () => {
    for (const input of [
      '/etc/passwd',
      'var/feed.json',
      'file:///etc/passwd',
      'ftp://crm.example/feed.json',
      'javascript:alert(1)',
      'https://crm.example/a feed.json',
      'https://',
      '',
      `https://crm.example/${'a'.repeat(500)}`,
      undefined,
      42,
    ])
      expect(feedUrlOf(input), String(input)).toBeNull()
  })
})
