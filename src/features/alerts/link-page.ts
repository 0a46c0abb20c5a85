import type { Locale } from '@/i18n/locales'
import escapeHtml from 'escape-html'

/**
 * The small page the subscription links answer with (unsubscribe, confirm): plain HTML without
 * a script, so it works in any browser and a mail client's preview, needs no script nonce, and
 * can answer GET and POST on the one URL that RFC 8058 asks for. Never indexed, never cached.
 */
export interface LinkPage {
  status: number
  locale: Locale
  siteName: string
  title: string
  paragraphs: string[]
  /** A button that POSTs to the page's own URL (the confirmation step of a GET). */
  button?: string
  links: Array<{ href: string; text: string }>
}

const STYLE = `body{margin:0;background:#f1f5f9;color:#0f172a;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif}
main{max-width:36rem;margin:3rem auto;padding:2rem;background:#fff;border-radius:.5rem;box-shadow:0 1px 3px rgb(0 0 0/.1)}
.site{margin:0 0 1.5rem;font-weight:700;color:#334155}h1{margin:0 0 1rem;font-size:1.5rem;line-height:1.25}
button{font:inherit;font-weight:600;color:#fff;background:#0f3d5e;border:0;border-radius:.375rem;padding:.75rem 1.25rem;cursor:pointer}
button:focus-visible,a:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}a{color:#0f3d5e}ul{padding:0;list-style:none}li{margin:.5rem 0}`

/** No script at all; only the inline style, and a form that posts to this site. */
const POLICY =
  "default-src 'none'; style-src 'unsafe-inline'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'"

export function linkPageResponse(page: LinkPage): Response {
  const html = `<!doctype html>
<html lang="${page.locale}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>${escapeHtml(page.title)} – ${escapeHtml(page.siteName)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="site">${escapeHtml(page.siteName)}</p>
<h1>${escapeHtml(page.title)}</h1>
${page.paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${page.button ? `<form method="post"><button type="submit">${escapeHtml(page.button)}</button></form>` : ''}
${page.links.length ? `<ul>${page.links.map((l) => `<li><a href="${escapeHtml(l.href)}">${escapeHtml(l.text)}</a></li>`).join('')}</ul>` : ''}
</main>
</body>
</html>`
  return new Response(html, {
    status: page.status,
    headers: {
      'Content-Type': 'text/html; charset=utf-8',
      'Content-Language': page.locale,
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex, nofollow',
      // The token in the address stays on this site.
      'Referrer-Policy': 'no-referrer',
      'Content-Security-Policy': POLICY,
    },
  })
}
