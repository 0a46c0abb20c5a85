import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FEED_SCHEMA_FILE, FEED_SCHEMA_ID, feedJsonSchema } from './json-schema'

const root = path.resolve(import.meta.dirname, '../../..')
const committed = () =>
  JSON.parse(fs.readFileSync(path.join(root, FEED_SCHEMA_FILE), 'utf8')) as Record<string, unknown>

describe('the JSON Schema file', () => {
  it('is what the zod schema generates', () => {
    expect(committed(), `${FEED_SCHEMA_FILE} is out of date: run npm run feed:schema and commit it`).toEqual(
      feedJsonSchema(),
    )
  })

  it('describes a whole feed, with the record and the picture as definitions', () => {
    const schema = committed()
    expect(schema).toMatchObject({
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      $id: 'urn:vitrine:listings-feed:v1',
      title: 'Vitrine listings feed v1',
      type: 'object',
      required: ['Properties'],
      properties: { Properties: { type: 'array', items: { $ref: '#/$defs/FeedRecord' } } },
    })
    expect(FEED_SCHEMA_ID).toBe('urn:vitrine:listings-feed:v1')
    expect(Object.keys(schema.$defs as object)).toEqual(['FeedRecord', 'FeedPicture'])
    expect(schema).toMatchObject({
      $defs: {
        FeedRecord: {
          required: ['ID', 'WebID', 'Goal', 'Zip', 'City', 'Title'],
          properties: { Pictures: { items: { $ref: '#/$defs/FeedPicture' } } },
        },
      },
    })
  })

  it('is the input side: flags take 0 and 1, objects stay open to fields the import reports', () => {
    const record = (committed().$defs as Record<string, Record<string, unknown>>).FeedRecord!
    const fields = record.properties as Record<string, Record<string, unknown>>
    expect(fields.PublishPrice!.anyOf).toEqual([{ type: 'boolean' }, { type: 'number', enum: [0, 1] }])
    expect(record).not.toHaveProperty('additionalProperties')
  })

  it('carries the meaning of the coded fields', () => {
    const fields = (committed().$defs as Record<string, { properties: Record<string, { description?: string }> }>)
      .FeedRecord!.properties
    expect(fields.Goal!.description).toBe('0 for sale; any other number for rent.')
    expect(fields.Marquee!.description).toMatch(/^1 available, 3 sold, 4 let\./)
    expect(fields.PriceUnit!.description).toMatch(/^1 the total price, 2 per month, 7 “starting from”\./)
    expect(fields.CountryID!.description).toMatch(
      /^10 Belgium, 20 France, 30 the Netherlands, 40 Germany, 50 Luxembourg\./,
    )
    expect(fields.WebID!.description).toMatch(
      /^The group of the property’s type: 1 residential, 2 office, 3 industrial, 4 land, 5 and 7 commercial, 6 retail\./,
    )
  })
})
