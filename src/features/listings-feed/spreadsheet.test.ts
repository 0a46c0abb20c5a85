import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { FeedError } from './apply'
import { feedRecord } from './record'
import { numberOf, recordsFromSpreadsheet } from './spreadsheet'
import { collectUnknownFields } from './unknown-fields'

const docs = path.resolve(import.meta.dirname, '../../../docs/listings-feed')
const example = JSON.parse(fs.readFileSync(path.join(docs, 'example.json'), 'utf8')) as { Properties: unknown[] }

const csv = (text: string, name = 'listings.csv') => recordsFromSpreadsheet(Buffer.from(text, 'utf8'), name)

describe('the examples', () => {
  it('example.json holds three listings the schema accepts', () => {
    expect(example.Properties).toHaveLength(3)
    for (const record of example.Properties) expect(feedRecord.safeParse(record).error).toBeUndefined()
  })

  for (const file of ['example.csv', 'example.xlsx']) {
    it(`${file} gives the records of example.json`, async () => {
      const records = await recordsFromSpreadsheet(fs.readFileSync(path.join(docs, file)), file)
      expect(records).toEqual(example.Properties)
      for (const record of records) expect(feedRecord.safeParse(record).error).toBeUndefined()
    })
  }
})

describe('CSV', () => {
  it('reads a file separated by semicolons, with a BOM, CRLF rows and a newline in a quoted cell', async () => {
    const text =
      '\uFEFFID;WebID;Goal;Zip;City;Title_nl;Description_nl;Price;Latitude\r\n' +
      '7;1;1;1000;Bruxelles;"Studio; gemeubeld";"Eerste regel\r\nTweede ""regel""";1.150,50;50,8503\r\n'
    expect(await csv(text)).toEqual([
      {
        ID: '7',
        WebID: 1,
        Goal: 1,
        Zip: '1000',
        City: 'Bruxelles',
        Title: { nl: 'Studio; gemeubeld' },
        Description: { nl: 'Eerste regel\nTweede "regel"' },
        Price: 1150.5,
        Latitude: 50.8503,
      },
    ])
  })

  it('reads a file separated by commas, a cell with a newline and a comma quoted', async () => {
    const text = 'ID,WebID,Goal,Zip,City,Title_fr,Price\n8,1,0,5000,Namur,"Maison,\njardin",289000.5\n'
    expect(await csv(text)).toEqual([
      { ID: '8', WebID: 1, Goal: 0, Zip: '5000', City: 'Namur', Title: { fr: 'Maison,\njardin' }, Price: 289000.5 },
    ])
  })

  it('reads a file saved as Windows-1252, as Excel saves “CSV” here', async () => {
    const bytes = Buffer.from('ID;City;Title_fr\n9;Liège;Château à rénover\n', 'latin1')
    expect(await recordsFromSpreadsheet(bytes, 'export.csv')).toEqual([
      { ID: '9', City: 'Liège', Title: { fr: 'Château à rénover' } },
    ])
  })

  it('reads a file separated by tabs', async () => {
    expect(await csv('ID\tZip\tRooms.Bedrooms\n10\t9000\t2\n', 'listings.tsv')).toEqual([
      { ID: '10', Zip: '9000', Rooms: { Bedrooms: 2 } },
    ])
  })

  it('keeps a stray quote inside a cell that is not quoted', async () => {
    expect(await csv('ID,Title_nl\n1,Villa "De Linde"\n')).toEqual([{ ID: '1', Title: { nl: 'Villa "De Linde"' } }])
  })

  it('says why it cannot read a broken file', async () => {
    await expect(csv('ID,City\n1,"Gent\n')).rejects.toThrow(/^the CSV file could not be read: /)
  })
})

