import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { medianOfRuns, readLighthouseResult, type LighthouseFigures, type LighthouseResult } from './lighthouse'

/**
 * Results of Lighthouse 12.8.2 (mobile preset, Debian's Chromium) on the sample agency's home page,
 * a property page and the contact page, captured on this machine while others were building;
 * trimmed to the categories and the audits that count or name savings.
 */
const sample = (name: string) =>
  JSON.parse(fs.readFileSync(path.join(import.meta.dirname, 'fixtures', name), 'utf8')) as LighthouseResult

describe('readLighthouseResult', () => {
  it('reads the four category scores and the metrics of the home page', () => {
    const home = readLighthouseResult(sample('lighthouse-home.json'))
    expect(home.scores).toEqual({ performance: 98, accessibility: 100, 'best-practices': 96, seo: 100 })
    expect(home.lcpMs).toBeCloseTo(2010.8, 1)
    expect(home.cls).toBe(0)
    expect(home.tbtMs).toBe(93)
    expect(home.fcpMs).toBeCloseTo(1410.8, 1)
    expect(home.speedIndexMs).toBeCloseTo(2451.1, 1)
  })

  it('names what costs points, with its share of the 100, the console error found', () => {
    const home = readLighthouseResult(sample('lighthouse-home.json'))
    const console404 = home.lostPoints.find((l) => l.id === 'errors-in-console')
    expect(console404).toMatchObject({ category: 'best-practices', title: 'Browser errors were logged to the console' })
    // Best practices: 14 scored audits weighing 28 in all; this one weighs 1: 3.6 of 100 points.
    expect(console404!.lost).toBeCloseTo(100 / 28, 6)
    expect(console404!.examples).toEqual([
      'Failed to load resource: the server responded with a status of 404 (Not Found) http://localhost:4000/favicon.ico',
    ])
    // Largest Contentful Paint weighs 25 of 100 and scored 0.97: 0.75 points.
    expect(home.lostPoints.find((l) => l.id === 'largest-contentful-paint')).toMatchObject({
      category: 'performance',
      displayValue: '2.0\u00a0s', // Lighthouse writes a no-break space
    })
    expect(home.lostPoints.find((l) => l.id === 'largest-contentful-paint')!.lost).toBeCloseTo(0.75, 6)
  })

  it('puts the largest loss first and lists the savings that would help most', () => {
    const property = readLighthouseResult(sample('lighthouse-property.json'))
    expect(property.scores.performance).toBe(76)
    expect(property.tbtMs).toBeCloseTo(1037.3, 1)
    // Total Blocking Time weighs 30 and scored 0.26: 22.2 points.
    expect(property.lostPoints[0].id).toBe('total-blocking-time')
    expect(property.lostPoints[0].lost).toBeCloseTo(22.2, 6)
    expect(property.savings[0]).toMatchObject({ id: 'bootup-time', metricSavings: { TBT: 1300 } })
    expect(property.savings[0].examples[0]).toBe('http://localhost:4000/_next/static/chunks/1o9l2sd6j1fqb.js')
    expect(property.savings.map((s) => s.id)).toContain('redirects')
  })

  it('names the largest paint of the contact page: the consent dialog, drawn late by JavaScript', () => {
    const form = readLighthouseResult(sample('lighthouse-form.json'))
    expect(form.scores).toEqual({ performance: 75, accessibility: 100, 'best-practices': 96, seo: 100 })
    expect(form.lcpMs).toBeCloseTo(3321.8, 1)
    expect(form.tbtMs).toBe(709)
    expect(form.savings[0]).toEqual({
      id: 'largest-contentful-paint-element',
      title: 'Largest Contentful Paint element',
      displayValue: '3,320\u00a0ms',
      metricSavings: { LCP: 800 },
      examples: ['<p id="_R_fhbsnpfivbH1_" class="mt-3 text-sm leading-relaxed text-slate-700">'],
    })
  })

  it('refuses a result Lighthouse could not complete', () => {
    const failed = { ...sample('lighthouse-home.json'), runtimeError: { code: 'NO_FCP', message: 'no paint' } }
    expect(() => readLighthouseResult(failed)).toThrow('NO_FCP')
  })
})

describe('medianOfRuns', () => {
  const run = (performance: number, lcpMs: number, tbtMs: number): LighthouseFigures => ({
    scores: { performance, accessibility: 100, 'best-practices': 96, seo: 100 },
    lcpMs,
    cls: 0,
    tbtMs,
    fcpMs: 1300,
    speedIndexMs: 2000,
    lostPoints: [{ category: 'performance', id: `run-${performance}`, title: '', lost: 1, examples: [] }],
    savings: [],
  })

  it('takes the median of each figure and the findings of the median performance run', () => {
    const m = medianOfRuns([run(94, 3100, 80), run(98, 2000, 120), run(96, 2500, 60)])
    expect(m.scores.performance).toBe(96)
    expect(m.lcpMs).toBe(2500)
    expect(m.tbtMs).toBe(80)
    expect(m.medianRun).toBe(2)
    expect(m.lostPoints[0].id).toBe('run-96')
    expect(m.runs).toBe(3)
  })
})
