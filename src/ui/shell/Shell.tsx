import { translatorOf } from '@/i18n/translator'
import { NavLink } from './NavLink'
import type React from 'react'
import { cache } from 'react'
import { getLanguageSettings, getRouteTable } from '@/platform/routing/queries'
import { AGENCY_TIME_ZONE, type Locale } from '@/i18n/locales'
import { ConsentLoader } from '@/ui/consent/ConsentLoader'
import { ConsentSettingsButton } from '@/ui/consent/ConsentSettingsButton'
import { consentTexts } from '@/ui/consent/texts'
import type { Image } from '@/ui/media/image'
import { ResponsiveImage } from '@/ui/media/ResponsiveImage'
import { copyrightLine } from './footer-data'
import { Footer, footerLinkClass, type FooterLink } from './Footer'
import { LanguageSwitcher, type LanguageLink } from './LanguageSwitcher'
import { MainMenu } from './MainMenu'
import { buildMenuTree, hrefsOf, sameHref } from './menu'
import { MobileMenu } from './MobileMenu'
import { getFooterColumns, getPublishedMenuPages, getShellSettings, getTopBar, type TopBarItem } from './queries'
import { RememberLanguage } from './RememberLanguage'
import { ScrollEffectsLoader } from './ScrollEffectsLoader'
import { ShortlistIsland } from '@/ui/shortlist/ShortlistIsland'
import { ShortlistLink } from '@/ui/shortlist/ShortlistLink'
import { TopBar, TopBarDrawerList } from './TopBar'
import { focusRing, focusRingAccent } from './ui'

export interface ShellProps {
  locale: Locale
  /** The same page in every enabled language (site/alternates.ts); a language without it links to its home. */
  alternates: Partial<Record<Locale, string>>
  isHome?: boolean
  children: React.ReactNode
}

const HEADER_ID = 'site-header'
const SKIP_LINK_ID = 'skip-link'

/** Pages linked from the footer's last line, by route-table key. */
const footerPages = [
  { key: 'newsletter', message: 'newsletter' },
  { key: 'Privacy-statement', message: 'privacyStatement' },
  { key: 'Cookie-policy', message: 'cookiePolicy' },
  { key: 'Disclaimer', message: 'disclaimer' },
] as const

/** The year in Belgium, for the copyright line. */
const yearInBelgium = new Intl.DateTimeFormat('en', { year: 'numeric', timeZone: AGENCY_TIME_ZONE })
const currentYear = () => Number(yearInBelgium.format(new Date()))

/** The logo names the home page it links to: its alt text is the site's name. */
function Logo({ image, alt, className, lazy }: { image: Image; alt: string; className: string; lazy?: boolean }) {
  // Drawn 3rem high and at most 12rem wide: 400 px are sharp up to 2 device pixels per CSS pixel,
  // 600 px beyond (the browser picks by the screen's density).
  return (
    <ResponsiveImage
      image={image}
      use={['w400', 'w600']}
      sizes="12rem"
      alt={alt}
      load={lazy ? 'lazy' : 'eager'}
      className={className}
    />
  )
}

/**
 * The parts of the shell that are the same on every page of a language, built once per request.
 * React sends an object it has already sent as a reference, so a part used twice in a page (the
 * menu's tree, in the header and the drawer) is in its payload once.
 */
