import path from 'node:path'
import { z } from 'zod'

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
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/\S+$/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  /** The enquiry forms' rate limits and spent ALTCHA proofs in Redis; in the database when unset. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'must be a redis:// or rediss:// URL')
    .optional(),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(100).optional(),
  /** Proxies in front that append the client's address to X-Forwarded-For (nginx, a CDN). */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Map tiles (Leaflet URL template with {z}/{x}/{y}); OpenStreetMap's by default. */
  MAP_TILE_URL: z
    .string()
    .regex(/^https?:\/\/\S+\{z\}\S*\{x\}\S*\{y\}\S*$/, 'must be an http(s) URL template with {z}, {x} and {y}')
    .default('https://tile.openstreetmap.org/{z}/{x}/{y}.png'),
  MAP_TILE_ATTRIBUTION: z.string().default('© OpenStreetMap contributors'),
  /** Set by the launcher when DATABASE_URL points at its embedded PGlite (not for users). */
  DB_EMBEDDED: z.enum(['0', '1']).default('0'),
  /** Set by the launcher: the web server stops when the launcher (and its database) is gone. */
  VITRINE_LAUNCHER_PID: z.coerce.number().int().positive().optional(),
})

export type Env = z.infer<typeof schema> & { varDir: string; siteUrl: string }

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
  return {
    ...data,
    varDir: path.resolve(data.VAR_DIR),
    siteUrl: (data.SITE_URL ?? `http://localhost:${data.PORT}`).replace(/\/$/, ''),
  }
}

let cached: Env | undefined
export function env(): Env {
  cached ??= parseEnv()
  return cached
}
