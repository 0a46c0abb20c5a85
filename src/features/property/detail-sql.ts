/**
 * A published property as the detail page reads it, in one SQL statement: its columns shaped as
 * Payload's document (groups as objects, camelCase names, dates as ISO strings), its texts in
 * the page's language falling back to the default language as Payload reads them, its city,
 * type, neighbourhood and project with their names in that language, and its photos' ids in
 * order. Payload's `findByID` at depth 1 built the same document from a dozen statements (with
 * the property's joins, which the page does not show) and its hooks; that was a sixth of a
 * property page's first render. tests/int/property-detail.int.test.ts compares the two reads
 * for a property with every field set: a field the page starts reading belongs in both. Its photos
 * come in the same statement (images-sql.ts as a subquery), and so do its price records
 * (features/price-history/sql.ts): one statement for what the page shows of the property.
 *
 * Published means what Payload's public read gives: `_status = 'published'` and not in the
 * trash; a project shows only when published too (its public read rule), a city, type or
 * neighbourhood only when not in the trash.
 */
import { sql } from '@payloadcms/db-postgres'
import type { SQL } from '@payloadcms/db-postgres/drizzle'
import { defaultLocale, type Locale } from '@/i18n/locales'
import type { Property } from '@/payload/payload-types'
import { mediaImagesIn, type MediaImageRow } from '@/ui/media/images-sql'
import { priceRecordsJson, type PriceRecordRow } from '@/features/price-history/sql'

export type PropertyDetailRecord = {
  /** The document without its photos, relations populated (null when not shown). */
  doc: Omit<Property, 'photos'>
  /** The photos' media ids, in the order staff gave them. */
  photo_ids: number[]
  /** Those media's images (images-sql.ts), in no order; trashed ones left out. */
  photos: MediaImageRow[]
  /** Its price records, oldest first (features/price-history/sql.ts). */
  price_records: PriceRecordRow[]
}

/** A timestamp as Payload gives it: ISO 8601 in UTC with milliseconds. */
const iso = (column: SQL) => sql`to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`

/**
 * A localized text of `table`'s rows `l` (the page's language) and `d` (the default one): a
 * text left empty in the page's language is the default language's, as Payload falls back.
 */
const text = (l: string, d: string, column: string) =>
  sql`coalesce(nullif(${sql.raw(`${l}.${column}`)}, ''), ${sql.raw(`${d}.${column}`)})`

/** The name of a related document of `table` (with `table_locales`), or null when absent. */
function relatedName(table: string, idColumn: SQL, locale: Locale, extra: SQL = sql``): SQL {
  return sql`(SELECT json_build_object('id', r.id, 'name', ${text('rl', 'rd', 'name')} ${extra})
    FROM ${sql.raw(table)} r
    LEFT JOIN ${sql.raw(`${table}_locales`)} rl ON rl._parent_id = r.id AND rl._locale = ${locale}
    LEFT JOIN ${sql.raw(`${table}_locales`)} rd ON rd._parent_id = r.id AND rd._locale = ${defaultLocale}
    WHERE r.id = ${idColumn} AND r.deleted_at IS NULL)`
}