const sharedShell = cache(async (locale: Locale) => {
  const [t, tc, ts, settings, topBar, footerColumns, pages, table, languages] = await Promise.all([
    translatorOf(locale, 'shell'),
    translatorOf(locale, 'consent'),
    translatorOf(locale, 'shortlist'),
    getShellSettings(locale),
    getTopBar(locale),
    getFooterColumns(locale),
    getPublishedMenuPages(locale),
    getRouteTable(),
    getLanguageSettings(),
  ])
  const pageHref = (key: string) => table.href({ kind: 'page', key }, locale)
  const published = new Set(pages.map((p) => p.key))
  // A legal page that is not published would be a 404: leave its link out.
  const legalLinks: FooterLink[] = footerPages
    .filter((l) => published.has(l.key))
    .map((l) => ({ key: l.key, href: pageHref(l.key), label: t(l.message) }))
  const skipLink = (
    <a id={SKIP_LINK_ID} href="#main" className="skip-link">
      {t('skipToContent')}
    </a>
  )
  const topBarElement = topBar ? <TopBar data={topBar} label={t('topBar')} newTabLabel={t('opensInNewTab')} /> : null
  const footer = (
    <Footer
      columns={footerColumns}
      copyright={copyrightLine(settings.copyright, currentYear(), settings.siteName)}
      legalLinks={legalLinks}
      legalLabel={t('legal')}
      legalExtra={<ConsentSettingsButton label={tc('footerLink')} className={footerLinkClass} />}
    >
      <ScrollEffectsLoader headerId={HEADER_ID} focusId={SKIP_LINK_ID} label={t('backToTop')} />
      <ShortlistIsland />
      <RememberLanguage locale={locale} />
      <ConsentLoader
        tagIds={settings.tagIds}
        texts={consentTexts(tc)}
        policyHref={published.has('Cookie-policy') ? pageHref('Cookie-policy') : null}
      />
    </Footer>
  )
  const demandRegister = settings.showDemandRegisterButton
    ? { href: pageHref('demand-register'), label: t('demandRegister') }
    : null
  // No display here: the header's copy is hidden under 767 px. One line: short texts in every language.
  const buttonClass =
    'min-h-11 items-center justify-center rounded-md px-4 py-1 text-center text-sm leading-tight font-semibold whitespace-nowrap'
  const headerButton = demandRegister ? (
    <NavLink
      href={demandRegister.href}
      className={`hidden bg-brand text-white hover:bg-brand-dark md:inline-flex ${buttonClass} ${focusRingAccent}`}
    >
      {demandRegister.label}
    </NavLink>
  ) : null
  const drawerButtons = (
    <div className="flex flex-col gap-3 px-1">
      {demandRegister ? (
        <NavLink
          href={demandRegister.href}
          className={`inline-flex bg-brand text-white hover:bg-brand-dark ${buttonClass} ${focusRingAccent}`}
        >
          {demandRegister.label}
        </NavLink>
      ) : null}
      {/* The free valuation link is always in the drawer (docs/rules/page-shell.md). */}
      <NavLink
        href={pageHref('contact-demand')}
        className={`inline-flex bg-accent text-slate-950 hover:brightness-95 ${buttonClass} ${focusRing}`}
      >
        {t('freeEvaluation')}
      </NavLink>
    </div>
  )
  // Shown by the shortlist script once something is saved (the list is in the browser only).
  const shortlistLink = <ShortlistLink href={pageHref('shortlist')} label={ts('header.link')} />
  const menu = buildMenuTree(pages, pageHref)
  const desktopMenu = <MainMenu items={menu} label={t('mainMenu')} variant="desktop" />
  // The drawer's buttons already lead to these pages: their menu entries would list them twice.
  const drawerButtonHrefs = [pageHref('contact-demand'), ...(demandRegister ? [demandRegister.href] : [])]
  // The drawer gets the desktop menu's own tree and leaves those entries out itself: React sends
  // an object it has already sent as a reference, so the tree is in the page's payload once.
  const drawerMenu = <MainMenu items={menu} omit={drawerButtonHrefs} label={t('mainMenu')} variant="drawer" />
  // Nor does the drawer repeat a top-bar link to a page it already lists: its buttons' links and
  // the menu's (an entry left out of its menu leads to one of its buttons' links).
  const drawerHrefs = [...drawerButtonHrefs, ...hrefsOf(menu)]
  const listedElsewhere = (item: TopBarItem) => drawerHrefs.some((href) => sameHref(item.link?.href, href))
  const drawerTopBarData = topBar && {
    left: topBar.left.filter((item) => !listedElsewhere(item)),
    right: topBar.right.filter((item) => !listedElsewhere(item)),
  }
  // On phones the top bar keeps only its icon links: the drawer lists every item with its text.
  const drawerTopBar = drawerTopBarData ? (
    <TopBarDrawerList data={drawerTopBarData} label={t('topBar')} newTabLabel={t('opensInNewTab')} />
  ) : null
  return {
    t,
    settings,
    table,
    languages,
    pageHref,
    parts: {
      skipLink,
      topBarElement,
      footer,
      desktopMenu,
      drawerMenu,
      headerButton,
      drawerButtons,
      drawerTopBar,
      shortlistLink,
    },
  }
})

