import { describe, expect, it } from 'vitest'
import { formBody } from './no-js-form'

const page = `<header><form role="search" action="/en/for-sale/"><input type="hidden" name="q" value="x"></form></header>
<main><form data-testid="enquiry-form-site-contact" method="post">
<input type="hidden" name="$ACTION_REF_1" value="">
<input type="hidden" name="$ACTION_1:0" value="{&quot;id&quot;:&quot;7f&amp;a&quot;}">
<input type="text" name="email" value="">
</form></main>`

describe('a form posted without JavaScript', () => {
  it('sends the chosen form’s hidden fields as the browser reads them, then the visitor’s', () => {
    const body = formBody(
      page,
      { email: 'an@example.be' },
      /<form\b[^>]*data-testid="enquiry-form-site-contact"[^>]*>/i,
    )
    expect([...body.entries()]).toEqual([
      ['$ACTION_REF_1', ''],
      ['$ACTION_1:0', '{"id":"7f&a"}'],
      ['email', 'an@example.be'],
    ])
  })

  it('takes the first form by default, and says so when there is none', () => {
    expect([...formBody(page, {}).entries()]).toEqual([['q', 'x']])
    expect(() => formBody('<p>no form</p>', {})).toThrow('the page has no form')
  })
})
