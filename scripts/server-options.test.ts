import { describe, expect, it } from 'vitest'
import { serverNodeOptions } from './server-options'

describe('serverNodeOptions', () => {
  it('adds a larger young generation to whatever options are set', () => {
    expect(serverNodeOptions(undefined)).toBe('--max-semi-space-size=64')
    expect(serverNodeOptions(' --enable-source-maps ')).toBe('--enable-source-maps --max-semi-space-size=64')
  })

  it("keeps the operator's own semi-space size", () => {
    expect(serverNodeOptions('--max-semi-space-size=16')).toBe('--max-semi-space-size=16')
  })
})
