import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('has working defaults on a fresh machine', () => {
    const e = parseEnv({})
    expect(e.PORT).toBe(3000)
    expect(e.DATABASE_URL).toBeUndefined()
    expect(e.siteUrl).toBe('http://localhost:3000')
  })

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(EnvError)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET: must be at least 32/)
    expect(() => parseEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//)
  })

  it('takes a Redis server for the shared limits', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe('redis://127.0.0.1:6379/2')
  })

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined()
  })
})