/**
 * The page shell of every public page and of the 404 page (docs/rules/page-shell.md): skip
 * link, top bar, header (logo, menu, languages, demand-register button, mobile drawer), the
 * page, footer and back-to-top. Server-rendered; only the scroll behaviour and the drawer run
 * in the browser.
 */
export async function Shell({ locale, alternates, isHome = false, children }: ShellProps) {
  const { t, settings, table, languages, pageHref, parts } = await sharedShell(locale)
  const languageLinks: LanguageLink[] =
    languages.enabled.length > 1
      ? languages.enabled.map((code) => ({
          code,
          href: alternates[code] ?? table.href({ kind: 'page', key: 'home' }, code),
          current: code === locale,
        }))
      : []
  const transparent = isHome && settings.transparentHeaderOnHome
  const lightLogo = transparent ? settings.logoLight : null
  const siteName = settings.siteName

  return (
    <>
      {parts.skipLink}
      {parts.topBarElement}
      <div className="relative">
        <header
          id={HEADER_ID}
          data-testid="site-header"
          data-scrolled="false"
          data-transparent={transparent ? 'true' : 'false'}
          className="shell-header"
        >
          <div className="shell-header-bar mx-auto flex max-w-7xl items-center gap-3 px-4 md:px-6">
            <NavLink href={pageHref('home')} className={`flex shrink-0 items-center rounded-sm ${focusRing}`}>
              {/* The light logo shows while the header is transparent over the banner; CSS swaps them on scroll. */}
              {settings.logo ? (
                <Logo
                  image={settings.logo}
                  alt={siteName}
                  lazy={!!lightLogo}
                  className={`shell-logo ${lightLogo ? 'shell-logo-swap' : ''}`}
                />
              ) : (
                <span
                  className={`shell-logo-text text-xl font-semibold tracking-tight ${lightLogo ? 'shell-logo-swap' : ''}`}
                >
                  {siteName}
                </span>
              )}
              {lightLogo ? <Logo image={lightLogo} alt={siteName} className="shell-logo shell-logo-light" /> : null}
            </NavLink>
            {parts.desktopMenu}
            <div className="ml-auto flex items-center gap-2 lg:ml-2">
              {parts.shortlistLink}
              <LanguageSwitcher languages={languageLinks} label={t('language')} variant="header" />
              {parts.headerButton}
              <MobileMenu labels={{ title: t('menu'), open: t('openMenu'), close: t('closeMenu') }}>
                <div className="flex flex-col gap-6 px-2 py-4">
                  {parts.drawerMenu}
                  {parts.drawerButtons}
                  <LanguageSwitcher languages={languageLinks} label={t('language')} variant="drawer" />
                  {parts.drawerTopBar}
                </div>
              </MobileMenu>
            </div>
          </div>
        </header>
        {/* The header is out of the flow (absolute, then fixed): keep it from covering the page,
            except on home where it lies transparent over the banner. */}
        <div className={transparent ? undefined : 'shell-header-offset'}>{children}</div>
      </div>
      {parts.footer}
    </>
  )
}
