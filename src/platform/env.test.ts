import { describe, expect, it } from 'vitest'
import { EnvError, parseEnv } from './env'

describe('parseEnv', () => {
  it('has working defaults on a fresh machine', () => {
    const e = parseEnv({})
    expect(e.PORT).toBe(3000)
    expect(e.DATABASE_URL).toBeUndefined()
    expect(e.siteUrl).toBe('http://localhost:3000')
    // A visitor's browser works 5–10 million PBKDF2 iterations per form unless told otherwise.
    expect(e.FORM_PROOF_COST).toBe(2000)
  })

  it('names the variable that is wrong', () => {
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(EnvError)
    expect(() => parseEnv({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/)
    expect(() => parseEnv({ PORT: 'eighty' })).toThrow(/PORT/)
    expect(() => parseEnv({ FORM_PROOF_COST: '0' })).toThrow(/FORM_PROOF_COST/)
    expect(() => parseEnv({ PAYLOAD_SECRET: 'short' })).toThrow(/PAYLOAD_SECRET: must be at least 32/)
    expect(() => parseEnv({ REDIS_URL: '127.0.0.1:6379' })).toThrow(/REDIS_URL: must be a redis:\/\//)
  })

  it('takes a Redis server for the shared limits', () => {
    expect(parseEnv({}).REDIS_URL).toBeUndefined()
    expect(parseEnv({ REDIS_URL: 'redis://127.0.0.1:6379/2' }).REDIS_URL).toBe('redis://127.0.0.1:6379/2')
  })

  it('keeps uploads under VAR_DIR unless a shared folder is named', () => {
    const local = parseEnv({ VAR_DIR: '/srv/vitrine' })
    expect([local.mediaDir, local.documentsDir]).toEqual(['/srv/vitrine/media', '/srv/vitrine/documents'])
    const shared = parseEnv({
      VAR_DIR: '/srv/vitrine',
      MEDIA_DIR: '/mnt/shared/media',
      DOCUMENTS_DIR: '/mnt/shared/docs',
    })
    expect([shared.mediaDir, shared.documentsDir]).toEqual(['/mnt/shared/media', '/mnt/shared/docs'])
  })

  it('treats blank values as unset', () => {
    expect(parseEnv({ DATABASE_URL: '  ' }).DATABASE_URL).toBeUndefined()
  })

  it('keeps media in S3 only with bucket, region and both keys', () => {
    expect(parseEnv({}).s3).toBeUndefined()
    const all = {
      S3_BUCKET: 'vitrine-media',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    }
    expect(parseEnv(all).s3).toEqual({
      bucket: 'vitrine-media',
      region: 'eu-west-1',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
      endpoint: undefined,
      forcePathStyle: false,
    })
    expect(parseEnv({ ...all, S3_ENDPOINT: 'http://127.0.0.1:9000', S3_FORCE_PATH_STYLE: 'true' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    })
    expect(() => parseEnv({ S3_BUCKET: 'vitrine-media', S3_REGION: 'eu-west-1' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: required with S3_BUCKET, S3_REGION',
    )
    expect(() => parseEnv({ ...all, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT: must be an http\(s\) URL/)
  })
})
