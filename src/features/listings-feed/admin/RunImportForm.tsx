'use client'
import { Button, useConfig, useTranslation } from '@payloadcms/ui'
import { useRouter } from 'next/navigation'
import { useId, useState, useSyncExternalStore } from 'react'
import { inLanguage } from '@/i18n/admin-text'
import { importAdminTexts as texts } from './texts'

interface Counts {
  created: string[]
  updated: string[]
  unchanged: number
  withdrawn: string[]
  skipped: unknown[]
  dryRun: boolean
}

const noSubscription = () => () => {}

type Outcome = { ok: true; run: number; report: Counts } | { ok: false; message: string }

/**
 * The form of RunImportPanel: posts the address to `POST /api/import-runs/run`, shows what the
 * import did (or the endpoint's translated refusal), then reloads the list of runs under it.
 */
export function RunImportForm({ defaultUrl }: { defaultUrl: string }) {
  const { config } = useConfig()
  const { i18n } = useTranslation()
  const router = useRouter()
  const id = useId()
  const [busy, setBusy] = useState(false)
  // Until hydrated, a click would submit the form natively: a GET of the list with the address.
  const hydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
  const [outcome, setOutcome] = useState<Outcome | null>(null)
  const say = (key: keyof typeof texts) => inLanguage(texts[key], i18n.language)

  const run = async (form: HTMLFormElement) => {
    const fields = new FormData(form)
    setBusy(true)
    setOutcome(null)
    try {
      const res = await fetch(`${config.serverURL}${config.routes.api}/import-runs/run`, {
        method: 'POST',
        credentials: 'include',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ url: fields.get('url'), dryRun: fields.get('dryRun') === 'on' }),
      })
      const answer = (await res.json().catch(() => ({}))) as {
        run?: number
        report?: Counts
        errors?: { message?: string }[]
      }
      if (res.ok && answer.report && typeof answer.run === 'number')
        setOutcome({ ok: true, run: answer.run, report: answer.report })
      else setOutcome({ ok: false, message: answer.errors?.[0]?.message ?? say('failed') })
    } catch {
      setOutcome({ ok: false, message: say('failed') })
    } finally {
      setBusy(false)
      // A failed run is recorded too: the list shows it either way.
      router.refresh()
    }
  }

  const summary = (report: Counts) =>
    say(report.dryRun ? 'dryRunDone' : 'done')
      .replace('{created}', String(report.created.length))
      .replace('{updated}', String(report.updated.length))
      .replace('{unchanged}', String(report.unchanged))
      .replace('{withdrawn}', String(report.withdrawn.length))
      .replace('{skipped}', String(report.skipped.length))

  return (
    <form
      style={{ display: 'grid', gap: 'calc(var(--base) * 0.75)', maxWidth: '48rem' }}
      onSubmit={(event) => {
        event.preventDefault()
        void run(event.currentTarget)
      }}
    >
      <div className="field-type text">
        <label className="field-label" htmlFor={`${id}-url`}>
          {say('feedUrl')}
        </label>
        <input
          id={`${id}-url`}
          name="url"
          type="url"
          required
          maxLength={500}
          defaultValue={defaultUrl}
          placeholder="https://crm.example/feed.json"
          autoComplete="off"
        />
      </div>
      <div className="field-type checkbox" style={{ display: 'flex', gap: '0.5em', alignItems: 'center' }}>
        <input id={`${id}-dry`} name="dryRun" type="checkbox" />
        <label htmlFor={`${id}-dry`}>{say('dryRunOption')}</label>
      </div>
      <div>
        <Button type="submit" buttonStyle="primary" size="medium" margin={false} disabled={busy || !hydrated}>
          {say('runNow')}
        </Button>
      </div>
      <div role="status" aria-live="polite" data-testid="run-import-outcome">
        {busy && <p>{say('running')}</p>}
        {outcome?.ok === true && (
          <p>
            {summary(outcome.report)}{' '}
            <a href={`${config.routes.admin}/collections/import-runs/${outcome.run}`}>{say('openReport')}</a>
          </p>
        )}
        {outcome?.ok === false && <p style={{ color: 'var(--theme-error-500)' }}>{outcome.message}</p>}
      </div>
    </form>
  )
}
