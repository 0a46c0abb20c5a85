import { translatorOf } from '@/i18n/translator'
import { formatPhone, telHref, unbrokenPhone } from '@/domain/phone'
import { getTeamMembers } from '@/features/articles/queries'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import type { Locale } from '@/i18n/locales'
import type { TeamModule as TeamModuleData } from '@/payload/payload-types'
import { linkClass } from '../article/links'
import { ModuleFrame } from '../kit/Frame'
import { Heading, moduleLevels } from '../kit/heading'
import { pickItems } from '../kit/pick-items'
import type { ModuleContext } from '../kit/types'

function languageList(codes: Locale[], locale: Locale): string {
  try {
    const names = new Intl.DisplayNames([locale], { type: 'language' })
    return new Intl.ListFormat([locale], { type: 'conjunction' }).format(codes.map((c) => names.of(c) ?? c))
  } catch {
    return codes.map((c) => c.toUpperCase()).join(', ')
  }
}

/**
 * Desktop columns and the list's width (full literal class names, so Tailwind's scanner finds
 * them): at most 17.5 rem (280 px) a card plus the 1.5 rem gaps, centred, so a portrait stays
 * card-sized whatever the row holds.
 */
const desktopColumns: Record<number, string> = {
  3: 'lg:grid-cols-3 lg:max-w-[55.5rem]',
  4: 'lg:grid-cols-4 lg:max-w-[74.5rem]',
  5: 'lg:grid-cols-5 lg:max-w-[93.5rem]',
}

/** The module's members per row on a desktop (numberItemOfRow), kept to 3–5: fewer makes posters, more makes stamps. */
function teamColumns(perRow: number | null | undefined): 3 | 4 | 5 {
  const n = Math.round(perRow ?? 4) || 4
  return n <= 3 ? 3 : n >= 5 ? 5 : 4
}

/** Team view: the module's chosen members in its order, or the whole team. */
export async function TeamModule({ module, locale }: ModuleContext<TeamModuleData>) {
  const [all, t] = await Promise.all([getTeamMembers(locale), translatorOf(locale, 'articles')])
  const members = pickItems(all, module.members, () => true, module.maxItems)
  if (!members.length) return null
  const cardLevel = moduleLevels(module).inner
  const perRow = teamColumns(module.numberItemOfRow)

  return (
    <ModuleFrame module={module}>
      <ul
        className={`grid grid-cols-2 gap-4 sm:grid-cols-3 sm:gap-6 ${desktopColumns[perRow]} lg:mx-auto`}
        data-testid="team-grid"
      >
        {members.map((m) => (
          <li
            key={m.id}
            data-testid="team-member"
            className="flex flex-col rounded-lg border border-slate-200 bg-white"
          >
            {m.photo ? (
              <ResponsiveImage
                image={m.photo}
                sizes="(min-width: 1024px) 280px, (min-width: 640px) 30vw, 45vw"
                className="aspect-[4/5] w-full rounded-t-lg object-cover"
                testId="team-portrait"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-1 p-3 sm:p-4">
              <Heading level={cardLevel} className="text-base font-semibold text-slate-900 sm:text-lg">
                {m.name}
              </Heading>
              {m.role ? <p className="text-sm text-slate-600">{m.role}</p> : null}
              <div className="mt-2 flex flex-col items-start">
                {m.phone ? (
                  <a href={telHref(m.phone)} className={`inline-flex min-h-11 items-center text-sm ${linkClass}`}>
                    <span className="sr-only">{t('team.phone')} </span>
                    {unbrokenPhone(formatPhone(m.phone))}
                  </a>
                ) : null}
                {m.email ? (
                  <a
                    href={`mailto:${m.email}`}
                    className={`inline-flex min-h-11 items-center text-sm break-all ${linkClass}`}
                  >
                    <span className="sr-only">{t('team.email')} </span>
                    {m.email}
                  </a>
                ) : null}
              </div>
              {m.languages.length ? (
                <p className="mt-1 text-sm text-slate-600">
                  {t('team.languages', { list: languageList(m.languages, locale) })}
                </p>
              ) : null}
            </div>
          </li>
        ))}
      </ul>
    </ModuleFrame>
  )
}
