'use client'
import { Button, toast, useConfig, useListQuery, useSelection, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import type { ClientCollectionConfig, Where } from 'payload'
import { mergeListSearchAndWhere } from 'payload/shared'
import * as qs from 'qs-esm'
import { useEffect, useId, useMemo, useState } from 'react'
import { inLanguage } from '@/i18n/admin-text'
import { applyQuickFilters, readQuickFilters, type LeadQuickFilters } from '../quick-filters'
import styles from './LeadsToolbar.module.css'
import { selectOptions } from './options'
import { leadsTexts } from './texts'

interface PropertyOption {
  id: number
  label: string
}

/** Every property, for the property filter (reference and title, by reference). */
function useProperties(api: string): PropertyOption[] {
  const [options, setOptions] = useState<PropertyOption[]>([])
  useEffect(() => {
    const controller = new AbortController()
    const query = qs.stringify({
      pagination: 'false',
      depth: 0,
      sort: 'reference',
      trash: 'true',
      select: { reference: true, title: true },
    })
    fetch(`${api}/properties?${query}`, { credentials: 'include', signal: controller.signal })
      .then((res) => (res.ok ? res.json() : { docs: [] }))
      .then((body: { docs: { id: number; reference?: string; title?: string }[] }) =>
        setOptions(body.docs.map((d) => ({ id: d.id, label: `${d.reference ?? d.id} – ${d.title ?? ''}` }))),
      )
      .catch(() => undefined)
    return () => controller.abort()
  }, [api])
  return options
}

/**
 * Above the leads list: quick filters on form, property, status and the day received (written
 * into the list's own query, so the "Filters" panel shows them too), the CSV export of the
 * list as filtered, and "mark as handled" for the selected rows.
 */
export function LeadsToolbar() {
  const { query, handleWhereChange } = useListQuery()
  const { count, getSelectedIds, selectAll } = useSelection()
  const { i18n } = useTranslation()
  const { config, getEntityConfig } = useConfig()
  const router = useRouter()
  const id = useId()
  const [busy, setBusy] = useState(false)
  const text = (entry: keyof typeof leadsTexts) => inLanguage(leadsTexts[entry], i18n.language)
  const api = `${config.serverURL}${config.routes.api}`
  const properties = useProperties(api)

  const collectionConfig = getEntityConfig({ collectionSlug: 'leads' }) as ClientCollectionConfig
  const fields = collectionConfig.fields
  const types = useMemo(() => selectOptions(fields, 'type', i18n), [fields, i18n])
  const statuses = useMemo(() => selectOptions(fields, 'status', i18n), [fields, i18n])

  const current = readQuickFilters(query.where)
  const set = (patch: LeadQuickFilters) =>
    void handleWhereChange?.(applyQuickFilters(query.where, { ...current, ...patch }))
  const active = Object.values(current).some((v) => v !== undefined)

  const exportHref = `${api}/leads/export?${qs.stringify({ where: query.where, search: query.search, sort: query.sort })}`

  const markHandled = async () => {
    setBusy(true)
    try {
      // "Select all" across pages marks every lead of the current query that is not handled yet.
      const where: Where =
        selectAll === 'allAvailable'
          ? {
              and: [
                mergeListSearchAndWhere({ collectionConfig, search: query.search ?? '', where: query.where ?? {} }),
                { status: { not_equals: 'handled' } },
              ],
            }
          : { id: { in: getSelectedIds() } }
      const res = await fetch(`${api}/leads?${qs.stringify({ where })}`, {
        method: 'PATCH',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ status: 'handled' }),
      })
      if (!res.ok) throw new Error(String(res.status))
      toast.success(text('marked'))
      router.refresh()
    } catch {
      toast.error(text('failed'))
    } finally {
      setBusy(false)
    }
  }

  return (
    <section className={styles.bar} aria-labelledby={`${id}-title`} data-testid="leads-toolbar">
      <h2 id={`${id}-title`} className={styles.title}>
        {text('quickFilters')}
      </h2>
      <div className={styles.filters}>
        <label className={styles.field}>
          <span>{text('type')}</span>
          <select value={current.type ?? ''} onChange={(e) => set({ type: e.target.value || undefined })}>
            <option value="">{text('any')}</option>
            {types.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{text('property')}</span>
          <select
            value={current.property ?? ''}
            onChange={(e) => set({ property: e.target.value ? Number(e.target.value) : undefined })}
          >
            <option value="">{text('any')}</option>
            {current.property !== undefined && !properties.some((p) => p.id === current.property) ? (
              <option value={current.property}>{current.property}</option>
            ) : null}
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{text('status')}</span>
          <select value={current.status ?? ''} onChange={(e) => set({ status: e.target.value || undefined })}>
            <option value="">{text('any')}</option>
            {statuses.map((o) => (
              <option key={o.value} value={o.value}>
                {o.label}
              </option>
            ))}
          </select>
        </label>
        <label className={styles.field}>
          <span>{text('from')}</span>
          <input type="date" value={current.from ?? ''} onChange={(e) => set({ from: e.target.value || undefined })} />
        </label>
        <label className={styles.field}>
          <span>{text('to')}</span>
          <input type="date" value={current.to ?? ''} onChange={(e) => set({ to: e.target.value || undefined })} />
        </label>
        {active ? (
          <Button
            buttonStyle="subtle"
            size="small"
            margin={false}
            onClick={() =>
              set({ type: undefined, property: undefined, status: undefined, from: undefined, to: undefined })
            }
          >
            {text('clear')}
          </Button>
        ) : null}
      </div>
      <div className={styles.actions}>
        <Button el="anchor" url={exportHref} buttonStyle="secondary" size="small" margin={false}>
          {text('exportCsv')}
        </Button>
        <Button
          buttonStyle="primary"
          size="small"
          margin={false}
          disabled={busy || count === 0}
          onClick={() => void markHandled()}
        >
          {count > 0 ? `${text('markSelected')} (${count})` : text('markSelected')}
        </Button>
      </div>
    </section>
  )
}
