/** Share links of the fallback (no Web Share API): plain links, nothing loads until followed. */
export interface ShareLink {
  key: 'email' | 'whatsapp' | 'facebook' | 'x' | 'linkedin'
  href: string
}

export function shareLinks({ url, title, emailBody }: { url: string; title: string; emailBody: string }): ShareLink[] {
  const u = encodeURIComponent(url)
  const q = (s: string) => encodeURIComponent(s)
  return [
    { key: 'email', href: `mailto:?subject=${q(title)}&body=${q(emailBody)}` },
    { key: 'whatsapp', href: `https://wa.me/?text=${q(`${title} ${url}`)}` },
    { key: 'facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { key: 'x', href: `https://x.com/intent/post?url=${u}&text=${q(title)}` },
    { key: 'linkedin', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
  ]
}
