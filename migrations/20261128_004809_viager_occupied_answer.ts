import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

/**
 * A life annuity's "occupied" becomes 'yes', 'no' or nothing, like the legal answers: the
 * checkbox was ticked by default, so every new life annuity stated "occupied: yes" whether the
 * agent said so or not.
 *
 * Existing values: the answer shows only on a life annuity (sold as one, or with a bouquet or
 * annuity), so there a ticked box becomes 'yes' and an unticked one 'no' (unticking was the
 * agent's own act). On every other property the stored value was only the default and nobody's
 * answer: it becomes unset. The same rule applies to the versions.
 */
export async function up({ db }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
  CREATE TYPE "public"."enum_properties_viager_occupied" AS ENUM('yes', 'no');
  CREATE TYPE "public"."enum__properties_v_version_viager_occupied" AS ENUM('yes', 'no');
  ALTER TABLE "properties" ALTER COLUMN "viager_occupied" DROP DEFAULT;
  ALTER TABLE "_properties_v" ALTER COLUMN "version_viager_occupied" DROP DEFAULT;
  ALTER TABLE "properties" ALTER COLUMN "viager_occupied" SET DATA TYPE "public"."enum_properties_viager_occupied" USING (
    CASE WHEN "viager_is_viager" IS TRUE OR "viager_bouquet" IS NOT NULL OR "viager_monthly_annuity" IS NOT NULL
      THEN CASE WHEN "viager_occupied" THEN 'yes' WHEN NOT "viager_occupied" THEN 'no' END
    END)::"public"."enum_properties_viager_occupied";
  ALTER TABLE "_properties_v" ALTER COLUMN "version_viager_occupied" SET DATA TYPE "public"."enum__properties_v_version_viager_occupied" USING (
    CASE WHEN "version_viager_is_viager" IS TRUE OR "version_viager_bouquet" IS NOT NULL OR "version_viager_monthly_annuity" IS NOT NULL
      THEN CASE WHEN "version_viager_occupied" THEN 'yes' WHEN NOT "version_viager_occupied" THEN 'no' END
    END)::"public"."enum__properties_v_version_viager_occupied";`)
}

/** Back to a checkbox: 'no' is false, 'yes' and unset true (the old default). */
export async function down({ db }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
  ALTER TABLE "properties" ALTER COLUMN "viager_occupied" SET DATA TYPE boolean USING "viager_occupied" IS DISTINCT FROM 'no';
  ALTER TABLE "properties" ALTER COLUMN "viager_occupied" SET DEFAULT true;
  ALTER TABLE "_properties_v" ALTER COLUMN "version_viager_occupied" SET DATA TYPE boolean USING "version_viager_occupied" IS DISTINCT FROM 'no';
  ALTER TABLE "_properties_v" ALTER COLUMN "version_viager_occupied" SET DEFAULT true;
  DROP TYPE "public"."enum_properties_viager_occupied";
  DROP TYPE "public"."enum__properties_v_version_viager_occupied";`)
}
