import type { UIFieldServerProps } from 'payload'
import type { ReactNode } from 'react'
import { inLanguage, l } from '@/i18n/admin-text'
import type { Property } from '@/payload/payload-types'
import { alertsMatchingCriteria } from '../matching'

const TEXTS = {
  heading: l('Search alerts', 'Zoekopdrachten', 'Alertes de recherche', 'Suchaufträge'),
  none: l(
    'No active search alert matches this property.',
    'Geen enkele actieve zoekopdracht past bij dit pand.',
    'Aucune alerte de recherche active ne correspond à ce bien.',
    'Kein aktiver Suchauftrag passt zu dieser Immobilie.',
  ),
  one: l(
    '1 active search alert matches this property.',
    '1 actieve zoekopdracht past bij dit pand.',
    '1 alerte de recherche active correspond à ce bien.',
    '1 aktiver Suchauftrag passt zu dieser Immobilie.',
  ),
  many: l(
    '{count} active search alerts match this property.',
    '{count} actieve zoekopdrachten passen bij dit pand.',
    '{count} alertes de recherche actives correspondent à ce bien.',
    '{count} aktive Suchaufträge passen zu dieser Immobilie.',
  ),
  open: l('Show them', 'Toon ze', 'Les afficher', 'Anzeigen'),
  unsaved: l(
    'Save the property to see the search alerts it matches.',
    'Bewaar het pand om te zien bij welke zoekopdrachten het past.',
    'Enregistrez le bien pour voir les alertes de recherche auxquelles il correspond.',
    'Speichern Sie die Immobilie, um die passenden Suchaufträge zu sehen.',
  ),
  note: l(
    'Goal, type, city or postcode, price and bedrooms, as saved.',
    'Doel, type, gemeente of postcode, prijs en slaapkamers, zoals bewaard.',
    'Objectif, type, localité ou code postal, prix et chambres, tels qu’enregistrés.',
    'Ziel, Art, Ort oder Postleitzahl, Preis und Schlafzimmer, wie gespeichert.',
  ),
}

/**
 * In the property's edit view (sidebar): how many active search alerts the property fits, with
 * a link to them, so staff know who will hear of it. Read from the saved document.
 */
export async function MatchingAlerts({ id, data, payload, req, i18n }: UIFieldServerProps) {
  const language = i18n?.language
  const text = (key: keyof typeof TEXTS) => inLanguage(TEXTS[key], language)
  let body: ReactNode
  if (!id || !data) {
    body = <p>{text('unsaved')}</p>
  } else {
    const ids = await alertsMatchingCriteria(payload, data as Property, req)
    const count = ids.length
    const href = `/admin/collections/search-alerts?${ids
      .slice(0, 100)
      .map((alertId, i) => `where[or][0][id][in][${i}]=${alertId}`)
      .join('&')}`
    body = (
      <>
        <p data-testid="matching-alerts-count">
          {count === 0 ? text('none') : count === 1 ? text('one') : text('many').replace('{count}', String(count))}
        </p>
        {count > 0 && <a href={href}>{text('open')}</a>}
        <p style={{ color: 'var(--theme-elevation-500)', fontSize: '0.85em' }}>{text('note')}</p>
      </>
    )
  }
  return (
    <div className="field-type" style={{ marginBottom: 'var(--base)' }}>
      <h4 style={{ margin: '0 0 0.5em' }}>{text('heading')}</h4>
      {body}
    </div>
  )
}
