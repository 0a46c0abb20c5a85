import { type MigrateDownArgs, type MigrateUpArgs, sql } from '@payloadcms/db-postgres'

// Login counters of rate-limiter-flexible (features/auth/limits.ts), in the database so every
// app instance shares them. Not a Payload collection: nobody edits them.
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS "login_limits" (
    "key" varchar(255) PRIMARY KEY,
    "points" integer NOT NULL DEFAULT 0,
    "expire" bigint
  )`)
}

export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`DROP TABLE IF EXISTS "login_limits"`)
}
