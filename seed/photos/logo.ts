/** The agency logo: a roof-and-window mark with the name; `light` for dark backgrounds. */
export function logoSvg(name: string, light = false): string {
  const ink = light ? '#ffffff' : '#1f3b4d'
  const accent = light ? '#f2c879' : '#c8783c'
  const [first, ...rest] = name.split(' ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="520" height="128" viewBox="0 0 520 128">
  <path d="M14 64 L64 18 L114 64" fill="none" stroke="${ink}" stroke-width="10" stroke-linejoin="round" stroke-linecap="round"/>
  <rect x="32" y="58" width="64" height="56" rx="4" fill="none" stroke="${ink}" stroke-width="8"/>
  <rect x="44" y="70" width="17" height="16" fill="${accent}"/><rect x="67" y="70" width="17" height="16" fill="${accent}"/>
  <rect x="44" y="91" width="17" height="16" fill="${accent}"/><rect x="67" y="91" width="17" height="16" fill="${accent}"/>
  <text x="136" y="82" font-family="Georgia, 'DejaVu Serif', serif" font-size="56" font-weight="700" fill="${ink}">${first}</text>
  <text x="140" y="114" font-family="'Helvetica Neue', Arial, 'DejaVu Sans', sans-serif" font-size="22" letter-spacing="9" fill="${accent}">${rest.join(' ').toUpperCase()}</text>
</svg>`
}
