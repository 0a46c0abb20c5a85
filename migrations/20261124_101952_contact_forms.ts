import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE text;
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::text;
  -- Forms about a property or project left the module (they live on their pages).
  UPDATE "menu_pages_blocks_contact_form" SET "form" = 'site-contact' WHERE "form" IN ('contact-appointment', 'contact-construction');
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_form";
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_form" AS ENUM('site-contact', 'contact-demand', 'demand-register', 'testimonial', 'sign-newsletter');
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::"public"."enum_menu_pages_blocks_contact_form_form";
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum_menu_pages_blocks_contact_form_form" USING "form"::"public"."enum_menu_pages_blocks_contact_form_form";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE text;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::text;
  -- Forms about a property or project left the module (they live on their pages).
  UPDATE "_menu_pages_v_blocks_contact_form" SET "form" = 'site-contact' WHERE "form" IN ('contact-appointment', 'contact-construction');
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_form";
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_form" AS ENUM('site-contact', 'contact-demand', 'demand-register', 'testimonial', 'sign-newsletter');
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::"public"."enum__menu_pages_v_blocks_contact_form_form";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum__menu_pages_v_blocks_contact_form_form" USING "form"::"public"."enum__menu_pages_v_blocks_contact_form_form";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE text;
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::text;
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_form";
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_form" AS ENUM('site-contact', 'contact-demand', 'demand-register', 'contact-appointment', 'contact-construction');
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::"public"."enum_menu_pages_blocks_contact_form_form";
  ALTER TABLE "menu_pages_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum_menu_pages_blocks_contact_form_form" USING "form"::"public"."enum_menu_pages_blocks_contact_form_form";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE text;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::text;
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_form";
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_form" AS ENUM('site-contact', 'contact-demand', 'demand-register', 'contact-appointment', 'contact-construction');
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DEFAULT 'site-contact'::"public"."enum__menu_pages_v_blocks_contact_form_form";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ALTER COLUMN "form" SET DATA TYPE "public"."enum__menu_pages_v_blocks_contact_form_form" USING "form"::"public"."enum__menu_pages_v_blocks_contact_form_form";`)
}
