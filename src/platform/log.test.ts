import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogger, requestContext, requestIdOf } from './log'

/** A logger whose lines are kept, parsed, instead of written out. */
function capture() {
  const lines: Array<Record<string, unknown>> = []
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line))
      done()
    },
  })
  return { logger: createLogger(stream), lines }
}

const flushed = () => new Promise((resolve) => setImmediate(resolve))

describe('log lines', () => {
  it('are one JSON object with an ISO time, the level by name, the message and its fields', async () => {
    const { logger, lines } = capture()
    logger.warn({ ms: 1200 }, 'slow mail server')
    await flushed()
    expect(lines).toHaveLength(1)
    const { time, ...rest } = lines[0]!
    expect(rest).toEqual({ level: 'warn', msg: 'slow mail server', ms: 1200 })
    expect(new Date(String(time)).toISOString()).toBe(time)
  })

  it('carry the id of the request they were written for, and none outside a request', async () => {
    const { logger, lines } = capture()
    requestContext.run({ requestId: 'req-12345678' }, () => logger.info('request'))
    logger.info('started')
    await flushed()
    expect(lines.map(({ msg, requestId }) => ({ msg, requestId }))).toEqual([
      { msg: 'request', requestId: 'req-12345678' },
      { msg: 'started', requestId: undefined },
    ])
  })

  it('say an error with its message and stack', async () => {
    const { logger, lines } = capture()
    logger.error({ err: new Error('database unreachable') }, 'page failed')
    await flushed()
    expect(lines[0]).toMatchObject({ level: 'error', msg: 'page failed', err: { message: 'database unreachable' } })
    expect(String((lines[0]!.err as { stack: string }).stack)).toContain('log.test.ts')
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