describe('cells', () => {
  it('leaves empty cells out, so the field is absent', async () => {
    expect(await csv('ID,Price,Street,Title_nl,Title_fr,Rooms.Bedrooms\n11,, ,Huis,,\n')).toEqual([
      { ID: '11', Title: { nl: 'Huis' } },
    ])
  })

  it('reads flags as yes and no in the site’s languages, 1 and 0, true and false', async () => {
    const text =
      'ID,PublishPrice,PublishAddress,Legal.FloodZone,Costs.VATApplicable\n1,0,1,ja,NON\n2,false,TRUE,oui,nee\n'
    expect(await csv(text)).toEqual([
      {
        ID: '1',
        PublishPrice: false,
        PublishAddress: true,
        Legal: { FloodZone: true },
        Costs: { VATApplicable: false },
      },
      {
        ID: '2',
        PublishPrice: false,
        PublishAddress: true,
        Legal: { FloodZone: true },
        Costs: { VATApplicable: false },
      },
    ])
  })

  it('leaves a value it cannot convert as written, so the schema says why', async () => {
    const [record] = await csv(
      'ID,WebID,Goal,Zip,City,Title_nl,Price,PublishPrice\n12,1,0,9000,Gent,Huis,op aanvraag,misschien\n',
    )
    expect(record).toMatchObject({ Price: 'op aanvraag', PublishPrice: 'misschien' })
    expect(feedRecord.safeParse(record).error?.issues.map((i) => `${i.path.join('.')}: ${i.message}`)).toEqual([
      'Price: Invalid input: expected number, received string',
      'PublishPrice: expected true, false, 1 or 0',
    ])
  })

  it('reads a Belgian date as YYYY-MM-DD', async () => {
    expect(await csv('ID;Availability.AvailableFrom;Legal.AsbestosCertificateDate\n13;1/9/2026;14-02-2025\n')).toEqual([
      { ID: '13', Availability: { AvailableFrom: '2026-09-01' }, Legal: { AsbestosCertificateDate: '2025-02-14' } },
    ])
  })

  it('keeps text fields as text, a postcode or house number that looks like a number too', async () => {
    expect(await csv('ID,Zip,HouseNumber,BoxNr,Reference\n0042,9000,12,3.2,007\n')).toEqual([
      { ID: '0042', Zip: '9000', HouseNumber: '12', BoxNr: '3.2', Reference: '007' },
    ])
  })

  it('matches column names whatever their case', async () => {
    expect(await csv('id,TITLE_NL,rooms.bedrooms\n14,Huis,3\n')).toEqual([
      { ID: '14', Title: { nl: 'Huis' }, Rooms: { Bedrooms: 3 } },
    ])
  })

  it('skips rows with nothing in them', async () => {
    expect(await csv('ID,City\n15,Gent\n,\n\n16,Aalst\n')).toEqual([
      { ID: '15', City: 'Gent' },
      { ID: '16', City: 'Aalst' },
    ])
  })
})

describe('numbers', () => {
  it('with a decimal point', () => {
    expect(numberOf('1150.5')).toBe(1150.5)
    expect(numberOf('250,000')).toBe(250000)
    expect(numberOf('1,150.50')).toBe(1150.5)
    expect(numberOf('250.000')).toBe(250)
    expect(numberOf('-12')).toBe(-12)
    expect(numberOf('1 234 567')).toBe(1234567)
  })

  it('with a decimal comma, as in a file separated by semicolons', () => {
    expect(numberOf('1150,5', ',')).toBe(1150.5)
    expect(numberOf('250.000', ',')).toBe(250000)
    expect(numberOf('1.150,50', ',')).toBe(1150.5)
    expect(numberOf('51.0437', ',')).toBe(51.0437)
    expect(numberOf('1.234.567', ',')).toBe(1234567)
    expect(numberOf('495\u00a0000', ',')).toBe(495000)
  })

  it('anything else stays text', () => {
    expect(numberOf('€ 250.000', ',')).toBe('€ 250.000')
    expect(numberOf('1.2.3')).toBe('1.2.3')
    expect(numberOf('12,34.5')).toBe('12,34.5')
    expect(numberOf('1e5')).toBe('1e5')
  })
})

describe('photos', () => {
  it('are numbered column groups, in their numbers’ order, a blank group left out', async () => {
    const text =
      'ID,Pictures.1.Url,Pictures.1.Name,Pictures.2.Url,Pictures.2.Name,Pictures.3.Url\n' +
      '17,https://crm.example/photos/a.jpg,Gevel,,,https://crm.example/photos/c.jpg\n'
    expect(await csv(text)).toEqual([
      {
        ID: '17',
        Pictures: [
          { Url: 'https://crm.example/photos/a.jpg', Name: 'Gevel' },
          { Url: 'https://crm.example/photos/c.jpg' },
        ],
      },
    ])
  })
})

