import path from 'node:path'
import { z } from 'zod'

// @payloadcms/storage-s3 and @payloadcms/plugin-cloud-storage exist only up to 3.90.1 on the
// registry this project installs from; package.json's overrides put them on payload 3.90.2 (one
// copy of payload and @payloadcms/ui). Payload's development-only check of its packages'
// versions would stop every start outside production on that patch difference.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/**
 * The only reader of process.env. Every setting is validated once; a wrong value stops
 * start-up with a message that names the variable.
 */
const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\/\S+$/, 'must be a postgres:// or postgresql:// URL')
    .optional(),
  PAYLOAD_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  SITE_URL: z.string().url('must be an absolute URL such as https://www.example.be').optional(),
  VAR_DIR: z.string().min(1).default('var'),
  /**
   * Uploaded photos and the owners' documents; VAR_DIR/media and VAR_DIR/documents by default.
   * Instances behind one proxy point these at one shared folder (NFS or the like).
   */
  MEDIA_DIR: z.string().min(1).optional(),
  DOCUMENTS_DIR: z.string().min(1).optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /**
   * Redis shared by the instances: the enquiry forms' rate limits and spent ALTCHA proofs, and
   * Next's page and data cache (src/platform/page-cache/next-cache-handler.mjs). Unset: the database keeps the
   * limits and each server its cache in memory.
   */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  /** One JSON log line per answer (method, path, status, time); off when a proxy in front logs them. */
  LOG_REQUESTS: z.enum(['0', '1']).default('1'),
  /**
   * How long a request may wait for a database connection (or a free one in the pool), and for
   * the answer to a statement, before it fails: with the database gone, pages answer 503 within
   * these bounds instead of hanging. 0: no limit on statements (the launcher's migrations and
   * seed run without one).
   */
  DB_CONNECT_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(2000),
  DB_QUERY_TIMEOUT_MS: z.coerce.number().int().min(0).max(600_000).default(5000),
  /** Proxies in front that append the client's address to X-Forwarded-For (nginx, a CDN). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Map tiles (Leaflet URL template with {z}/{x}/{y}); OpenStreetMap's by default. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S+\{z\}\S*\{x\}\S*\{y\}\S*$/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /**
   * The forms' proof of work (ALTCHA): PBKDF2 iterations per counter step, 2,000 by default (about
   * a second on a recent phone). The test servers lower it: the same signed challenge, search and
   * check, with less hashing (as password hashing runs fewer rounds in tests).
   */
  FORM_PROOF_COST: z.coerce.number().int().min(1).max(100_000).default(2000),
  /**
   * How often the server works its job queues (platform/jobs/runner.ts): the mails of the outbox,
   * scheduled publishing, the search alerts. The end-to-end test server works them every 2
   * seconds, so that a test waits for a mail about as long as a recipient notices.
   */
  JOBS_EVERY_SECONDS: z.coerce.number().int().min(1).max(60).default(10),
  /**
   * S3-compatible storage for the media (photos) instead of the folder VAR_DIR/media: all of
   * bucket, region and keys, or none. S3_ENDPOINT for a storage other than AWS (MinIO, Ceph…),
   * which usually also wants S3_FORCE_PATH_STYLE=true.
   */
  S3_BUCKET: z.string().min(1).optional(),
  S3_REGION: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_ENDPOINT: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL such as https://s3.example.com')
    .optional(),
  S3_FORCE_PATH_STYLE: z.enum(['true', 'false', '1', '0']).optional(),
  /**
   * The listings import (docs/rules/listings-feed.md). IMPORT_PUSH_SECRET: the secret the CRM
   * signs its pushes to POST /api/import with (Standard Webhooks: "whsec_" and at least 24
   * bytes in base64); unset, only the command line on this machine may push. IMPORT_FEED_URL:
   * a feed the site pulls itself every IMPORT_EVERY_MINUTES.
   */
  IMPORT_PUSH_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/]{32,}={0,2}$/, 'must be "whsec_" followed by at least 24 bytes in base64')
    .optional(),
  IMPORT_FEED_URL: z
    .string()
    .regex(/^https?:\/\/\S+$/, 'must be an http(s) URL such as https://crm.example/feed.json')
    .optional(),
  IMPORT_EVERY_MINUTES: z.coerce.number().int().min(5).max(1440).default(60),
  /** Set by the launcher when DATABASE_URL points at its embedded PGlite (not for users). */
  DB_EMBEDDED: z.enum(['0', '1']).default('0'),
  /** Set by the launcher: the web server stops when the launcher (and its database) is gone. */
  VITRINE_LAUNCHER_PID: z.coerce.number().int().positive().optional(),
})

export interface S3Settings {
  bucket: string
  region: string
  accessKeyId: string
  secretAccessKey: string
  endpoint?: string
  forcePathStyle: boolean
}

export type Env = z.infer<typeof schema> & {
  varDir: string
  mediaDir: string
  documentsDir: string
  siteUrl: string
  s3?: S3Settings
}

const s3Required = ['S3_BUCKET', 'S3_REGION', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const
const s3Optional = ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE'] as const

/** The media storage in S3 when its settings are given; a half-given set is an error. */
function s3Settings(data: z.infer<typeof schema>): S3Settings | undefined {
  const given = [...s3Required, ...s3Optional].filter((key) => data[key] !== undefined)
  if (given.length === 0) return undefined
  const missing = s3Required.filter((key) => data[key] === undefined)
  if (missing.length > 0) {
    throw new EnvError(
      `Invalid environment settings:\n  ${missing.join(', ')}: required with ${given.join(', ')} ` +
        '(S3 media storage needs bucket, region and both keys; set all or none)',
    )
  }
  return {
    bucket: data.S3_BUCKET!,
    region: data.S3_REGION!,
    accessKeyId: data.S3_ACCESS_KEY_ID!,
    secretAccessKey: data.S3_SECRET_ACCESS_KEY!,
    endpoint: data.S3_ENDPOINT,
    forcePathStyle: data.S3_FORCE_PATH_STYLE === 'true' || data.S3_FORCE_PATH_STYLE === '1',
  }
}

export class EnvError extends Error {}

function blankToUndefined(source: Record<string, string | undefined>): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {}
  for (const key of Object.keys(schema.shape)) {
    const value = source[key]
    out[key] = value === undefined || value.trim() === '' ? undefined : value.trim()
  }
  return out
}

export function parseEnv(source: Record<string, string | undefined> = process.env): Env {
  const result = schema.safeParse(blankToUndefined(source))
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`)
    throw new EnvError(`Invalid environment settings:\n${lines.join('\n')}`)
  }
  const data = result.data
  const varDir = path.resolve(data.VAR_DIR)
  return {
    ...data,
    varDir,
    mediaDir: path.resolve(data.MEDIA_DIR ?? path.join(varDir, 'media')),
    documentsDir: path.resolve(data.DOCUMENTS_DIR ?? path.join(varDir, 'documents')),
    siteUrl: (data.SITE_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, ''),
    s3: s3Settings(data),
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv()
  return cached
}

/** The site's own address (SITE_URL), read when asked: the back office's live preview needs it absolute. */
export const siteUrl = (): string => env().siteUrl
