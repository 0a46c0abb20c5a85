/**
 * A module's display condition (docs/rules/content-and-modules.md) against the page's state
 * {language, isMobile, isTablet, isDesktop, topBarShow}. Pages are cached and the same for every
 * visitor, so the language and the top bar are known when the page is rendered, while the
 * device is not: the rule is evaluated once per device and the three answers become responsive
 * classes. A rule that fails to evaluate is false and so hides the module.
 */
import { evaluateCondition, type ConditionRule } from '../../../domain/conditions'

export interface SettingsState {
  language: string
  isMobile: boolean
  isTablet: boolean
  isDesktop: boolean
  topBarShow: boolean
}

/** The fields of the Settings state a rule may read or compare with. */
export const STATE_FIELDS = ['language', 'isMobile', 'isTablet', 'isDesktop', 'topBarShow'] as const

type StoredRule = Omit<ConditionRule, 'advancedCondition'> & {
  advancedCondition?: { combine?: string | null; rules?: unknown[] | null } | null
}

/** Whether staff set a rule at all: a field, or rules joined under 'advanced'. */
export function hasCondition(rule: StoredRule | null | undefined): rule is StoredRule {
  return !!rule && (!!rule.field?.trim() || (rule.advancedCondition?.rules?.length ?? 0) > 0)
}

export type Visibility = { shown: false } | { shown: true; className: string }

/**
 * Where a module shows: nowhere, everywhere (no class), or on some devices only (phones below
 * 767 px, tablets up to 1280 px, desktops from 1280 px, the layout breakpoints).
 */
export function conditionVisibility(
  rule: StoredRule | null | undefined,
  known: { language: string; topBarShow: boolean },
): Visibility {
  if (!hasCondition(rule)) return { shown: true, className: '' }
  const on = (device: 'mobile' | 'tablet' | 'desktop') =>
    evaluateCondition(rule, {
      ...known,
      isMobile: device === 'mobile',
      isTablet: device === 'tablet',
      isDesktop: device === 'desktop',
    } satisfies SettingsState)
  const mobile = on('mobile')
  const tablet = on('tablet')
  const desktop = on('desktop')
  if (!mobile && !tablet && !desktop) return { shown: false }
  const classes = [
    mobile ? '' : 'hidden',
    tablet === mobile ? '' : tablet ? 'md:block' : 'md:hidden',
    desktop === tablet ? '' : desktop ? 'lg:block' : 'lg:hidden',
  ]
  return { shown: true, className: classes.filter(Boolean).join(' ') }
}