describe('unknown columns', () => {
  it('are kept under their path, so the import reports them as unknown fields', async () => {
    const records = await csv(
      'ID,Sauna,Rooms.Sauna,Pictures.1.Url,Pictures.1.Width,Slogan_nl\n18,1,1,https://crm.example/photos/a.jpg,1200,Top\n',
    )
    expect(records).toEqual([
      {
        ID: '18',
        Sauna: '1',
        Rooms: { Sauna: '1' },
        Pictures: [{ Url: 'https://crm.example/photos/a.jpg', Width: '1200' }],
        Slogan_nl: 'Top',
      },
    ])
    const unknown = new Set<string>()
    collectUnknownFields(records[0], unknown)
    expect([...unknown].sort()).toEqual(['Pictures.Width', 'Rooms.Sauna', 'Sauna', 'Slogan_nl'])
  })
})

describe('a file that cannot be read', () => {
  const refusal = async (text: string) => {
    try {
      await csv(text)
    } catch (error) {
      expect(error).toBeInstanceOf(FeedError)
      return (error as Error).message
    }
    throw new Error('read')
  }

  it('a text column without its language', async () => {
    expect(await refusal('ID,Title\n1,Huis\n')).toBe(
      'column "Title": a text needs its language, as Title_nl, Title_fr, Title_en, Title_de',
    )
  })

  it('a known field in a form no cell can fill', async () => {
    expect(await refusal('ID,Rooms\n1,3\n')).toBe(
      'column "Rooms": not a column of the format (see docs/rules/listings-feed.md)',
    )
    expect(await refusal('ID,Pictures.Url\n1,x\n')).toBe(
      'column "Pictures.Url": not a column of the format (see docs/rules/listings-feed.md)',
    )
    expect(await refusal('ID,Price.Amount\n1,3\n')).toBe(
      'column "Price.Amount": not a column of the format (see docs/rules/listings-feed.md)',
    )
  })

  it('no ID column', async () => {
    expect(await refusal('Reference,City\nGE-1,Gent\n')).toBe(
      'no ID column: the first row names the columns, one of them ID',
    )
  })

  it('the same field twice', async () => {
    expect(await refusal('ID,Title_nl,title_NL\n1,Huis,Woning\n')).toBe(
      'columns "Title_nl" and "title_NL" are the same field',
    )
  })

  it('values under a column without a name', async () => {
    expect(await refusal('ID,,City\n1,x,Gent\n')).toBe('column 2 has values but no name in the first row')
    expect(await csv('ID,,City\n1,,Gent\n')).toEqual([{ ID: '1', City: 'Gent' }])
  })

  it('an old Excel file, or a file named .xlsx that is not one', async () => {
    const xls = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1])
    await expect(recordsFromSpreadsheet(xls, 'listings.xls')).rejects.toThrow(
      'an Excel 97–2003 (.xls) file: save it as XLSX or CSV',
    )
    await expect(recordsFromSpreadsheet(Buffer.from('ID\n1\n'), 'listings.xlsx')).rejects.toThrow(
      'not an XLSX file: it is not a zip archive',
    )
    await expect(recordsFromSpreadsheet(Buffer.from('PK\x03\x04broken'), 'listings.xlsx')).rejects.toThrow(
      /^the XLSX file could not be read: /,
    )
  })
})

describe('format', () => {
  it('is read off the content: an XLSX file is one whatever its name', async () => {
    const bytes = fs.readFileSync(path.join(docs, 'example.xlsx'))
    expect(await recordsFromSpreadsheet(bytes, 'upload.csv')).toEqual(example.Properties)
    expect(await recordsFromSpreadsheet(bytes, 'renamed.xls')).toEqual(example.Properties)
    expect(await recordsFromSpreadsheet(fs.readFileSync(path.join(docs, 'example.csv')), 'upload')).toEqual(
      example.Properties,
    )
  })
})
