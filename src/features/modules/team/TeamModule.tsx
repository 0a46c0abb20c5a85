import { translatorOf } from '@/i18n/translator'
import { formatPhone, telHref } from '@/domain/phone'
import { getTeamMembers } from '@/features/articles/queries'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import type { Locale } from '@/i18n/locales'
import type { TeamModule as TeamModuleData } from '@/payload/payload-types'
import { linkClass } from '../article/links'
import { ModuleFrame } from '../kit/Frame'
import { Heading, moduleLevels } from '../kit/heading'
import { itemGridClass } from '../kit/item-grid'
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

/** Team view: the module's chosen members in its order, or the whole team. */
export async function TeamModule({ module, locale }: ModuleContext<TeamModuleData>) {
  const [all, t] = await Promise.all([getTeamMembers(locale), translatorOf(locale, 'articles')])
  const members = pickItems(all, module.members, () => true, module.maxItems)
  if (!members.length) return null
  const cardLevel = moduleLevels(module).inner
  const perRow = module.numberItemOfRow ?? 4

  return (
    <ModuleFrame module={module}>
      <ul className={itemGridClass(perRow, 4)}>
        {members.map((m) => (
          <li
            key={m.id}
            data-testid="team-member"
            className="flex flex-col rounded-lg border border-slate-200 bg-white"
          >
            {m.photo ? (
              <ResponsiveImage
                image={m.photo}
                sizes="(min-width: 1280px) 300px, (min-width: 640px) 50vw, 100vw"
                className="aspect-[4/5] w-full rounded-t-lg object-cover"
              />
            ) : null}
            <div className="flex flex-1 flex-col gap-1 p-5">
              <Heading level={cardLevel} className="text-lg font-semibold text-slate-900">
                {m.name}
              </Heading>
              {m.role ? <p className="text-sm text-slate-600">{m.role}</p> : null}
              <div className="mt-2 flex flex-col items-start">
                {m.phone ? (
                  <a href={telHref(m.phone)} className={`inline-flex min-h-11 items-center ${linkClass}`}>
                    <span className="sr-only">{t('team.phone')} </span>
                    {formatPhone(m.phone)}
                  </a>
                ) : null}
                {m.email ? (
                  <a href={`mailto:${m.email}`} className={`inline-flex min-h-11 items-center break-all ${linkClass}`}>
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
