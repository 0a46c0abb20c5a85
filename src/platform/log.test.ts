import { describe, expect, it } from 'vitest'
import { logLine, requestContext, requestIdOf } from './log'

describe('log lines', () => {
  const at = new Date('2026-11-24T21:00:00.000Z')

  it('are one JSON object with time, level and message', () => {
    expect(JSON.parse(logLine('warn', 'slow mail server', { ms: 1200 }, at))).toEqual({
      time: '2026-11-24T21:00:00.000Z',
      level: 'warn',
      msg: 'slow mail server',
      ms: 1200,
    })
  })

  it('carry the id of the request they were written for', () => {
    const line = requestContext.run({ requestId: 'req-12345678' }, () => logLine('info', 'request', {}, at))
    expect(JSON.parse(line)).toEqual({
      time: '2026-11-24T21:00:00.000Z',
      level: 'info',
      msg: 'request',
      requestId: 'req-12345678',
    })
  })
})

describe('request ids', () => {
  it('keep a plain id sent by a proxy in front', () => {
    expect(requestIdOf('a1b2c3d4e5f6')).toBe('a1b2c3d4e5f6')
    expect(requestIdOf(['varnish-0001', 'other'])).toBe('varnish-0001')
  })

  it('replace a missing, short or strange one with a new UUID', () => {
    for (const given of [undefined, '', 'short', 'has space in it', '<script>alert(1)</script>', 'x'.repeat(129)]) {
      expect(requestIdOf(given)).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    }
  })
})
