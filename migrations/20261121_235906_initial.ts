import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."_locales" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_properties_goal" AS ENUM('sale', 'rent');
  CREATE TYPE "public"."enum_properties_marquee" AS ENUM('1', '3', '4');
  CREATE TYPE "public"."enum_properties_price_unit" AS ENUM('1', '2', '7');
  CREATE TYPE "public"."enum_properties_comfort_heating" AS ENUM('gas', 'oil', 'electric', 'heat-pump', 'district', 'wood', 'none');
  CREATE TYPE "public"."enum_properties_comfort_kitchen" AS ENUM('fitted', 'semi-fitted', 'open', 'closed', 'none');
  CREATE TYPE "public"."enum_properties_comfort_glazing" AS ENUM('single', 'double', 'triple');
  CREATE TYPE "public"."enum_properties_legal_planning_permit" AS ENUM('granted', 'not-granted', 'unknown');
  CREATE TYPE "public"."enum_properties_legal_planning_destination" AS ENUM('residential', 'residential-rural', 'mixed', 'industrial', 'agricultural', 'recreational');
  CREATE TYPE "public"."enum_properties_legal_flood_plot_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_legal_flood_building_score" AS ENUM('A', 'B', 'C', 'D');
  CREATE TYPE "public"."enum_properties_legal_asbestos_certificate" AS ENUM('available', 'pending', 'not-required');
  CREATE TYPE "public"."enum_projects_units_status" AS ENUM('available', 'option', 'sold', 'rented');
  CREATE TYPE "public"."enum_cities_country" AS ENUM('10', '50', '20', '30', '40');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_goal" AS ENUM('all', 'sale', 'rent');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_view" AS ENUM('grid', 'list', 'map');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_view" AS ENUM('collapsible', 'cards');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_kind" AS ENUM('service', 'testimonial');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_form" AS ENUM('site-contact', 'contact-demand', 'demand-register', 'contact-appointment', 'contact-construction');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_title_size" AS ENUM('h2', 'h3', 'h4');
  CREATE TYPE "public"."enum_menu_pages_status" AS ENUM('published', 'draft');
  CREATE TYPE "public"."enum_menu_pages_type" AS ENUM('page', 'redirect');
  CREATE TYPE "public"."enum_articles_kind" AS ENUM('service', 'testimonial');
  CREATE TYPE "public"."enum_team_members_languages" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_users_role" AS ENUM('admin', 'agent');
  CREATE TYPE "public"."enum_site_settings_languages" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_default_language" AS ENUM('nl', 'fr', 'en', 'de');
  CREATE TYPE "public"."enum_site_settings_home_banner_type" AS ENUM('image', 'gallery', 'video', 'color', 'none');
  CREATE TYPE "public"."enum_top_bar_left_items_icon" AS ENUM('none', 'phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'whatsapp');
  CREATE TYPE "public"."enum_top_bar_right_items_icon" AS ENUM('none', 'phone', 'mail', 'pin', 'clock', 'facebook', 'instagram', 'linkedin', 'whatsapp');
  CREATE TABLE "properties" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"published" boolean DEFAULT true,
  	"goal" "enum_properties_goal" DEFAULT 'sale' NOT NULL,
  	"marquee" "enum_properties_marquee" DEFAULT '1' NOT NULL,
  	"type_id" integer NOT NULL,
  	"project_id" integer,
  	"price" numeric,
  	"publish_price" boolean DEFAULT true,
  	"price_unit" "enum_properties_price_unit" DEFAULT '1',
  	"costs_notary" numeric,
  	"costs_registration" numeric,
  	"costs_vat" numeric,
  	"costs_monthly_charges" numeric,
  	"costs_vat_applicable" boolean DEFAULT false,
  	"viager_is_viager" boolean DEFAULT false,
  	"viager_bouquet" numeric,
  	"viager_monthly_annuity" numeric,
  	"viager_occupant_age_a" numeric,
  	"viager_occupant_age_b" numeric,
  	"viager_occupied" boolean DEFAULT true,
  	"availability_available_from" timestamp(3) with time zone,
  	"publish_address" boolean DEFAULT true,
  	"street" varchar,
  	"house_number" varchar,
  	"box_number" varchar,
  	"city_id" integer NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"surfaces_living" numeric,
  	"surfaces_plot" numeric,
  	"surfaces_built" numeric,
  	"surfaces_garden" numeric,
  	"surfaces_terrace" numeric,
  	"rooms_bedrooms" numeric,
  	"rooms_bathrooms" numeric,
  	"rooms_shower_rooms" numeric,
  	"rooms_toilets" numeric,
  	"rooms_garages" numeric,
  	"rooms_parking" numeric,
  	"rooms_floors" numeric,
  	"rooms_floor" numeric,
  	"construction_year" numeric,
  	"renovation_year" numeric,
  	"comfort_heating" "enum_properties_comfort_heating",
  	"comfort_kitchen" "enum_properties_comfort_kitchen",
  	"comfort_glazing" "enum_properties_comfort_glazing",
  	"energy_epc_value" numeric,
  	"energy_epc_label_text" varchar,
  	"energy_epc_unique_code" varchar,
  	"energy_co2" numeric,
  	"energy_e_level" numeric,
  	"legal_planning_permit" "enum_properties_legal_planning_permit",
  	"legal_planning_destination" "enum_properties_legal_planning_destination",
  	"legal_preemption_right" boolean DEFAULT false,
  	"legal_flood_plot_score" "enum_properties_legal_flood_plot_score",
  	"legal_flood_building_score" "enum_properties_legal_flood_building_score",
  	"legal_flood_zone" boolean DEFAULT false,
  	"legal_asbestos_certificate" "enum_properties_legal_asbestos_certificate",
  	"legal_asbestos_certificate_date" timestamp(3) with time zone,
  	"virtual_tour_url" varchar,
  	"video_url" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "properties_locales" (
  	"title" varchar NOT NULL,
  	"type_description" varchar,
  	"description" varchar,
  	"price_unit_text" varchar,
  	"costs_remarks" varchar,
  	"availability_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "properties_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "projects_units" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"reference" varchar NOT NULL,
  	"type_id" integer,
  	"floor" numeric,
  	"bedrooms" numeric,
  	"living" numeric,
  	"price" numeric,
  	"status" "enum_projects_units_status" DEFAULT 'available'
  );
  
  CREATE TABLE "projects" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"published" boolean DEFAULT true,
  	"external_url" varchar,
  	"publish_address" boolean DEFAULT true,
  	"street" varchar,
  	"house_number" varchar,
  	"box_number" varchar,
  	"city_id" integer NOT NULL,
  	"latitude" numeric,
  	"longitude" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "projects_locales" (
  	"title" varchar NOT NULL,
  	"description" varchar,
  	"delivery" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "projects_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "property_types" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"web_id" numeric NOT NULL,
  	"show_order" numeric DEFAULT 0,
  	"sale" boolean DEFAULT true,
  	"rent" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "property_types_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "cities" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"zip" varchar NOT NULL,
  	"country" "enum_cities_country" DEFAULT '10' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cities_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "menu_pages_blocks_property_list" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_property_list_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"goal" "enum_menu_pages_blocks_property_list_goal" DEFAULT 'all',
  	"max_items" numeric,
  	"number_item_of_row" numeric DEFAULT 4,
  	"view" "enum_menu_pages_blocks_property_list_view" DEFAULT 'grid',
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_property_list_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_pages_blocks_category" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_category_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"category_id" integer,
  	"is_has_subcategories" boolean DEFAULT true,
  	"view" "enum_menu_pages_blocks_category_view" DEFAULT 'collapsible',
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_category_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_pages_blocks_article" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_article_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"kind" "enum_menu_pages_blocks_article_kind" DEFAULT 'service',
  	"number_item_of_row" numeric DEFAULT 3,
  	"max_items" numeric,
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_article_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_pages_blocks_contact_form" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_contact_form_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"form" "enum_menu_pages_blocks_contact_form_form" DEFAULT 'site-contact' NOT NULL,
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_contact_form_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_pages_blocks_banner" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_banner_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"background_type" "enum_menu_pages_blocks_banner_background_type" DEFAULT 'none',
  	"image_id" integer,
  	"video_url" varchar,
  	"color_background" varchar,
  	"show_search" boolean DEFAULT false,
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_banner_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_pages_blocks_rich_text" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_rich_text_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_rich_text_locales" (
  	"title" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_pages_blocks_team" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"_path" text NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_size" "enum_menu_pages_blocks_team_title_size" DEFAULT 'h2',
  	"status" boolean DEFAULT true,
  	"css_class" varchar,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 12,
  	"col_lg" numeric DEFAULT 12,
  	"number_item_of_row" numeric DEFAULT 4,
  	"block_name" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_team_locales" (
  	"title" varchar,
  	"description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "menu_pages" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"status" "enum_menu_pages_status" DEFAULT 'draft' NOT NULL,
  	"show_in_menu" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"parent_id" integer,
  	"type" "enum_menu_pages_type" DEFAULT 'page',
  	"redirect_url" varchar,
  	"show_bread_crumb" boolean DEFAULT true,
  	"show_page_banner" boolean DEFAULT false,
  	"image_id" integer,
  	"css" varchar,
  	"is_active_s_e_o" boolean DEFAULT true,
  	"meta_og_image_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "menu_pages_locales" (
  	"title" varchar NOT NULL,
  	"path" varchar,
  	"description" varchar,
  	"content" jsonb,
  	"banner_title" varchar,
  	"banner_description" varchar,
  	"meta_page_title" varchar,
  	"meta_metadata_title" varchar,
  	"meta_metadata_description" varchar,
  	"meta_og_title" varchar,
  	"meta_og_description" varchar,
  	"meta_twitter_title" varchar,
  	"meta_twitter_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "menu_pages_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"articles_id" integer,
  	"media_id" integer,
  	"team_members_id" integer
  );
  
  CREATE TABLE "articles" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"kind" "enum_articles_kind" DEFAULT 'service' NOT NULL,
  	"published" boolean DEFAULT true,
  	"sort" numeric DEFAULT 0,
  	"category_id" integer,
  	"image_id" integer,
  	"author" varchar,
  	"rating" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "articles_locales" (
  	"title" varchar NOT NULL,
  	"slug" varchar NOT NULL,
  	"excerpt" varchar,
  	"content" jsonb,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"web_id" numeric,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "categories_locales" (
  	"name" varchar NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "team_members_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_team_members_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "team_members" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"email" varchar,
  	"phone" varchar,
  	"photo_id" integer,
  	"sort" numeric DEFAULT 0,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "team_members_locales" (
  	"role" varchar,
  	"bio" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_w100_url" varchar,
  	"sizes_w100_width" numeric,
  	"sizes_w100_height" numeric,
  	"sizes_w100_mime_type" varchar,
  	"sizes_w100_filesize" numeric,
  	"sizes_w100_filename" varchar,
  	"sizes_w400_url" varchar,
  	"sizes_w400_width" numeric,
  	"sizes_w400_height" numeric,
  	"sizes_w400_mime_type" varchar,
  	"sizes_w400_filesize" numeric,
  	"sizes_w400_filename" varchar,
  	"sizes_w600_url" varchar,
  	"sizes_w600_width" numeric,
  	"sizes_w600_height" numeric,
  	"sizes_w600_mime_type" varchar,
  	"sizes_w600_filesize" numeric,
  	"sizes_w600_filename" varchar,
  	"sizes_w1360_url" varchar,
  	"sizes_w1360_width" numeric,
  	"sizes_w1360_height" numeric,
  	"sizes_w1360_mime_type" varchar,
  	"sizes_w1360_filesize" numeric,
  	"sizes_w1360_filename" varchar
  );
  
  CREATE TABLE "media_locales" (
  	"alt" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar NOT NULL,
  	"role" "enum_users_role" DEFAULT 'agent' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"properties_id" integer,
  	"projects_id" integer,
  	"property_types_id" integer,
  	"cities_id" integer,
  	"menu_pages_id" integer,
  	"articles_id" integer,
  	"categories_id" integer,
  	"team_members_id" integer,
  	"media_id" integer,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "site_settings_opening_slots" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"slot" varchar NOT NULL
  );
  
  CREATE TABLE "site_settings_languages" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "enum_site_settings_languages",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "site_settings" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"site_name" varchar NOT NULL,
  	"logo_id" integer,
  	"logo_light_id" integer,
  	"email" varchar,
  	"phone" varchar,
  	"address" varchar,
  	"default_language" "enum_site_settings_default_language" DEFAULT 'nl' NOT NULL,
  	"transparent_header_on_home" boolean DEFAULT true,
  	"show_demand_register_button" boolean DEFAULT true,
  	"home_banner_type" "enum_site_settings_home_banner_type" DEFAULT 'image',
  	"home_banner_image_id" integer,
  	"home_banner_video_url" varchar,
  	"home_banner_color" varchar,
  	"search_show_logo" boolean DEFAULT true,
  	"search_show_search_input" boolean DEFAULT true,
  	"search_show_search_button" boolean DEFAULT true,
  	"search_show_search_count" boolean DEFAULT true,
  	"search_show_count_property" boolean DEFAULT true,
  	"analytics_google_analytics_id" varchar,
  	"analytics_google_ads_id" varchar,
  	"analytics_google_tag_manager_id" varchar,
  	"analytics_social_pixel_id" varchar,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "site_settings_locales" (
  	"copyright" varchar,
  	"search_title" varchar,
  	"search_description" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" integer NOT NULL
  );
  
  CREATE TABLE "site_settings_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  CREATE TABLE "top_bar_left_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" boolean DEFAULT true,
  	"icon" "enum_top_bar_left_items_icon" DEFAULT 'none',
  	"color" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "top_bar_left_items_locales" (
  	"label" varchar NOT NULL,
  	"localized_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar_right_items" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"status" boolean DEFAULT true,
  	"icon" "enum_top_bar_right_items_icon" DEFAULT 'none',
  	"color" varchar,
  	"link" varchar
  );
  
  CREATE TABLE "top_bar_right_items_locales" (
  	"label" varchar NOT NULL,
  	"localized_link" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "top_bar" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"show" boolean DEFAULT true,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_columns" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"title_public" boolean DEFAULT true,
  	"intro_text_public" boolean DEFAULT true,
  	"full_text_public" boolean DEFAULT true,
  	"col_sm" numeric DEFAULT 12,
  	"col_md" numeric DEFAULT 6,
  	"col_lg" numeric DEFAULT 3
  );
  
  CREATE TABLE "footer_columns_locales" (
  	"title" varchar,
  	"intro_text" varchar,
  	"full_text" varchar,
  	"id" serial PRIMARY KEY NOT NULL,
  	"_locale" "_locales" NOT NULL,
  	"_parent_id" varchar NOT NULL
  );
  
  CREATE TABLE "footer" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"updated_at" timestamp(3) with time zone,
  	"created_at" timestamp(3) with time zone
  );
  
  CREATE TABLE "footer_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"media_id" integer
  );
  
  ALTER TABLE "properties" ADD CONSTRAINT "properties_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_project_id_projects_id_fk" FOREIGN KEY ("project_id") REFERENCES "public"."projects"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties" ADD CONSTRAINT "properties_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "properties_locales" ADD CONSTRAINT "properties_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "properties_rels" ADD CONSTRAINT "properties_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_units" ADD CONSTRAINT "projects_units_type_id_property_types_id_fk" FOREIGN KEY ("type_id") REFERENCES "public"."property_types"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_units" ADD CONSTRAINT "projects_units_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects" ADD CONSTRAINT "projects_city_id_cities_id_fk" FOREIGN KEY ("city_id") REFERENCES "public"."cities"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "projects_locales" ADD CONSTRAINT "projects_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "projects_rels" ADD CONSTRAINT "projects_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "property_types_locales" ADD CONSTRAINT "property_types_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cities_locales" ADD CONSTRAINT "cities_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_property_list" ADD CONSTRAINT "menu_pages_blocks_property_list_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_property_list_locales" ADD CONSTRAINT "menu_pages_blocks_property_list_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_property_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_category" ADD CONSTRAINT "menu_pages_blocks_category_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_category" ADD CONSTRAINT "menu_pages_blocks_category_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_category_locales" ADD CONSTRAINT "menu_pages_blocks_category_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_article" ADD CONSTRAINT "menu_pages_blocks_article_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_article_locales" ADD CONSTRAINT "menu_pages_blocks_article_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_article"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_contact_form" ADD CONSTRAINT "menu_pages_blocks_contact_form_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_contact_form_locales" ADD CONSTRAINT "menu_pages_blocks_contact_form_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_banner" ADD CONSTRAINT "menu_pages_blocks_banner_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_banner" ADD CONSTRAINT "menu_pages_blocks_banner_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_banner_locales" ADD CONSTRAINT "menu_pages_blocks_banner_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_rich_text" ADD CONSTRAINT "menu_pages_blocks_rich_text_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_rich_text_locales" ADD CONSTRAINT "menu_pages_blocks_rich_text_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_team" ADD CONSTRAINT "menu_pages_blocks_team_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_team_locales" ADD CONSTRAINT "menu_pages_blocks_team_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages" ADD CONSTRAINT "menu_pages_parent_id_menu_pages_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages" ADD CONSTRAINT "menu_pages_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages" ADD CONSTRAINT "menu_pages_meta_og_image_id_media_id_fk" FOREIGN KEY ("meta_og_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_locales" ADD CONSTRAINT "menu_pages_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_rels" ADD CONSTRAINT "menu_pages_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_rels" ADD CONSTRAINT "menu_pages_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_rels" ADD CONSTRAINT "menu_pages_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_rels" ADD CONSTRAINT "menu_pages_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles" ADD CONSTRAINT "articles_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "articles_locales" ADD CONSTRAINT "articles_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "categories_locales" ADD CONSTRAINT "categories_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members_languages" ADD CONSTRAINT "team_members_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "team_members" ADD CONSTRAINT "team_members_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "team_members_locales" ADD CONSTRAINT "team_members_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "media_locales" ADD CONSTRAINT "media_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_properties_fk" FOREIGN KEY ("properties_id") REFERENCES "public"."properties"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_projects_fk" FOREIGN KEY ("projects_id") REFERENCES "public"."projects"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_property_types_fk" FOREIGN KEY ("property_types_id") REFERENCES "public"."property_types"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_cities_fk" FOREIGN KEY ("cities_id") REFERENCES "public"."cities"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_menu_pages_fk" FOREIGN KEY ("menu_pages_id") REFERENCES "public"."menu_pages"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_articles_fk" FOREIGN KEY ("articles_id") REFERENCES "public"."articles"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "public"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_team_members_fk" FOREIGN KEY ("team_members_id") REFERENCES "public"."team_members"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_opening_slots" ADD CONSTRAINT "site_settings_opening_slots_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_languages" ADD CONSTRAINT "site_settings_languages_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_id_media_id_fk" FOREIGN KEY ("logo_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_logo_light_id_media_id_fk" FOREIGN KEY ("logo_light_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_home_banner_image_id_media_id_fk" FOREIGN KEY ("home_banner_image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "site_settings_locales" ADD CONSTRAINT "site_settings_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."site_settings"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "site_settings_rels" ADD CONSTRAINT "site_settings_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_left_items" ADD CONSTRAINT "top_bar_left_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_left_items_locales" ADD CONSTRAINT "top_bar_left_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar_left_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_right_items" ADD CONSTRAINT "top_bar_right_items_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "top_bar_right_items_locales" ADD CONSTRAINT "top_bar_right_items_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."top_bar_right_items"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns" ADD CONSTRAINT "footer_columns_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_columns_locales" ADD CONSTRAINT "footer_columns_locales_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."footer_columns"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."footer"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "footer_rels" ADD CONSTRAINT "footer_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "public"."media"("id") ON DELETE cascade ON UPDATE no action;
  CREATE UNIQUE INDEX "properties_reference_idx" ON "properties" USING btree ("reference");
  CREATE INDEX "properties_published_idx" ON "properties" USING btree ("published");
  CREATE INDEX "properties_goal_idx" ON "properties" USING btree ("goal");
  CREATE INDEX "properties_type_idx" ON "properties" USING btree ("type_id");
  CREATE INDEX "properties_project_idx" ON "properties" USING btree ("project_id");
  CREATE INDEX "properties_price_idx" ON "properties" USING btree ("price");
  CREATE INDEX "properties_city_idx" ON "properties" USING btree ("city_id");
  CREATE INDEX "properties_rooms_rooms_bedrooms_idx" ON "properties" USING btree ("rooms_bedrooms");
  CREATE INDEX "properties_updated_at_idx" ON "properties" USING btree ("updated_at");
  CREATE INDEX "properties_created_at_idx" ON "properties" USING btree ("created_at");
  CREATE UNIQUE INDEX "properties_locales_locale_parent_id_unique" ON "properties_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "properties_rels_order_idx" ON "properties_rels" USING btree ("order");
  CREATE INDEX "properties_rels_parent_idx" ON "properties_rels" USING btree ("parent_id");
  CREATE INDEX "properties_rels_path_idx" ON "properties_rels" USING btree ("path");
  CREATE INDEX "properties_rels_media_id_idx" ON "properties_rels" USING btree ("media_id");
  CREATE INDEX "projects_units_order_idx" ON "projects_units" USING btree ("_order");
  CREATE INDEX "projects_units_parent_id_idx" ON "projects_units" USING btree ("_parent_id");
  CREATE INDEX "projects_units_type_idx" ON "projects_units" USING btree ("type_id");
  CREATE INDEX "projects_published_idx" ON "projects" USING btree ("published");
  CREATE INDEX "projects_city_idx" ON "projects" USING btree ("city_id");
  CREATE INDEX "projects_updated_at_idx" ON "projects" USING btree ("updated_at");
  CREATE INDEX "projects_created_at_idx" ON "projects" USING btree ("created_at");
  CREATE UNIQUE INDEX "projects_locales_locale_parent_id_unique" ON "projects_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "projects_rels_order_idx" ON "projects_rels" USING btree ("order");
  CREATE INDEX "projects_rels_parent_idx" ON "projects_rels" USING btree ("parent_id");
  CREATE INDEX "projects_rels_path_idx" ON "projects_rels" USING btree ("path");
  CREATE INDEX "projects_rels_media_id_idx" ON "projects_rels" USING btree ("media_id");
  CREATE INDEX "property_types_updated_at_idx" ON "property_types" USING btree ("updated_at");
  CREATE INDEX "property_types_created_at_idx" ON "property_types" USING btree ("created_at");
  CREATE UNIQUE INDEX "property_types_locales_locale_parent_id_unique" ON "property_types_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "cities_zip_idx" ON "cities" USING btree ("zip");
  CREATE INDEX "cities_updated_at_idx" ON "cities" USING btree ("updated_at");
  CREATE INDEX "cities_created_at_idx" ON "cities" USING btree ("created_at");
  CREATE UNIQUE INDEX "cities_locales_locale_parent_id_unique" ON "cities_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_blocks_property_list_order_idx" ON "menu_pages_blocks_property_list" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_property_list_parent_id_idx" ON "menu_pages_blocks_property_list" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_property_list_path_idx" ON "menu_pages_blocks_property_list" USING btree ("_path");
  CREATE UNIQUE INDEX "menu_pages_blocks_property_list_locales_locale_parent_id_uni" ON "menu_pages_blocks_property_list_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_blocks_category_order_idx" ON "menu_pages_blocks_category" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_category_parent_id_idx" ON "menu_pages_blocks_category" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_category_path_idx" ON "menu_pages_blocks_category" USING btree ("_path");
  CREATE INDEX "menu_pages_blocks_category_category_idx" ON "menu_pages_blocks_category" USING btree ("category_id");
  CREATE UNIQUE INDEX "menu_pages_blocks_category_locales_locale_parent_id_unique" ON "menu_pages_blocks_category_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_blocks_article_order_idx" ON "menu_pages_blocks_article" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_article_parent_id_idx" ON "menu_pages_blocks_article" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_article_path_idx" ON "menu_pages_blocks_article" USING btree ("_path");
  CREATE UNIQUE INDEX "menu_pages_blocks_article_locales_locale_parent_id_unique" ON "menu_pages_blocks_article_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_blocks_contact_form_order_idx" ON "menu_pages_blocks_contact_form" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_contact_form_parent_id_idx" ON "menu_pages_blocks_contact_form" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_contact_form_path_idx" ON "menu_pages_blocks_contact_form" USING btree ("_path");
  CREATE UNIQUE INDEX "menu_pages_blocks_contact_form_locales_locale_parent_id_uniq" ON "menu_pages_blocks_contact_form_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_blocks_banner_order_idx" ON "menu_pages_blocks_banner" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_banner_parent_id_idx" ON "menu_pages_blocks_banner" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_banner_path_idx" ON "menu_pages_blocks_banner" USING btree ("_path");
  CREATE INDEX "menu_pages_blocks_banner_image_idx" ON "menu_pages_blocks_banner" USING btree ("image_id");
  CREATE UNIQUE INDEX "menu_pages_blocks_banner_locales_locale_parent_id_unique" ON "menu_pages_blocks_banner_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_blocks_rich_text_order_idx" ON "menu_pages_blocks_rich_text" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_rich_text_parent_id_idx" ON "menu_pages_blocks_rich_text" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_rich_text_path_idx" ON "menu_pages_blocks_rich_text" USING btree ("_path");
  CREATE UNIQUE INDEX "menu_pages_blocks_rich_text_locales_locale_parent_id_unique" ON "menu_pages_blocks_rich_text_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_blocks_team_order_idx" ON "menu_pages_blocks_team" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_team_parent_id_idx" ON "menu_pages_blocks_team" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_team_path_idx" ON "menu_pages_blocks_team" USING btree ("_path");
  CREATE UNIQUE INDEX "menu_pages_blocks_team_locales_locale_parent_id_unique" ON "menu_pages_blocks_team_locales" USING btree ("_locale","_parent_id");
  CREATE UNIQUE INDEX "menu_pages_key_idx" ON "menu_pages" USING btree ("key");
  CREATE INDEX "menu_pages_status_idx" ON "menu_pages" USING btree ("status");
  CREATE INDEX "menu_pages_parent_idx" ON "menu_pages" USING btree ("parent_id");
  CREATE INDEX "menu_pages_image_idx" ON "menu_pages" USING btree ("image_id");
  CREATE INDEX "menu_pages_meta_meta_og_image_idx" ON "menu_pages" USING btree ("meta_og_image_id");
  CREATE INDEX "menu_pages_updated_at_idx" ON "menu_pages" USING btree ("updated_at");
  CREATE INDEX "menu_pages_created_at_idx" ON "menu_pages" USING btree ("created_at");
  CREATE UNIQUE INDEX "menu_pages_locales_locale_parent_id_unique" ON "menu_pages_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "menu_pages_rels_order_idx" ON "menu_pages_rels" USING btree ("order");
  CREATE INDEX "menu_pages_rels_parent_idx" ON "menu_pages_rels" USING btree ("parent_id");
  CREATE INDEX "menu_pages_rels_path_idx" ON "menu_pages_rels" USING btree ("path");
  CREATE INDEX "menu_pages_rels_articles_id_idx" ON "menu_pages_rels" USING btree ("articles_id");
  CREATE INDEX "menu_pages_rels_media_id_idx" ON "menu_pages_rels" USING btree ("media_id");
  CREATE INDEX "menu_pages_rels_team_members_id_idx" ON "menu_pages_rels" USING btree ("team_members_id");
  CREATE INDEX "articles_category_idx" ON "articles" USING btree ("category_id");
  CREATE INDEX "articles_image_idx" ON "articles" USING btree ("image_id");
  CREATE INDEX "articles_updated_at_idx" ON "articles" USING btree ("updated_at");
  CREATE INDEX "articles_created_at_idx" ON "articles" USING btree ("created_at");
  CREATE INDEX "articles_slug_idx" ON "articles_locales" USING btree ("slug","_locale");
  CREATE UNIQUE INDEX "articles_locales_locale_parent_id_unique" ON "articles_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "categories_parent_idx" ON "categories" USING btree ("parent_id");
  CREATE INDEX "categories_updated_at_idx" ON "categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "categories" USING btree ("created_at");
  CREATE UNIQUE INDEX "categories_locales_locale_parent_id_unique" ON "categories_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "team_members_languages_order_idx" ON "team_members_languages" USING btree ("order");
  CREATE INDEX "team_members_languages_parent_idx" ON "team_members_languages" USING btree ("parent_id");
  CREATE INDEX "team_members_photo_idx" ON "team_members" USING btree ("photo_id");
  CREATE INDEX "team_members_updated_at_idx" ON "team_members" USING btree ("updated_at");
  CREATE INDEX "team_members_created_at_idx" ON "team_members" USING btree ("created_at");
  CREATE UNIQUE INDEX "team_members_locales_locale_parent_id_unique" ON "team_members_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "media_updated_at_idx" ON "media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "media" USING btree ("filename");
  CREATE INDEX "media_sizes_w100_sizes_w100_filename_idx" ON "media" USING btree ("sizes_w100_filename");
  CREATE INDEX "media_sizes_w400_sizes_w400_filename_idx" ON "media" USING btree ("sizes_w400_filename");
  CREATE INDEX "media_sizes_w600_sizes_w600_filename_idx" ON "media" USING btree ("sizes_w600_filename");
  CREATE INDEX "media_sizes_w1360_sizes_w1360_filename_idx" ON "media" USING btree ("sizes_w1360_filename");
  CREATE UNIQUE INDEX "media_locales_locale_parent_id_unique" ON "media_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "users_sessions_order_idx" ON "users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "users" USING btree ("email");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "payload_kv" USING btree ("key");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_properties_id_idx" ON "payload_locked_documents_rels" USING btree ("properties_id");
  CREATE INDEX "payload_locked_documents_rels_projects_id_idx" ON "payload_locked_documents_rels" USING btree ("projects_id");
  CREATE INDEX "payload_locked_documents_rels_property_types_id_idx" ON "payload_locked_documents_rels" USING btree ("property_types_id");
  CREATE INDEX "payload_locked_documents_rels_cities_id_idx" ON "payload_locked_documents_rels" USING btree ("cities_id");
  CREATE INDEX "payload_locked_documents_rels_menu_pages_id_idx" ON "payload_locked_documents_rels" USING btree ("menu_pages_id");
  CREATE INDEX "payload_locked_documents_rels_articles_id_idx" ON "payload_locked_documents_rels" USING btree ("articles_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_team_members_id_idx" ON "payload_locked_documents_rels" USING btree ("team_members_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_preferences_key_idx" ON "payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "payload_migrations" USING btree ("created_at");
  CREATE INDEX "site_settings_opening_slots_order_idx" ON "site_settings_opening_slots" USING btree ("_order");
  CREATE INDEX "site_settings_opening_slots_parent_id_idx" ON "site_settings_opening_slots" USING btree ("_parent_id");
  CREATE INDEX "site_settings_languages_order_idx" ON "site_settings_languages" USING btree ("order");
  CREATE INDEX "site_settings_languages_parent_idx" ON "site_settings_languages" USING btree ("parent_id");
  CREATE INDEX "site_settings_logo_idx" ON "site_settings" USING btree ("logo_id");
  CREATE INDEX "site_settings_logo_light_idx" ON "site_settings" USING btree ("logo_light_id");
  CREATE INDEX "site_settings_home_banner_home_banner_image_idx" ON "site_settings" USING btree ("home_banner_image_id");
  CREATE UNIQUE INDEX "site_settings_locales_locale_parent_id_unique" ON "site_settings_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "site_settings_rels_order_idx" ON "site_settings_rels" USING btree ("order");
  CREATE INDEX "site_settings_rels_parent_idx" ON "site_settings_rels" USING btree ("parent_id");
  CREATE INDEX "site_settings_rels_path_idx" ON "site_settings_rels" USING btree ("path");
  CREATE INDEX "site_settings_rels_media_id_idx" ON "site_settings_rels" USING btree ("media_id");
  CREATE INDEX "top_bar_left_items_order_idx" ON "top_bar_left_items" USING btree ("_order");
  CREATE INDEX "top_bar_left_items_parent_id_idx" ON "top_bar_left_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "top_bar_left_items_locales_locale_parent_id_unique" ON "top_bar_left_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "top_bar_right_items_order_idx" ON "top_bar_right_items" USING btree ("_order");
  CREATE INDEX "top_bar_right_items_parent_id_idx" ON "top_bar_right_items" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "top_bar_right_items_locales_locale_parent_id_unique" ON "top_bar_right_items_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_columns_order_idx" ON "footer_columns" USING btree ("_order");
  CREATE INDEX "footer_columns_parent_id_idx" ON "footer_columns" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "footer_columns_locales_locale_parent_id_unique" ON "footer_columns_locales" USING btree ("_locale","_parent_id");
  CREATE INDEX "footer_rels_order_idx" ON "footer_rels" USING btree ("order");
  CREATE INDEX "footer_rels_parent_idx" ON "footer_rels" USING btree ("parent_id");
  CREATE INDEX "footer_rels_path_idx" ON "footer_rels" USING btree ("path");
  CREATE INDEX "footer_rels_media_id_idx" ON "footer_rels" USING btree ("media_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "properties" CASCADE;
  DROP TABLE "properties_locales" CASCADE;
  DROP TABLE "properties_rels" CASCADE;
  DROP TABLE "projects_units" CASCADE;
  DROP TABLE "projects" CASCADE;
  DROP TABLE "projects_locales" CASCADE;
  DROP TABLE "projects_rels" CASCADE;
  DROP TABLE "property_types" CASCADE;
  DROP TABLE "property_types_locales" CASCADE;
  DROP TABLE "cities" CASCADE;
  DROP TABLE "cities_locales" CASCADE;
  DROP TABLE "menu_pages_blocks_property_list" CASCADE;
  DROP TABLE "menu_pages_blocks_property_list_locales" CASCADE;
  DROP TABLE "menu_pages_blocks_category" CASCADE;
  DROP TABLE "menu_pages_blocks_category_locales" CASCADE;
  DROP TABLE "menu_pages_blocks_article" CASCADE;
  DROP TABLE "menu_pages_blocks_article_locales" CASCADE;
  DROP TABLE "menu_pages_blocks_contact_form" CASCADE;
  DROP TABLE "menu_pages_blocks_contact_form_locales" CASCADE;
  DROP TABLE "menu_pages_blocks_banner" CASCADE;
  DROP TABLE "menu_pages_blocks_banner_locales" CASCADE;
  DROP TABLE "menu_pages_blocks_rich_text" CASCADE;
  DROP TABLE "menu_pages_blocks_rich_text_locales" CASCADE;
  DROP TABLE "menu_pages_blocks_team" CASCADE;
  DROP TABLE "menu_pages_blocks_team_locales" CASCADE;
  DROP TABLE "menu_pages" CASCADE;
  DROP TABLE "menu_pages_locales" CASCADE;
  DROP TABLE "menu_pages_rels" CASCADE;
  DROP TABLE "articles" CASCADE;
  DROP TABLE "articles_locales" CASCADE;
  DROP TABLE "categories" CASCADE;
  DROP TABLE "categories_locales" CASCADE;
  DROP TABLE "team_members_languages" CASCADE;
  DROP TABLE "team_members" CASCADE;
  DROP TABLE "team_members_locales" CASCADE;
  DROP TABLE "media" CASCADE;
  DROP TABLE "media_locales" CASCADE;
  DROP TABLE "users_sessions" CASCADE;
  DROP TABLE "users" CASCADE;
  DROP TABLE "payload_kv" CASCADE;
  DROP TABLE "payload_locked_documents" CASCADE;
  DROP TABLE "payload_locked_documents_rels" CASCADE;
  DROP TABLE "payload_preferences" CASCADE;
  DROP TABLE "payload_preferences_rels" CASCADE;
  DROP TABLE "payload_migrations" CASCADE;
  DROP TABLE "site_settings_opening_slots" CASCADE;
  DROP TABLE "site_settings_languages" CASCADE;
  DROP TABLE "site_settings" CASCADE;
  DROP TABLE "site_settings_locales" CASCADE;
  DROP TABLE "site_settings_rels" CASCADE;
  DROP TABLE "top_bar_left_items" CASCADE;
  DROP TABLE "top_bar_left_items_locales" CASCADE;
  DROP TABLE "top_bar_right_items" CASCADE;
  DROP TABLE "top_bar_right_items_locales" CASCADE;
  DROP TABLE "top_bar" CASCADE;
  DROP TABLE "footer_columns" CASCADE;
  DROP TABLE "footer_columns_locales" CASCADE;
  DROP TABLE "footer" CASCADE;
  DROP TABLE "footer_rels" CASCADE;
  DROP TYPE "public"."_locales";
  DROP TYPE "public"."enum_properties_goal";
  DROP TYPE "public"."enum_properties_marquee";
  DROP TYPE "public"."enum_properties_price_unit";
  DROP TYPE "public"."enum_properties_comfort_heating";
  DROP TYPE "public"."enum_properties_comfort_kitchen";
  DROP TYPE "public"."enum_properties_comfort_glazing";
  DROP TYPE "public"."enum_properties_legal_planning_permit";
  DROP TYPE "public"."enum_properties_legal_planning_destination";
  DROP TYPE "public"."enum_properties_legal_flood_plot_score";
  DROP TYPE "public"."enum_properties_legal_flood_building_score";
  DROP TYPE "public"."enum_properties_legal_asbestos_certificate";
  DROP TYPE "public"."enum_projects_units_status";
  DROP TYPE "public"."enum_cities_country";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_title_size";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_goal";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_view";
  DROP TYPE "public"."enum_menu_pages_blocks_category_title_size";
  DROP TYPE "public"."enum_menu_pages_blocks_category_view";
  DROP TYPE "public"."enum_menu_pages_blocks_article_title_size";
  DROP TYPE "public"."enum_menu_pages_blocks_article_kind";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_title_size";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_form";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_title_size";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_title_size";
  DROP TYPE "public"."enum_menu_pages_blocks_team_title_size";
  DROP TYPE "public"."enum_menu_pages_status";
  DROP TYPE "public"."enum_menu_pages_type";
  DROP TYPE "public"."enum_articles_kind";
  DROP TYPE "public"."enum_team_members_languages";
  DROP TYPE "public"."enum_users_role";
  DROP TYPE "public"."enum_site_settings_languages";
  DROP TYPE "public"."enum_site_settings_default_language";
  DROP TYPE "public"."enum_site_settings_home_banner_type";
  DROP TYPE "public"."enum_top_bar_left_items_icon";
  DROP TYPE "public"."enum_top_bar_right_items_icon";`)
}
