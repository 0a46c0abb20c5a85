import { describe, expect, it } from 'vitest'
import { parseMapMessage, sameOriginPath, visibleMarkers } from './message'

const origin = 'http://localhost:3000'
const fallback = { title: 'Kaart', noMarkers: 'Geen panden', openLink: 'Bekijk' }

const marker = (id: number, extra: Record<string, unknown> = {}) => ({
  id,
  lat: 51.05 + id / 100,
  lng: 3.72,
  title: `Pand ${id}`,
  href: `/nl/te-koop/gent/pand-${id}/${id}/`,
  price: '€ 385.000',
  image: `/api/media/file/p${id}-400x267.webp`,
  marquee: '1',
  ...extra,
})

const message = (extra: Record<string, unknown> = {}) => ({
  propsList: [marker(1), marker(2)],
  messageInfo: { title: 'Panden op de kaart', noMarkers: 'Niets te tonen', openLink: 'Bekijk dit pand' },
  mapType: 'list',
  customMarker: null,
  marqueeIgnore: [],
  ...extra,
})

const parse = (raw: unknown) => parseMapMessage(raw, origin, fallback)

describe('parseMapMessage (propsList, messageInfo, mapType, customMarker, marqueeIgnore)', () => {
  it('reads the JSON text the parent posts', () => {
    const parsed = parse(JSON.stringify(message()))
    expect(parsed?.mapType).toBe('list')
    expect(parsed?.propsList.map((m) => m.id)).toEqual([1, 2])
    expect(parsed?.propsList[0]).toMatchObject({ title: 'Pand 1', href: '/nl/te-koop/gent/pand-1/1/', marquee: '1' })
    expect(parsed?.messageInfo.openLink).toBe('Bekijk dit pand')
  })

  it('ignores anything that is not such a message', () => {
    for (const raw of [
      'not json',
      '{"propsList":',
      'null',
      '42',
      'vitrine-map:ready',
      JSON.stringify({ hello: 'world' }),
      JSON.stringify(message({ mapType: 'satellite' })),
      JSON.stringify(message({ propsList: 'all' })),
      'x'.repeat(2_000_001),
      undefined,
      null,
    ]) {
      expect(parse(raw), String(raw).slice(0, 40)).toBeNull()
    }
  })

  it('leaves out markers that fail the checks and keeps the others', () => {
    const parsed = parse(
      message({
        propsList: [
          marker(1),
          marker(2, { lat: 'north' }),
          marker(3, { lat: 91 }),
          marker(4, { href: 'javascript:alert(1)' }),
          marker(5, { href: 'https://elsewhere.example/x/' }),
          marker(6, { href: '//elsewhere.example/x/' }),
          marker(7, { title: '' }),
          'marker',
        ],
      }),
    )
    expect(parsed?.propsList.map((m) => m.id)).toEqual([1])
  })

  it('keeps a marker but drops a picture from another origin', () => {
    const parsed = parse(message({ propsList: [marker(1, { image: 'https://cdn.example/p.jpg' })] }))
    expect(parsed?.propsList[0].id).toBe(1)
    expect(parsed?.propsList[0].image).toBeUndefined()
  })

  it('accepts a custom marker icon from the same origin only', () => {
    expect(parse(message({ customMarker: '/api/media/file/pin.png' }))?.customMarker).toBe('/api/media/file/pin.png')
    expect(parse(message({ customMarker: `${origin}/pin.png` }))?.customMarker).toBe('/pin.png')
    expect(parse(message({ customMarker: 'https://evil.example/pin.png' }))?.customMarker).toBeUndefined()
  })

  it('fills texts the message leaves out with the frame’s own', () => {
    expect(parse(message({ messageInfo: undefined }))?.messageInfo).toEqual(fallback)
    expect(parse(message({ messageInfo: { title: 'Eigen titel' } }))?.messageInfo).toEqual({
      ...fallback,
      title: 'Eigen titel',
    })
  })
})

describe('visibleMarkers', () => {
  it('leaves out markers whose marquee is ignored (sold 3, rented 4)', () => {
    const parsed = parse(
      message({
        propsList: [marker(1), marker(2, { marquee: '3' }), marker(3, { marquee: 4 }), marker(4, { marquee: null })],
        marqueeIgnore: ['3', 4],
      }),
    )
    expect(parsed && visibleMarkers(parsed).map((m) => m.id)).toEqual([1, 4])
  })

  it('shows one marker on a detail map', () => {
    const parsed = parse(message({ mapType: 'detail' }))
    expect(parsed && visibleMarkers(parsed).map((m) => m.id)).toEqual([1])
  })
})

describe('sameOriginPath', () => {
  it('turns same-origin URLs into paths and refuses the rest', () => {
    expect(sameOriginPath('/nl/te-koop/', origin)).toBe('/nl/te-koop/')
    expect(sameOriginPath(`${origin}/a/?b=1#c`, origin)).toBe('/a/?b=1#c')
    expect(sameOriginPath('http://127.0.0.1:3000/a/', origin)).toBeNull()
    expect(sameOriginPath('data:image/png;base64,AAAA', origin)).toBeNull()
    expect(sameOriginPath('', origin)).toBeNull()
    expect(sameOriginPath(12, origin)).toBeNull()
  })
})
