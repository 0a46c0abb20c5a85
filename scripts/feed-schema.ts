/**
 * Writes the listings feed's JSON Schema (docs/listings-feed/v1.schema.json) from the zod schema
 * (src/features/listings-feed/record.ts), formatted as prettier would so the formatting check
 * passes. Run after changing the schema: `npm run feed:schema`.
 */
import fs from 'node:fs/promises'
import path from 'node:path'
import prettier from 'prettier'
import { FEED_SCHEMA_FILE, feedJsonSchema } from '../src/features/listings-feed/json-schema'

const file = path.resolve(import.meta.dirname, '..', FEED_SCHEMA_FILE)
const options = await prettier.resolveConfig(file)
const text = await prettier.format(JSON.stringify(feedJsonSchema()), { ...options, filepath: file })
await fs.mkdir(path.dirname(file), { recursive: true })
await fs.writeFile(file, text)
console.log(`wrote ${FEED_SCHEMA_FILE}`)
