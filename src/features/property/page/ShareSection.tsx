import type { Translate } from '../facts'
import { Share } from '../Share'
import { shareLinks } from '../share-links'

/** Share and copy-link buttons for the page's canonical URL. */
export function ShareSection({ url, title, t }: { url: string; title: string; t: Translate }) {
  return (
    <section aria-labelledby="share-title" className="print:hidden">
      <h2 id="share-title" className="mb-2 text-lg font-semibold">
        {t('share.title')}
      </h2>
      <Share
        url={url}
        title={title}
        links={shareLinks({ url, title, emailBody: t('share.emailBody', { url }) })}
        labels={{
          share: t('share.share'),
          copy: t('share.copy'),
          copied: t('share.copied'),
          copyFailed: t('share.copyFailed'),
          opensInNewTab: t('share.opensInNewTab'),
          links: {
            email: t('share.email'),
            whatsapp: t('share.whatsapp'),
            facebook: t('share.facebook'),
            x: t('share.x'),
            linkedin: t('share.linkedin'),
          },
        }}
      />
    </section>
  )
}
