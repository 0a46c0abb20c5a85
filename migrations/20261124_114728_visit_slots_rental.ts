import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_appointment_bookings_slot" AS ENUM('10-13', '14-16', '16-19');
  CREATE TYPE "public"."enum_appointment_slots_closed_weekdays" AS ENUM('mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun');
  CREATE TABLE "appointment_bookings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"day" varchar NOT NULL,
  	"slot" "enum_appointment_bookings_slot" NOT NULL,
  	"seat" numeric NOT NULL,
  	"lead_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "appointment_slots_closed_weekdays" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_appointment_slots_closed_weekdays",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "appointment_slots_closed_days" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"day" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "appointment_slots" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"capacity_slot10to13" numeric DEFAULT 2 NOT NULL,
  	"capacity_slot14to16" numeric DEFAULT 2 NOT NULL,
  	"capacity_slot16to19" numeric DEFAULT 2 NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  ALTER TABLE "properties" ADD COLUMN "rental_max_persons" numeric;
  ALTER TABLE "properties" ADD COLUMN "rental_minimum_income" numeric;
  ALTER TABLE "properties" ADD COLUMN "rental_inventory_share" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rental_max_persons" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rental_minimum_income" numeric;
  ALTER TABLE "_properties_v" ADD COLUMN "version_rental_inventory_share" numeric;
  ALTER TABLE "payload_locked_documents_rels" ADD COLUMN "appointment_bookings_id" integer;
  ALTER TABLE "appointment_bookings" ADD CONSTRAINT "appointment_bookings_lead_id_leads_id_fk" FOREIGN KEY ("lead_id") REFERENCES "public"."leads"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "appointment_slots_closed_weekdays" ADD CONSTRAINT "appointment_slots_closed_weekdays_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."appointment_slots"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "appointment_slots_closed_days" ADD CONSTRAINT "appointment_slots_closed_days_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."appointment_slots"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "appointment_bookings_day_idx" ON "appointment_bookings" USING btree ("day");
  CREATE INDEX "appointment_bookings_lead_idx" ON "appointment_bookings" USING btree ("lead_id");
  CREATE INDEX "appointment_bookings_updated_at_idx" ON "appointment_bookings" USING btree ("updated_at");
  CREATE INDEX "appointment_bookings_created_at_idx" ON "appointment_bookings" USING btree ("created_at");
  CREATE UNIQUE INDEX "day_slot_seat_idx" ON "appointment_bookings" USING btree ("day","slot","seat");
  CREATE INDEX "appointment_slots_closed_weekdays_order_idx" ON "appointment_slots_closed_weekdays" USING btree ("order");
  CREATE INDEX "appointment_slots_closed_weekdays_parent_idx" ON "appointment_slots_closed_weekdays" USING btree ("parent_id");
  CREATE INDEX "appointment_slots_closed_days_order_idx" ON "appointment_slots_closed_days" USING btree ("_order");
  CREATE INDEX "appointment_slots_closed_days_parent_id_idx" ON "appointment_slots_closed_days" USING btree ("_parent_id");
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_appointment_bookings_fk" FOREIGN KEY ("appointment_bookings_id") REFERENCES "public"."appointment_bookings"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "payload_locked_documents_rels_appointment_bookings_id_idx" ON "payload_locked_documents_rels" USING btree ("appointment_bookings_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "appointment_bookings" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_slots_closed_weekdays" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_slots_closed_days" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "appointment_slots" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "appointment_bookings" CASCADE;
  DROP TABLE "appointment_slots_closed_weekdays" CASCADE;
  DROP TABLE "appointment_slots_closed_days" CASCADE;
  DROP TABLE "appointment_slots" CASCADE;
  ALTER TABLE "payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_appointment_bookings_fk";
  
  DROP INDEX "payload_locked_documents_rels_appointment_bookings_id_idx";
  ALTER TABLE "properties" DROP COLUMN "rental_max_persons";
  ALTER TABLE "properties" DROP COLUMN "rental_minimum_income";
  ALTER TABLE "properties" DROP COLUMN "rental_inventory_share";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rental_max_persons";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rental_minimum_income";
  ALTER TABLE "_properties_v" DROP COLUMN "version_rental_inventory_share";
  ALTER TABLE "payload_locked_documents_rels" DROP COLUMN "appointment_bookings_id";
  DROP TYPE "public"."enum_appointment_bookings_slot";
  DROP TYPE "public"."enum_appointment_slots_closed_weekdays";`)
}
