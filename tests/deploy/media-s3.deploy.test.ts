/**
 * Media in S3-compatible storage : with S3_* set, a photo uploaded in
 * the back office lands in the bucket, not in the media folder, and the site serves it from
 * there at its usual URL. Against s3rver on loopback.
 */
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startS3Server, startSite, type S3Server, type Site } from './support/s3'

const S3_PORT = 4610
const SITE_PORT = 4611
const bucket = 'vitrine-media'

let s3: S3Server
let site: Site
let varDir: string

beforeAll(async () => {
  varDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vitrine-s3-site-'))
  s3 = await startS3Server(S3_PORT, path.join(varDir, 's3'), bucket)
  site = await startSite(SITE_PORT, {
    VAR_DIR: varDir,
    S3_BUCKET: bucket,
    S3_REGION: 'eu-west-1',
    S3_ENDPOINT: s3.endpoint,
    S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
  })
})

afterAll(async () => {
  await site?.stop()
  await s3?.stop()
  if (varDir) fs.rmSync(varDir, { recursive: true, force: true })
})

describe('media in S3-compatible storage', () => {
  it('stores an uploaded photo in the bucket and serves it at its media URL', async () => {
    const login = await fetch(`${site.url}/api/users/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: 'admin@vitrine.example', password: 'vitrine-demo-2026' }),
    })
    expect(login.status).toBe(200)
    const { token } = (await login.json()) as { token: string }

    const photo = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#8f5b3b' } })
      .jpeg({ quality: 80 })
      .toBuffer()
    const form = new FormData()
    form.append('file', new Blob([new Uint8Array(photo)], { type: 'image/jpeg' }), 'terras-s3.jpg')
    form.append('_payload', JSON.stringify({ alt: 'Terras' }))
    const upload = await fetch(`${site.url}/api/media`, {
      method: 'POST',
      headers: { Authorization: `JWT ${token}` },
      body: form,
    })
    expect(upload.status).toBe(201)
    const { doc } = (await upload.json()) as { doc: { filename: string; url: string } }
    expect(doc.filename).toBe('terras-s3.jpg')
    expect(doc.url).toBe('/api/media/file/terras-s3.jpg')

    // In the bucket with its renditions; not in the media folder.
    const keys = await s3.keys(bucket)
    expect(keys).toEqual(
      expect.arrayContaining([
        'terras-s3.jpg',
        'terras-s3-100x75.webp',
        'terras-s3-400x300.webp',
        'terras-s3-600x450.webp',
      ]),
    )
    expect(fs.existsSync(path.join(varDir, 'media', 'terras-s3.jpg'))).toBe(false)

    const served = await fetch(`${site.url}/api/media/file/terras-s3.jpg`)
    expect(served.status).toBe(200)
    expect(served.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await served.arrayBuffer())).toEqual(photo)
  })
})