export function propertyDetailSql(id: number, locale: Locale): SQL {
  const loc = (column: string) => text('l', 'd', column)
  return sql`SELECT json_build_object(
      'id', p.id, 'title', ${loc('title')}, 'reference', p.reference, 'goal', p.goal, 'marquee', p.marquee,
      'typeDescription', ${loc('type_description')}, 'description', ${loc('description')},
      'price', p.price, 'publishPrice', p.publish_price, 'priceUnit', p.price_unit,
      'priceUnitText', ${loc('price_unit_text')},
      'costs', json_build_object('notary', p.costs_notary, 'registration', p.costs_registration,
        'vat', p.costs_vat, 'monthlyCharges', p.costs_monthly_charges, 'vatApplicable', p.costs_vat_applicable,
        'remarks', ${loc('costs_remarks')}),
      'rental', json_build_object('maxPersons', p.rental_max_persons, 'minimumIncome', p.rental_minimum_income,
        'inventoryShare', p.rental_inventory_share),
      'viager', json_build_object('isViager', p.viager_is_viager, 'bouquet', p.viager_bouquet,
        'monthlyAnnuity', p.viager_monthly_annuity, 'occupantAgeA', p.viager_occupant_age_a,
        'occupantAgeB', p.viager_occupant_age_b, 'occupied', p.viager_occupied),
      'availability', json_build_object('availableFrom', ${iso(sql`p.availability_available_from`)},
        'text', ${loc('availability_text')}),
      'publishAddress', p.publish_address, 'street', p.street, 'houseNumber', p.house_number,
      'boxNumber', p.box_number, 'latitude', p.latitude, 'longitude', p.longitude,
      'city', ${relatedName('cities', sql`p.city_id`, locale, sql`, 'zip', r.zip, 'country', r.country`)},
      'type', ${relatedName('property_types', sql`p.type_id`, locale)},
      'neighbourhood', ${relatedName('neighbourhoods', sql`p.neighbourhood_id`, locale)},
      'project', (SELECT json_build_object('id', pr.id, 'title', ${text('pl', 'pd', 'title')},
          'externalAddress', pr.external_address)
        FROM projects pr
        LEFT JOIN projects_locales pl ON pl._parent_id = pr.id AND pl._locale = ${locale}
        LEFT JOIN projects_locales pd ON pd._parent_id = pr.id AND pd._locale = ${defaultLocale}
        WHERE pr.id = p.project_id AND pr._status = 'published' AND pr.deleted_at IS NULL),
      'surfaces', json_build_object('living', p.surfaces_living, 'plot', p.surfaces_plot, 'built', p.surfaces_built,
        'garden', p.surfaces_garden, 'terrace', p.surfaces_terrace),
      'rooms', json_build_object('bedrooms', p.rooms_bedrooms, 'bathrooms', p.rooms_bathrooms,
        'showerRooms', p.rooms_shower_rooms, 'toilets', p.rooms_toilets, 'garages', p.rooms_garages,
        'parking', p.rooms_parking, 'floors', p.rooms_floors, 'floor', p.rooms_floor),
      'constructionYear', p.construction_year, 'renovationYear', p.renovation_year,
      'comfort', json_build_object('heating', p.comfort_heating, 'kitchen', p.comfort_kitchen,
        'glazing', p.comfort_glazing),
      'energy', json_build_object('epcValue', p.energy_epc_value, 'epcLabelText', p.energy_epc_label_text,
        'epcUniqueCode', p.energy_epc_unique_code, 'co2', p.energy_co2, 'eLevel', p.energy_e_level),
      'legal', json_build_object('planningPermit', p.legal_planning_permit,
        'planningDestination', p.legal_planning_destination, 'preemptionRight', p.legal_preemption_right,
        'floodPlotScore', p.legal_flood_plot_score, 'floodBuildingScore', p.legal_flood_building_score,
        'floodZone', p.legal_flood_zone, 'asbestosCertificate', p.legal_asbestos_certificate,
        'asbestosCertificateDate', ${iso(sql`p.legal_asbestos_certificate_date`)}),
      'virtualTourUrl', p.virtual_tour_url, 'videoUrl', p.video_url,
      'listedAt', ${iso(sql`p.listed_at`)}, 'createdAt', ${iso(sql`p.created_at`)},
      'updatedAt', ${iso(sql`p.updated_at`)}, '_status', p._status
    ) AS doc,
    (SELECT coalesce(json_agg(r.media_id ORDER BY r."order"), '[]'::json) FROM properties_rels r
      WHERE r.parent_id = p.id AND r.path = 'photos' AND r.media_id IS NOT NULL) AS photo_ids,
    (SELECT coalesce(json_agg(row_to_json(i)), '[]'::json) FROM (${mediaImagesIn(
      sql`SELECT r.media_id FROM properties_rels r WHERE r.parent_id = p.id AND r.path = 'photos'`,
      locale,
    )}) i) AS photos,
    ${priceRecordsJson(sql`p.id`)} AS price_records
    FROM properties p
    LEFT JOIN properties_locales l ON l._parent_id = p.id AND l._locale = ${locale}
    LEFT JOIN properties_locales d ON d._parent_id = p.id AND d._locale = ${defaultLocale}
    WHERE p.id = ${id} AND p._status = 'published' AND p.deleted_at IS NULL`
}
