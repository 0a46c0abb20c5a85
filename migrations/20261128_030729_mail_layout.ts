import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mails_purpose" ADD VALUE 'visit-confirmed' BEFORE 'owner';
  ALTER TABLE "site_settings" ADD COLUMN "brand_color" varchar DEFAULT '#1f4e5f';
  ALTER TABLE "site_settings" ADD COLUMN "accent_color" varchar DEFAULT '#c8842f';`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mails" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_mails_purpose";
  CREATE TYPE "public"."enum_mails_purpose" AS ENUM('notification', 'confirmation', 'friend', 'opt-in', 'alert', 'owner');
  ALTER TABLE "mails" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mails_purpose" USING "purpose"::"public"."enum_mails_purpose";
  ALTER TABLE "site_settings" DROP COLUMN "brand_color";
  ALTER TABLE "site_settings" DROP COLUMN "accent_color";`)
}
