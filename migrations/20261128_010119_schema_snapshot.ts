import { MigrateUpArgs, MigrateDownArgs } from '@payloadcms/db-postgres'

/*
 * Changes nothing: the visit confirmation and the fact answers were made side by side, so the
 * schema snapshot of the later one lacked the other's columns. This migration's snapshot
 * (the .json beside it) holds both, so the next `npm run migration:create` compares with the
 * real schema.
 */
export async function up(_args: MigrateUpArgs): Promise<void> {}

export async function down(_args: MigrateDownArgs): Promise<void> {}
