/**
 * The feed's JSON Schema (docs/listings-feed/v1.schema.json), generated from the zod schema so
 * the two cannot drift: `npm run feed:schema` writes it, schema-file.test.ts compares.
 */
import { z } from 'zod'
import { feedEnvelope, feedPicture, feedRecord } from './record'

export const FEED_SCHEMA_ID = 'urn:vitrine:listings-feed:v1'
export const FEED_SCHEMA_FILE = 'docs/listings-feed/v1.schema.json'

type Json = Record<string, unknown>

/**
 * The input side: what a CRM sends, before the schema's transforms (a flag may be 0 or 1, an ID
 * a number), with objects left open since unknown fields are reported, not refused.
 */
function inputSchema(schema: z.ZodType): Json {
  const json = z.toJSONSchema(schema, { io: 'input', target: 'draft-2020-12' }) as Json
  // The file states its dialect once, at the top.
  delete json.$schema
  return json
}

/** Points an array property's items at a definition. */
function itemsRef(schema: Json, property: string, def: string): void {
  const properties = schema.properties as Record<string, Json>
  properties[property] = { ...properties[property], items: { $ref: `#/$defs/${def}` } }
}

/** The whole feed, its record and picture as definitions: one file validates a feed. */
export function feedJsonSchema(): Json {
  const envelope = inputSchema(feedEnvelope)
  // The envelope takes any item so that one broken record is skipped, not the whole feed;
  // the file describes what a record should be.
  itemsRef(envelope, 'Properties', 'FeedRecord')
  const record = inputSchema(feedRecord)
  itemsRef(record, 'Pictures', 'FeedPicture')
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: FEED_SCHEMA_ID,
    ...envelope,
    $defs: { FeedRecord: record, FeedPicture: inputSchema(feedPicture) },
  }
}
