import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "public"."enum_menu_pages_blocks_property_list_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_property_list_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_category_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_article_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_contact_form_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_banner_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_rich_text_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_cond_rules_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_cond_rules_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_cond_rules_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum_menu_pages_blocks_team_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_property_list_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_property_list_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_property_list_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_category_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_category_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_category_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_category_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_article_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_article_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_article_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_article_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_contact_form_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_contact_form_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_contact_form_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_banner_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_banner_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_banner_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_banner_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_banner_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_banner_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_banner_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_banner_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_rich_text_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_rich_text_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_rich_text_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_rich_text_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_rich_text_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_join" AS ENUM('and', 'or');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_team_cond_rules_v_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_team_cond_rules_v_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum___menu_pages_v_blocks_team_cond_rules_v_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_team_position" AS ENUM('auto', 'start', 'center', 'end');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_team_background_type" AS ENUM('none', 'image', 'gallery', 'video', 'color');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_team_cond_fld" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_team_cond_lgc" AS ENUM('equals', 'notEquals', 'greaterThan', 'lessThan', 'contains', 'isEmpty', 'isNotEmpty');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_team_cond_cmp" AS ENUM('language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow');
  CREATE TYPE "public"."enum__menu_pages_v_blocks_team_cond_join" AS ENUM('and', 'or');
  CREATE TABLE "menu_pages_blocks_property_list_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_property_list_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_property_list_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_property_list_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_category_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_category_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_category_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_category_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_article_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_article_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_article_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_article_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_contact_form_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_contact_form_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_contact_form_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_contact_form_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_banner_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_banner_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_banner_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_banner_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_rich_text_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_rich_text_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_rich_text_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_rich_text_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "menu_pages_blocks_team_cond_rules" (
  	"_order" integer NOT NULL,
  	"_parent_id" varchar NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"field" "enum_menu_pages_blocks_team_cond_rules_fld",
  	"logic" "enum_menu_pages_blocks_team_cond_rules_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum_menu_pages_blocks_team_cond_rules_cmp",
  	"compare_with_value" varchar
  );
  
  CREATE TABLE "__menu_pages_v_blocks_property_list_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_property_list_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_property_list_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_property_list_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__menu_pages_v_blocks_category_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_category_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_category_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_category_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__menu_pages_v_blocks_article_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_article_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_article_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_article_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__menu_pages_v_blocks_contact_form_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_contact_form_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_contact_form_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_contact_form_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__menu_pages_v_blocks_banner_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_banner_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_banner_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_banner_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__menu_pages_v_blocks_rich_text_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_rich_text_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_rich_text_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_rich_text_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "__menu_pages_v_blocks_team_cond_rules_v" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"field" "enum___menu_pages_v_blocks_team_cond_rules_v_fld",
  	"logic" "enum___menu_pages_v_blocks_team_cond_rules_v_lgc" DEFAULT 'equals',
  	"compare_with_field" "enum___menu_pages_v_blocks_team_cond_rules_v_cmp",
  	"compare_with_value" varchar,
  	"_uuid" varchar
  );
  
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "position" "enum_menu_pages_blocks_property_list_position" DEFAULT 'auto';
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "background_type" "enum_menu_pages_blocks_property_list_background_type" DEFAULT 'none';
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "image_id" integer;
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "video_url" varchar;
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "color_background" varchar;
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "condition_field" "enum_menu_pages_blocks_property_list_cond_fld";
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "condition_logic" "enum_menu_pages_blocks_property_list_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "condition_compare_with_field" "enum_menu_pages_blocks_property_list_cond_cmp";
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "menu_pages_blocks_property_list" ADD COLUMN "condition_advanced_condition_combine" "enum_menu_pages_blocks_property_list_cond_join" DEFAULT 'and';
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "position" "enum_menu_pages_blocks_category_position" DEFAULT 'auto';
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "background_type" "enum_menu_pages_blocks_category_background_type" DEFAULT 'none';
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "image_id" integer;
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "video_url" varchar;
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "color_background" varchar;
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "condition_field" "enum_menu_pages_blocks_category_cond_fld";
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "condition_logic" "enum_menu_pages_blocks_category_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "condition_compare_with_field" "enum_menu_pages_blocks_category_cond_cmp";
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "condition_advanced_condition_combine" "enum_menu_pages_blocks_category_cond_join" DEFAULT 'and';
  ALTER TABLE "menu_pages_blocks_category" ADD COLUMN "number_item_of_row" numeric DEFAULT 3;
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "position" "enum_menu_pages_blocks_article_position" DEFAULT 'auto';
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "background_type" "enum_menu_pages_blocks_article_background_type" DEFAULT 'none';
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "image_id" integer;
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "video_url" varchar;
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "color_background" varchar;
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "condition_field" "enum_menu_pages_blocks_article_cond_fld";
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "condition_logic" "enum_menu_pages_blocks_article_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "condition_compare_with_field" "enum_menu_pages_blocks_article_cond_cmp";
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "menu_pages_blocks_article" ADD COLUMN "condition_advanced_condition_combine" "enum_menu_pages_blocks_article_cond_join" DEFAULT 'and';
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "position" "enum_menu_pages_blocks_contact_form_position" DEFAULT 'auto';
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "background_type" "enum_menu_pages_blocks_contact_form_background_type" DEFAULT 'none';
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "image_id" integer;
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "video_url" varchar;
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "color_background" varchar;
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "condition_field" "enum_menu_pages_blocks_contact_form_cond_fld";
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "condition_logic" "enum_menu_pages_blocks_contact_form_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "condition_compare_with_field" "enum_menu_pages_blocks_contact_form_cond_cmp";
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "menu_pages_blocks_contact_form" ADD COLUMN "condition_advanced_condition_combine" "enum_menu_pages_blocks_contact_form_cond_join" DEFAULT 'and';
  ALTER TABLE "menu_pages_blocks_banner" ADD COLUMN "position" "enum_menu_pages_blocks_banner_position" DEFAULT 'auto';
  ALTER TABLE "menu_pages_blocks_banner" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "menu_pages_blocks_banner" ADD COLUMN "condition_field" "enum_menu_pages_blocks_banner_cond_fld";
  ALTER TABLE "menu_pages_blocks_banner" ADD COLUMN "condition_logic" "enum_menu_pages_blocks_banner_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "menu_pages_blocks_banner" ADD COLUMN "condition_compare_with_field" "enum_menu_pages_blocks_banner_cond_cmp";
  ALTER TABLE "menu_pages_blocks_banner" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "menu_pages_blocks_banner" ADD COLUMN "condition_advanced_condition_combine" "enum_menu_pages_blocks_banner_cond_join" DEFAULT 'and';
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "position" "enum_menu_pages_blocks_rich_text_position" DEFAULT 'auto';
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "background_type" "enum_menu_pages_blocks_rich_text_background_type" DEFAULT 'none';
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "image_id" integer;
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "video_url" varchar;
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "color_background" varchar;
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "condition_field" "enum_menu_pages_blocks_rich_text_cond_fld";
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "condition_logic" "enum_menu_pages_blocks_rich_text_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "condition_compare_with_field" "enum_menu_pages_blocks_rich_text_cond_cmp";
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "menu_pages_blocks_rich_text" ADD COLUMN "condition_advanced_condition_combine" "enum_menu_pages_blocks_rich_text_cond_join" DEFAULT 'and';
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "position" "enum_menu_pages_blocks_team_position" DEFAULT 'auto';
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "background_type" "enum_menu_pages_blocks_team_background_type" DEFAULT 'none';
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "image_id" integer;
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "video_url" varchar;
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "color_background" varchar;
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "condition_field" "enum_menu_pages_blocks_team_cond_fld";
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "condition_logic" "enum_menu_pages_blocks_team_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "condition_compare_with_field" "enum_menu_pages_blocks_team_cond_cmp";
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "condition_advanced_condition_combine" "enum_menu_pages_blocks_team_cond_join" DEFAULT 'and';
  ALTER TABLE "menu_pages_blocks_team" ADD COLUMN "max_items" numeric;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "position" "enum__menu_pages_v_blocks_property_list_position" DEFAULT 'auto';
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "background_type" "enum__menu_pages_v_blocks_property_list_background_type" DEFAULT 'none';
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "image_id" integer;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "color_background" varchar;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "condition_field" "enum__menu_pages_v_blocks_property_list_cond_fld";
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "condition_logic" "enum__menu_pages_v_blocks_property_list_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "condition_compare_with_field" "enum__menu_pages_v_blocks_property_list_cond_cmp";
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD COLUMN "condition_advanced_condition_combine" "enum__menu_pages_v_blocks_property_list_cond_join" DEFAULT 'and';
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "position" "enum__menu_pages_v_blocks_category_position" DEFAULT 'auto';
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "background_type" "enum__menu_pages_v_blocks_category_background_type" DEFAULT 'none';
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "image_id" integer;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "color_background" varchar;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "condition_field" "enum__menu_pages_v_blocks_category_cond_fld";
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "condition_logic" "enum__menu_pages_v_blocks_category_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "condition_compare_with_field" "enum__menu_pages_v_blocks_category_cond_cmp";
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "condition_advanced_condition_combine" "enum__menu_pages_v_blocks_category_cond_join" DEFAULT 'and';
  ALTER TABLE "_menu_pages_v_blocks_category" ADD COLUMN "number_item_of_row" numeric DEFAULT 3;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "position" "enum__menu_pages_v_blocks_article_position" DEFAULT 'auto';
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "background_type" "enum__menu_pages_v_blocks_article_background_type" DEFAULT 'none';
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "image_id" integer;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "color_background" varchar;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "condition_field" "enum__menu_pages_v_blocks_article_cond_fld";
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "condition_logic" "enum__menu_pages_v_blocks_article_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "condition_compare_with_field" "enum__menu_pages_v_blocks_article_cond_cmp";
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD COLUMN "condition_advanced_condition_combine" "enum__menu_pages_v_blocks_article_cond_join" DEFAULT 'and';
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "position" "enum__menu_pages_v_blocks_contact_form_position" DEFAULT 'auto';
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "background_type" "enum__menu_pages_v_blocks_contact_form_background_type" DEFAULT 'none';
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "image_id" integer;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "color_background" varchar;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "condition_field" "enum__menu_pages_v_blocks_contact_form_cond_fld";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "condition_logic" "enum__menu_pages_v_blocks_contact_form_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "condition_compare_with_field" "enum__menu_pages_v_blocks_contact_form_cond_cmp";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD COLUMN "condition_advanced_condition_combine" "enum__menu_pages_v_blocks_contact_form_cond_join" DEFAULT 'and';
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD COLUMN "position" "enum__menu_pages_v_blocks_banner_position" DEFAULT 'auto';
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD COLUMN "condition_field" "enum__menu_pages_v_blocks_banner_cond_fld";
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD COLUMN "condition_logic" "enum__menu_pages_v_blocks_banner_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD COLUMN "condition_compare_with_field" "enum__menu_pages_v_blocks_banner_cond_cmp";
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "_menu_pages_v_blocks_banner" ADD COLUMN "condition_advanced_condition_combine" "enum__menu_pages_v_blocks_banner_cond_join" DEFAULT 'and';
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "position" "enum__menu_pages_v_blocks_rich_text_position" DEFAULT 'auto';
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "background_type" "enum__menu_pages_v_blocks_rich_text_background_type" DEFAULT 'none';
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "image_id" integer;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "color_background" varchar;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "condition_field" "enum__menu_pages_v_blocks_rich_text_cond_fld";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "condition_logic" "enum__menu_pages_v_blocks_rich_text_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "condition_compare_with_field" "enum__menu_pages_v_blocks_rich_text_cond_cmp";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD COLUMN "condition_advanced_condition_combine" "enum__menu_pages_v_blocks_rich_text_cond_join" DEFAULT 'and';
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "position" "enum__menu_pages_v_blocks_team_position" DEFAULT 'auto';
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "span" numeric DEFAULT 1;
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "background_type" "enum__menu_pages_v_blocks_team_background_type" DEFAULT 'none';
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "image_id" integer;
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "video_url" varchar;
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "color_background" varchar;
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "condition_field" "enum__menu_pages_v_blocks_team_cond_fld";
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "condition_logic" "enum__menu_pages_v_blocks_team_cond_lgc" DEFAULT 'equals';
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "condition_compare_with_field" "enum__menu_pages_v_blocks_team_cond_cmp";
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "condition_compare_with_value" varchar;
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "condition_advanced_condition_combine" "enum__menu_pages_v_blocks_team_cond_join" DEFAULT 'and';
  ALTER TABLE "_menu_pages_v_blocks_team" ADD COLUMN "max_items" numeric;
  ALTER TABLE "menu_pages_blocks_property_list_cond_rules" ADD CONSTRAINT "menu_pages_blocks_property_list_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_property_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_category_cond_rules" ADD CONSTRAINT "menu_pages_blocks_category_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_article_cond_rules" ADD CONSTRAINT "menu_pages_blocks_article_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_article"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_contact_form_cond_rules" ADD CONSTRAINT "menu_pages_blocks_contact_form_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_banner_cond_rules" ADD CONSTRAINT "menu_pages_blocks_banner_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_rich_text_cond_rules" ADD CONSTRAINT "menu_pages_blocks_rich_text_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_team_cond_rules" ADD CONSTRAINT "menu_pages_blocks_team_cond_rules_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."menu_pages_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_property_list_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_property_list_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_property_list"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_category_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_category_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_category"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_article_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_article_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_article"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_contact_form_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_contact_form_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_contact_form"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_banner_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_banner_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_banner"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_rich_text_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_rich_text_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_rich_text"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "__menu_pages_v_blocks_team_cond_rules_v" ADD CONSTRAINT "__menu_pages_v_blocks_team_cond_rules_v_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "public"."_menu_pages_v_blocks_team"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "menu_pages_blocks_property_list_cond_rules_order_idx" ON "menu_pages_blocks_property_list_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_property_list_cond_rules_parent_id_idx" ON "menu_pages_blocks_property_list_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_category_cond_rules_order_idx" ON "menu_pages_blocks_category_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_category_cond_rules_parent_id_idx" ON "menu_pages_blocks_category_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_article_cond_rules_order_idx" ON "menu_pages_blocks_article_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_article_cond_rules_parent_id_idx" ON "menu_pages_blocks_article_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_contact_form_cond_rules_order_idx" ON "menu_pages_blocks_contact_form_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_contact_form_cond_rules_parent_id_idx" ON "menu_pages_blocks_contact_form_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_banner_cond_rules_order_idx" ON "menu_pages_blocks_banner_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_banner_cond_rules_parent_id_idx" ON "menu_pages_blocks_banner_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_rich_text_cond_rules_order_idx" ON "menu_pages_blocks_rich_text_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_rich_text_cond_rules_parent_id_idx" ON "menu_pages_blocks_rich_text_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "menu_pages_blocks_team_cond_rules_order_idx" ON "menu_pages_blocks_team_cond_rules" USING btree ("_order");
  CREATE INDEX "menu_pages_blocks_team_cond_rules_parent_id_idx" ON "menu_pages_blocks_team_cond_rules" USING btree ("_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_property_list_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_property_list_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_property_list_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_property_list_cond_rules_v" USING btree ("_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_category_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_category_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_category_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_category_cond_rules_v" USING btree ("_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_article_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_article_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_article_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_article_cond_rules_v" USING btree ("_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_contact_form_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_contact_form_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_contact_form_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_contact_form_cond_rules_v" USING btree ("_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_banner_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_banner_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_banner_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_banner_cond_rules_v" USING btree ("_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_rich_text_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_rich_text_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_rich_text_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_rich_text_cond_rules_v" USING btree ("_parent_id");
  CREATE INDEX "__menu_pages_v_blocks_team_cond_rules_v_order_idx" ON "__menu_pages_v_blocks_team_cond_rules_v" USING btree ("_order");
  CREATE INDEX "__menu_pages_v_blocks_team_cond_rules_v_parent_id_idx" ON "__menu_pages_v_blocks_team_cond_rules_v" USING btree ("_parent_id");
  ALTER TABLE "menu_pages_blocks_property_list" ADD CONSTRAINT "menu_pages_blocks_property_list_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_category" ADD CONSTRAINT "menu_pages_blocks_category_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_article" ADD CONSTRAINT "menu_pages_blocks_article_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_contact_form" ADD CONSTRAINT "menu_pages_blocks_contact_form_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_rich_text" ADD CONSTRAINT "menu_pages_blocks_rich_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "menu_pages_blocks_team" ADD CONSTRAINT "menu_pages_blocks_team_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_property_list" ADD CONSTRAINT "_menu_pages_v_blocks_property_list_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_category" ADD CONSTRAINT "_menu_pages_v_blocks_category_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_article" ADD CONSTRAINT "_menu_pages_v_blocks_article_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_contact_form" ADD CONSTRAINT "_menu_pages_v_blocks_contact_form_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_rich_text" ADD CONSTRAINT "_menu_pages_v_blocks_rich_text_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "_menu_pages_v_blocks_team" ADD CONSTRAINT "_menu_pages_v_blocks_team_image_id_media_id_fk" FOREIGN KEY ("image_id") REFERENCES "public"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "menu_pages_blocks_property_list_image_idx" ON "menu_pages_blocks_property_list" USING btree ("image_id");
  CREATE INDEX "menu_pages_blocks_category_image_idx" ON "menu_pages_blocks_category" USING btree ("image_id");
  CREATE INDEX "menu_pages_blocks_article_image_idx" ON "menu_pages_blocks_article" USING btree ("image_id");
  CREATE INDEX "menu_pages_blocks_contact_form_image_idx" ON "menu_pages_blocks_contact_form" USING btree ("image_id");
  CREATE INDEX "menu_pages_blocks_rich_text_image_idx" ON "menu_pages_blocks_rich_text" USING btree ("image_id");
  CREATE INDEX "menu_pages_blocks_team_image_idx" ON "menu_pages_blocks_team" USING btree ("image_id");
  CREATE INDEX "_menu_pages_v_blocks_property_list_image_idx" ON "_menu_pages_v_blocks_property_list" USING btree ("image_id");
  CREATE INDEX "_menu_pages_v_blocks_category_image_idx" ON "_menu_pages_v_blocks_category" USING btree ("image_id");
  CREATE INDEX "_menu_pages_v_blocks_article_image_idx" ON "_menu_pages_v_blocks_article" USING btree ("image_id");
  CREATE INDEX "_menu_pages_v_blocks_contact_form_image_idx" ON "_menu_pages_v_blocks_contact_form" USING btree ("image_id");
  CREATE INDEX "_menu_pages_v_blocks_rich_text_image_idx" ON "_menu_pages_v_blocks_rich_text" USING btree ("image_id");
  CREATE INDEX "_menu_pages_v_blocks_team_image_idx" ON "_menu_pages_v_blocks_team" USING btree ("image_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "menu_pages_blocks_property_list_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_category_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_article_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_contact_form_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_banner_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_rich_text_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "menu_pages_blocks_team_cond_rules" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_property_list_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_category_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_article_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_contact_form_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_banner_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_rich_text_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "__menu_pages_v_blocks_team_cond_rules_v" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "menu_pages_blocks_property_list_cond_rules" CASCADE;
  DROP TABLE "menu_pages_blocks_category_cond_rules" CASCADE;
  DROP TABLE "menu_pages_blocks_article_cond_rules" CASCADE;
  DROP TABLE "menu_pages_blocks_contact_form_cond_rules" CASCADE;
  DROP TABLE "menu_pages_blocks_banner_cond_rules" CASCADE;
  DROP TABLE "menu_pages_blocks_rich_text_cond_rules" CASCADE;
  DROP TABLE "menu_pages_blocks_team_cond_rules" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_property_list_cond_rules_v" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_category_cond_rules_v" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_article_cond_rules_v" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_contact_form_cond_rules_v" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_banner_cond_rules_v" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_rich_text_cond_rules_v" CASCADE;
  DROP TABLE "__menu_pages_v_blocks_team_cond_rules_v" CASCADE;
  ALTER TABLE "menu_pages_blocks_property_list" DROP CONSTRAINT "menu_pages_blocks_property_list_image_id_media_id_fk";
  
  ALTER TABLE "menu_pages_blocks_category" DROP CONSTRAINT "menu_pages_blocks_category_image_id_media_id_fk";
  
  ALTER TABLE "menu_pages_blocks_article" DROP CONSTRAINT "menu_pages_blocks_article_image_id_media_id_fk";
  
  ALTER TABLE "menu_pages_blocks_contact_form" DROP CONSTRAINT "menu_pages_blocks_contact_form_image_id_media_id_fk";
  
  ALTER TABLE "menu_pages_blocks_rich_text" DROP CONSTRAINT "menu_pages_blocks_rich_text_image_id_media_id_fk";
  
  ALTER TABLE "menu_pages_blocks_team" DROP CONSTRAINT "menu_pages_blocks_team_image_id_media_id_fk";
  
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP CONSTRAINT "_menu_pages_v_blocks_property_list_image_id_media_id_fk";
  
  ALTER TABLE "_menu_pages_v_blocks_category" DROP CONSTRAINT "_menu_pages_v_blocks_category_image_id_media_id_fk";
  
  ALTER TABLE "_menu_pages_v_blocks_article" DROP CONSTRAINT "_menu_pages_v_blocks_article_image_id_media_id_fk";
  
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP CONSTRAINT "_menu_pages_v_blocks_contact_form_image_id_media_id_fk";
  
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP CONSTRAINT "_menu_pages_v_blocks_rich_text_image_id_media_id_fk";
  
  ALTER TABLE "_menu_pages_v_blocks_team" DROP CONSTRAINT "_menu_pages_v_blocks_team_image_id_media_id_fk";
  
  DROP INDEX "menu_pages_blocks_property_list_image_idx";
  DROP INDEX "menu_pages_blocks_category_image_idx";
  DROP INDEX "menu_pages_blocks_article_image_idx";
  DROP INDEX "menu_pages_blocks_contact_form_image_idx";
  DROP INDEX "menu_pages_blocks_rich_text_image_idx";
  DROP INDEX "menu_pages_blocks_team_image_idx";
  DROP INDEX "_menu_pages_v_blocks_property_list_image_idx";
  DROP INDEX "_menu_pages_v_blocks_category_image_idx";
  DROP INDEX "_menu_pages_v_blocks_article_image_idx";
  DROP INDEX "_menu_pages_v_blocks_contact_form_image_idx";
  DROP INDEX "_menu_pages_v_blocks_rich_text_image_idx";
  DROP INDEX "_menu_pages_v_blocks_team_image_idx";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "position";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "span";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "background_type";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "image_id";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "video_url";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "color_background";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "condition_field";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "condition_logic";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "menu_pages_blocks_property_list" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "position";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "span";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "background_type";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "image_id";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "video_url";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "color_background";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "condition_field";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "condition_logic";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "menu_pages_blocks_category" DROP COLUMN "number_item_of_row";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "position";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "span";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "background_type";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "image_id";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "video_url";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "color_background";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "condition_field";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "condition_logic";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "menu_pages_blocks_article" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "position";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "span";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "background_type";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "image_id";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "video_url";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "color_background";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "condition_field";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "condition_logic";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "menu_pages_blocks_contact_form" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "menu_pages_blocks_banner" DROP COLUMN "position";
  ALTER TABLE "menu_pages_blocks_banner" DROP COLUMN "span";
  ALTER TABLE "menu_pages_blocks_banner" DROP COLUMN "condition_field";
  ALTER TABLE "menu_pages_blocks_banner" DROP COLUMN "condition_logic";
  ALTER TABLE "menu_pages_blocks_banner" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "menu_pages_blocks_banner" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "menu_pages_blocks_banner" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "position";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "span";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "background_type";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "image_id";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "video_url";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "color_background";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "condition_field";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "condition_logic";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "menu_pages_blocks_rich_text" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "position";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "span";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "background_type";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "image_id";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "video_url";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "color_background";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "condition_field";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "condition_logic";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "menu_pages_blocks_team" DROP COLUMN "max_items";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "position";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "span";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "background_type";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "image_id";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "video_url";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "color_background";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "condition_field";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "condition_logic";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "_menu_pages_v_blocks_property_list" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "position";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "span";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "background_type";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "image_id";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "video_url";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "color_background";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "condition_field";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "condition_logic";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "_menu_pages_v_blocks_category" DROP COLUMN "number_item_of_row";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "position";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "span";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "background_type";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "image_id";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "video_url";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "color_background";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "condition_field";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "condition_logic";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "_menu_pages_v_blocks_article" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "position";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "span";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "background_type";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "image_id";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "video_url";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "color_background";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "condition_field";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "condition_logic";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "_menu_pages_v_blocks_contact_form" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "_menu_pages_v_blocks_banner" DROP COLUMN "position";
  ALTER TABLE "_menu_pages_v_blocks_banner" DROP COLUMN "span";
  ALTER TABLE "_menu_pages_v_blocks_banner" DROP COLUMN "condition_field";
  ALTER TABLE "_menu_pages_v_blocks_banner" DROP COLUMN "condition_logic";
  ALTER TABLE "_menu_pages_v_blocks_banner" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "_menu_pages_v_blocks_banner" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "_menu_pages_v_blocks_banner" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "position";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "span";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "background_type";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "image_id";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "video_url";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "color_background";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "condition_field";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "condition_logic";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "_menu_pages_v_blocks_rich_text" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "position";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "span";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "background_type";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "image_id";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "video_url";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "color_background";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "condition_field";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "condition_logic";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "condition_compare_with_field";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "condition_compare_with_value";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "condition_advanced_condition_combine";
  ALTER TABLE "_menu_pages_v_blocks_team" DROP COLUMN "max_items";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_position";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_property_list_cond_join";
  DROP TYPE "public"."enum_menu_pages_blocks_category_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_category_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_category_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_category_position";
  DROP TYPE "public"."enum_menu_pages_blocks_category_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_category_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_category_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_category_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_category_cond_join";
  DROP TYPE "public"."enum_menu_pages_blocks_article_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_article_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_article_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_article_position";
  DROP TYPE "public"."enum_menu_pages_blocks_article_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_article_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_article_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_article_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_article_cond_join";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_position";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_contact_form_cond_join";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_position";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_banner_cond_join";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_position";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_rich_text_cond_join";
  DROP TYPE "public"."enum_menu_pages_blocks_team_cond_rules_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_team_cond_rules_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_team_cond_rules_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_team_position";
  DROP TYPE "public"."enum_menu_pages_blocks_team_background_type";
  DROP TYPE "public"."enum_menu_pages_blocks_team_cond_fld";
  DROP TYPE "public"."enum_menu_pages_blocks_team_cond_lgc";
  DROP TYPE "public"."enum_menu_pages_blocks_team_cond_cmp";
  DROP TYPE "public"."enum_menu_pages_blocks_team_cond_join";
  DROP TYPE "public"."enum___menu_pages_v_blocks_property_list_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_property_list_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_property_list_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_property_list_cond_join";
  DROP TYPE "public"."enum___menu_pages_v_blocks_category_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_category_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_category_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_category_cond_join";
  DROP TYPE "public"."enum___menu_pages_v_blocks_article_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_article_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_article_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_article_cond_join";
  DROP TYPE "public"."enum___menu_pages_v_blocks_contact_form_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_contact_form_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_contact_form_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_contact_form_cond_join";
  DROP TYPE "public"."enum___menu_pages_v_blocks_banner_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_banner_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_banner_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_banner_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_banner_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_banner_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_banner_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_banner_cond_join";
  DROP TYPE "public"."enum___menu_pages_v_blocks_rich_text_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_rich_text_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_rich_text_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_rich_text_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_rich_text_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_rich_text_cond_join";
  DROP TYPE "public"."enum___menu_pages_v_blocks_team_cond_rules_v_fld";
  DROP TYPE "public"."enum___menu_pages_v_blocks_team_cond_rules_v_lgc";
  DROP TYPE "public"."enum___menu_pages_v_blocks_team_cond_rules_v_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_team_position";
  DROP TYPE "public"."enum__menu_pages_v_blocks_team_background_type";
  DROP TYPE "public"."enum__menu_pages_v_blocks_team_cond_fld";
  DROP TYPE "public"."enum__menu_pages_v_blocks_team_cond_lgc";
  DROP TYPE "public"."enum__menu_pages_v_blocks_team_cond_cmp";
  DROP TYPE "public"."enum__menu_pages_v_blocks_team_cond_join";`)
}
