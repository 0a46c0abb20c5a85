/**
 * schema.org data for search engines. Browsers do not run `application/ld+json`, so the script
 * policy is not involved; `<` is escaped so text from the CMS cannot close the element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c')
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />
}
