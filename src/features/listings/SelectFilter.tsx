'use client'

import { field, label } from './filter-classes'

/**
 * One select of the filter form: its label, an 'any' choice, then the options. A client
 * component only so that its options travel to the page as data: React's server renderer puts
 * each element it meets once a row of the page's payload is 3,200 characters long in a row of its
 * own, and a select of 80 cities rendered on the server cost 80 rows, about a twentieth of a list
 * page's first render. It uses nothing of the browser.
 */
export function SelectFilter({
  name,
  label: text,
  any,
  value,
  options,
}: {
  name: string
  label: string
  any: string
  value: string
  options: Array<{ value: string; text: string }>
}) {
  return (
    <div>
      <label htmlFor={`list-${name}`} className={label}>
        {text}
      </label>
      <select id={`list-${name}`} name={name} defaultValue={value} className={field}>
        <option value="">{any}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </select>
    </div>
  )
}
