import { type NamespaceTranslator } from '@/i18n/translator'
import { consentCategories } from '@/domain/consent'
import type { ConsentTexts } from './ConsentDialog'

type Translate = NamespaceTranslator<'consent'>

/** The dialog's texts in the page's language (client components get texts as props). */
export function consentTexts(t: Translate): ConsentTexts {
  const category = (key: 'necessary' | (typeof consentCategories)[number]) => ({
    label: t(`categories.${key}.label`),
    description: t(`categories.${key}.description`),
  })
  return {
    title: t('title'),
    text: t('text'),
    policy: t('policy'),
    agreeAll: t('agreeAll'),
    decline: t('decline'),
    settings: t('settings'),
    agreePartly: t('agreePartly'),
    back: t('back'),
    settingsTitle: t('settingsTitle'),
    alwaysOn: t('alwaysOn'),
    categories: {
      necessary: category('necessary'),
      ...(Object.fromEntries(consentCategories.map((c) => [c, category(c)])) as Omit<
        ConsentTexts['categories'],
        'necessary'
      >),
    },
  }
}
