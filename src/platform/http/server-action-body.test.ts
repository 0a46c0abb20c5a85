import { describe, expect, it } from 'vitest'
import { fetchActionIsWellFormed, formActionIsWellFormed } from './server-action-body'

describe('Server Action bodies of the site', () => {
  it('takes a call of a form action as React sends it', () => {
    expect(fetchActionIsWellFormed('[{"status":"idle"},"$K1"]')).toBe(true)
    expect(fetchActionIsWellFormed('["nl","$K1"]')).toBe(true)
    // A bound action whose form has no fields (the logout button).
    expect(fetchActionIsWellFormed('["en"]')).toBe(true)
  })

  it('refuses what would break the decoding or the action', () => {
    for (const args of [undefined, '', 'not json', '{"a":1}', '"$K1"', '5', 'null'])
      expect(fetchActionIsWellFormed(args), JSON.stringify(args)).toBe(false)
  })

  it('takes a form posted without JavaScript, and refuses broken action fields', () => {
    expect(
      formActionIsWellFormed([
        ['$ACTION_REF_1', ''],
        ['$ACTION_1:0', '{"id":"60eb","bound":"$@1"}'],
        ['$ACTION_1:1', '[{"status":"idle"}]'],
        ['email', 'a@b.be'],
      ]),
    ).toBe(true)
    expect(formActionIsWellFormed([['message', 'hello']])).toBe(true)
    expect(formActionIsWellFormed([['$ACTION_1:0', '{"bound":null}']])).toBe(false)
    expect(formActionIsWellFormed([['$ACTION_1:1', '[{']])).toBe(false)
    expect(formActionIsWellFormed(null)).toBe(false)
  })
})
