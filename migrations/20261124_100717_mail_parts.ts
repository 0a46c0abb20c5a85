import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TYPE "public"."enum_mails_purpose" ADD VALUE 'friend';
  ALTER TYPE "public"."enum_mails_purpose" ADD VALUE 'opt-in';
  ALTER TYPE "public"."enum_mails_purpose" ADD VALUE 'alert';
  ALTER TYPE "public"."enum_mails_purpose" ADD VALUE 'owner';
  ALTER TABLE "mails" ADD COLUMN "html" varchar;
  ALTER TABLE "mails" ADD COLUMN "headers" jsonb;
  ALTER TABLE "mails" ADD COLUMN "attachments" jsonb;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "mails" ALTER COLUMN "purpose" SET DATA TYPE text;
  DROP TYPE "public"."enum_mails_purpose";
  CREATE TYPE "public"."enum_mails_purpose" AS ENUM('notification', 'confirmation');
  ALTER TABLE "mails" ALTER COLUMN "purpose" SET DATA TYPE "public"."enum_mails_purpose" USING "purpose"::"public"."enum_mails_purpose";
  ALTER TABLE "mails" DROP COLUMN "html";
  ALTER TABLE "mails" DROP COLUMN "headers";
  ALTER TABLE "mails" DROP COLUMN "attachments";`)
}
