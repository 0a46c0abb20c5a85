import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * The legal yes/no facts (pre-emption right, flood-prone area) become a select of 'yes', 'no' or
 * nothing, so "not filled in" is no longer published as "No"; and the agency's choice to show
 * the price of sold and let properties (off by default).
 *
 * Existing values: true was ticked by someone, so it becomes 'yes'. False is ambiguous: the
 * checkbox saved false by default for every listing created in the back office, whether the
 * agent answered or not. It stays 'no' only on listings from the CRM feed (a feed CRM id set),
 * where the import wrote false only when the CRM said so (an absent value was written as
 * null); on every other listing it becomes unset, and the agent fills in the answer again. The
 * site then says nothing rather than a "No" nobody gave. The same rule applies to the versions.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_properties_legal_preemption_right" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum_properties_legal_flood_zone" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__properties_v_version_legal_preemption_right" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__properties_v_version_legal_flood_zone" AS ENUM('yes', 'no');
  ALTER TABLE "properties" ALTER COLUMN "legal_preemption_right" DROP DEFAULT;
  ALTER TABLE "properties" ALTER COLUMN "legal_flood_zone" DROP DEFAULT;
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_preemption_right" DROP DEFAULT;
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_flood_zone" DROP DEFAULT;
  ALTER TABLE "properties" ALTER COLUMN "legal_preemption_right" SET DATA TYPE "public"."enum_properties_legal_preemption_right" USING (
    CASE WHEN "legal_preemption_right" THEN 'yes'
         WHEN NOT "legal_preemption_right" AND "feed_crm_id" IS NOT NULL THEN 'no'
    END)::"public"."enum_properties_legal_preemption_right";
  ALTER TABLE "properties" ALTER COLUMN "legal_flood_zone" SET DATA TYPE "public"."enum_properties_legal_flood_zone" USING (
    CASE WHEN "legal_flood_zone" THEN 'yes'
         WHEN NOT "legal_flood_zone" AND "feed_crm_id" IS NOT NULL THEN 'no'
    END)::"public"."enum_properties_legal_flood_zone";
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_preemption_right" SET DATA TYPE "public"."enum__properties_v_version_legal_preemption_right" USING (
    CASE WHEN "version_legal_preemption_right" THEN 'yes'
         WHEN NOT "version_legal_preemption_right" AND "version_feed_crm_id" IS NOT NULL THEN 'no'
    END)::"public"."enum__properties_v_version_legal_preemption_right";
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_flood_zone" SET DATA TYPE "public"."enum__properties_v_version_legal_flood_zone" USING (
    CASE WHEN "version_legal_flood_zone" THEN 'yes'
         WHEN NOT "version_legal_flood_zone" AND "version_feed_crm_id" IS NOT NULL THEN 'no'
    END)::"public"."enum__properties_v_version_legal_flood_zone";
  ALTER TABLE "site_settings" ADD COLUMN "show_closed_prices" boolean DEFAULT false;`)
}

/** Back to checkboxes: 'yes' is true, 'no' and unset are false (the old default). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "properties" ALTER COLUMN "legal_preemption_right" SET DATA TYPE boolean USING coalesce("legal_preemption_right" = 'yes', false);
  ALTER TABLE "properties" ALTER COLUMN "legal_preemption_right" SET DEFAULT false;
  ALTER TABLE "properties" ALTER COLUMN "legal_flood_zone" SET DATA TYPE boolean USING coalesce("legal_flood_zone" = 'yes', false);
  ALTER TABLE "properties" ALTER COLUMN "legal_flood_zone" SET DEFAULT false;
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_preemption_right" SET DATA TYPE boolean USING coalesce("version_legal_preemption_right" = 'yes', false);
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_preemption_right" SET DEFAULT false;
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_flood_zone" SET DATA TYPE boolean USING coalesce("version_legal_flood_zone" = 'yes', false);
  ALTER TABLE "_properties_v" ALTER COLUMN "version_legal_flood_zone" SET DEFAULT false;
  ALTER TABLE "site_settings" DROP COLUMN "show_closed_prices";
  DROP TYPE "public"."enum_properties_legal_preemption_right";
  DROP TYPE "public"."enum_properties_legal_flood_zone";
  DROP TYPE "public"."enum__properties_v_version_legal_preemption_right";
  DROP TYPE "public"."enum__properties_v_version_legal_flood_zone";`)
}
