import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointment_bookings_status" AS ENUM('requested', 'confirmed');
  CREATE TYPE "public"."enum_appointment_slots_confirmation" AS ENUM('requested', 'confirmed');
  ALTER TABLE "appointment_bookings" ADD COLUMN "status" "enum_appointment_bookings_status" DEFAULT 'requested' NOT NULL;
  ALTER TABLE "appointment_slots" ADD COLUMN "closed_on_public_holidays" boolean DEFAULT false;
  ALTER TABLE "appointment_slots" ADD COLUMN "confirmation" "enum_appointment_slots_confirmation" DEFAULT 'requested' NOT NULL;
  CREATE INDEX "appointment_bookings_status_idx" ON "appointment_bookings" USING btree ("status");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP INDEX "appointment_bookings_status_idx";
  ALTER TABLE "appointment_bookings" DROP COLUMN "status";
  ALTER TABLE "appointment_slots" DROP COLUMN "closed_on_public_holidays";
  ALTER TABLE "appointment_slots" DROP COLUMN "confirmation";
  DROP TYPE "public"."enum_appointment_bookings_status";
  DROP TYPE "public"."enum_appointment_slots_confirmation";`)
}
