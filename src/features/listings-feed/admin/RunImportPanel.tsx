import { Gutter } from '@payloadcms/ui'
import type { BeforeListServerProps } from 'payload'
import { inLanguage } from '@/i18n/admin-text'
import { isStaffUser } from '@/payload/access'
import { pullSchedule } from '../schedule'
import { RunImportForm } from './RunImportForm'
import { importAdminTexts as texts } from './texts'

/**
 * Above the list of import runs (administrators only, as the runs are): the schedule in effect,
 * with a link to its settings, and "run the import now" on a feed address, prefilled with the
 * scheduled feed's.
 */
export async function RunImportPanel({ payload, i18n, user }: BeforeListServerProps) {
  const staff = user as { role?: string; collection?: string } | null | undefined
  if (!isStaffUser(staff) || staff?.role !== 'admin') return null
  const language = i18n?.language
  const say = (key: keyof typeof texts) => inLanguage(texts[key], language)
  const schedule = await pullSchedule(payload)
  const settingsHref = `${payload.config.routes.admin}/globals/listings-feed-settings`
  return (
    // In the list's gutter, so the panel lines up with the list under it.
    <Gutter>
      <section
        aria-labelledby="run-import-heading"
        style={{
          margin: 'var(--base) 0 calc(var(--base) * 1.5)',
          padding: 'var(--base)',
          border: '1px solid var(--theme-elevation-150)',
          borderRadius: 'var(--style-radius-m, 4px)',
        }}
      >
        <h2 id="run-import-heading" style={{ margin: '0 0 0.5em', fontSize: '1.25rem' }}>
          {say('heading')}
        </h2>
        <p data-testid="import-schedule">
          {schedule.url ? (
            <>
              {say('scheduled').replace('{minutes}', String(schedule.everyMinutes)).replace('{url}', schedule.url)}
              {schedule.urlFrom === 'env' && <> {say('fromEnv')}</>}
            </>
          ) : (
            say('notScheduled')
          )}{' '}
          – <a href={settingsHref}>{say('changeSchedule')}</a>
        </p>
        <RunImportForm defaultUrl={schedule.url ?? ''} />
      </section>
    </Gutter>
  )
}
