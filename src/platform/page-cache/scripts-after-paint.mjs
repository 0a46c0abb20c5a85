// @ts-check
/*
 * A cached page asks for its scripts once it has painted.
 *
 * Every public page is readable and usable without JavaScript (server-rendered text, links and
 * forms that post without it); the scripts only hydrate it. Next puts them in the head as async
 * scripts, so the browser fetches them alongside the stylesheets and the first photo, and runs
 * them as soon as they arrive, often before its first paint. On a phone that is bandwidth and
 * main-thread time taken from the largest contentful paint (Lighthouse counts every script run
 * before it). Here the page's script tags are replaced by one small inline script that adds the
 * same tags right after the first frame: the browser paints the page first, then hydrates it.
 *
 * Plain JavaScript: the page cache handler (next-cache-handler.mjs) applies it, uncompiled, to
 * each page it stores, before the page's script hashes are taken for its policy. Pages rendered
 * per request (portal, preview, a form's error answer) keep Next's own tags.
 */

import { HYDRATED_EVENT } from './hydration-signal.mjs'

/** The attribute listing the scripts the page adds after its first paint (the bench reads it too). */
export const SCRIPTS_ATTRIBUTE = 'data-scripts-after-paint'
/** Chunks Next only preloads (it loads them when hydration needs them): preloaded after the paint too. */
export const PRELOADS_ATTRIBUTE = 'data-preloads-after-paint'

/** Next's async script tags and script preloads for the build's files, as it writes them. */
const SCRIPT_TAG = /<script src="(\/_next\/static\/[^"\s]+\.js)" async=""><\/script>/g
const SCRIPT_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="(\/_next\/static\/[^"\s]+\.js)"\/>/g

/*
 * Until the page has hydrated, a click on a button that only scripts serve (type="button": forms
 * and links work without them) is held back from the page and made again once it has, so a
 * visitor's early click is not lost. Held back, not only noted: React, once it runs, would also
 * see the click and act on it twice.
 *
 * Runs where its tag stands. It adds the scripts once the browser reports the page's first
 * contentful paint (a paint timing entry) and its high-priority picture, if any, is decoded,
 * one frame later (a timeout set from a requestAnimationFrame callback runs after that frame);
 * where paint timing is missing, after the next frame; at the latest after 3 s. (Not on the load
 * event: a page with few pictures loads before its first paint.) A tab not shown draws no frame: there they
 * are added at once, or when it changes state. Added scripts are async, as Next's, so React and
 * Turbopack find them where they look for their own.
 */
const LOADER =
  '(function(t){var d=0,q=null;' +
  "function early(e){var b=e.target&&e.target.closest&&e.target.closest('button[type=button]');" +
  'if(b){e.stopPropagation();q=b}}' +
  "addEventListener('click',early,true);" +
  `document.addEventListener('${HYDRATED_EVENT}',function(){removeEventListener('click',early,true);` +
  'var b=q;q=null;if(b&&b.isConnected)setTimeout(function(){b.click()},0)},{once:true});' +
  'function go(){if(d)return;d=1;var h=document.head;' +
  `(t.getAttribute('${PRELOADS_ATTRIBUTE}')||'').split(' ').forEach(function(u){if(!u)return;` +
  "var l=document.createElement('link');l.rel='preload';l.as='script';l.href=u;h.appendChild(l)});" +
  `t.getAttribute('${SCRIPTS_ATTRIBUTE}').split(' ').forEach(function(u){` +
  "var s=document.createElement('script');s.async=false;s.src=u;h.appendChild(s)})}" +
  'function later(){requestAnimationFrame(function(){setTimeout(go,0)})}' +
  // The page's largest picture (fetched first, at high priority) drawn too, when there is one.
  "function painted(){var i=document.querySelector('img[fetchpriority=high]');" +
  'if(i&&i.decode)i.decode().then(later,later);else later()}' +
  "if(document.visibilityState==='hidden')return go();" +
  "document.addEventListener('visibilitychange',go);setTimeout(go,3000);" +
  "var P=window.PerformanceObserver;if(P&&(P.supportedEntryTypes||[]).indexOf('paint')>=0)" +
  "new P(function(l){if(l.getEntriesByName('first-contentful-paint').length)painted()}).observe({type:'paint',buffered:true});" +
  'else later()})(document.currentScript)'

/**
 * The page's HTML with its scripts added after its first paint; unchanged when it has none of
 * Next's script tags, or has them deferred already. The order of the scripts is kept (they are
 * async: none waits for another).
 * @param {string} html
 * @returns {string}
 */
export function scriptsAfterPaint(html) {
  if (html.includes(SCRIPTS_ATTRIBUTE)) return html
  const open = /<head(?:\s[^>]*)?>/i.exec(html)
  if (!open) return html
  /** @type {string[]} */
  const scripts = []
  /** @type {string[]} */
  const preloads = []
  // Next's tags in the head, and the bootstrap script React writes after the body's content.
  const rest = html
    .slice(open.index)
    .replace(SCRIPT_TAG, (_, /** @type {string} */ src) => {
      scripts.push(src)
      return ''
    })
    .replace(SCRIPT_PRELOAD, (_, /** @type {string} */ href) => {
      preloads.push(href)
      return ''
    })
  if (scripts.length === 0) return html
  const preloadOnly = preloads.filter((href) => !scripts.includes(href))
  const attributes =
    `${SCRIPTS_ATTRIBUTE}="${scripts.join(' ')}"` +
    (preloadOnly.length ? ` ${PRELOADS_ATTRIBUTE}="${preloadOnly.join(' ')}"` : '')
  const loader = `<script ${attributes}>${LOADER}</script>`
  // First in the head, before the stylesheets: an inline script after them would wait for them.
  // Sticky, not anchored with ^: a ^ that fails is tried again at every position of the page.
  const charset = /<head(?:\s[^>]*)?><meta charSet="utf-8"\/>/iy.exec(rest)
  const at = charset ? charset[0].length : open[0].length
  return html.slice(0, open.index) + rest.slice(0, at) + loader + rest.slice(at)
}
