import { Parser } from 'htmlparser2'

/**
 * What mail programs need of a mail's HTML part, read with an HTML parser: the problems found
 * (an empty list when the HTML passes). No script, no <style> block nor linked stylesheet (Gmail
 * and Outlook drop them: styles go inline), every image by absolute URL with an alt text, every
 * link absolute (or mailto:/tel:), and the language on <html>.
 */
export function mailHtmlProblems(html: string): string[] {
  const problems: string[] = []
  let htmlLang: string | undefined
  let sawHtml = false
  const parser = new Parser(
    {
      onopentag(name, attrs) {
        if (name === 'html') {
          sawHtml = true
          htmlLang = attrs.lang
        }
        if (name === 'script') problems.push('a <script> element')
        if (name === 'style') problems.push('a <style> block')
        if (name === 'link' && /stylesheet/i.test(attrs.rel ?? '')) problems.push(`a linked stylesheet (${attrs.href})`)
        if (name === 'img') {
          if (!/^https?:\/\//.test(attrs.src ?? '')) problems.push(`an image without an absolute URL (${attrs.src})`)
          if (attrs.alt === undefined) problems.push(`an image without alt text (${attrs.src})`)
        }
        if (name === 'a' && attrs.href !== undefined && !/^(https?:\/\/|mailto:|tel:)/.test(attrs.href))
          problems.push(`a link that is not absolute (${attrs.href})`)
        for (const attr of Object.keys(attrs))
          if (/^on/i.test(attr)) problems.push(`an event handler (${attr} on <${name}>)`)
        if (attrs.class !== undefined) problems.push(`a class with no stylesheet (<${name} class="${attrs.class}">)`)
      },
    },
    { decodeEntities: true, lowerCaseTags: true, lowerCaseAttributeNames: true },
  )
  parser.write(html)
  parser.end()
  if (!sawHtml) problems.push('no <html> element')
  else if (!htmlLang) problems.push('no lang on <html>')
  if (/javascript:/i.test(html)) problems.push('a javascript: URL')
  return problems
}

/** The visible text of an HTML part, its tags dropped and whitespace folded (to compare with the text part). */
export function htmlText(html: string): string {
  let text = ''
  let skip = 0
  const parser = new Parser(
    {
      onopentag(name) {
        if (name === 'head' || name === 'title') skip++
        if (name === 'br' || name === 'p' || name === 'tr') text += '\n'
      },
      onclosetag(name) {
        if (name === 'head' || name === 'title') skip--
      },
      ontext(data) {
        if (!skip) text += data
      },
    },
    { decodeEntities: true },
  )
  parser.write(html)
  parser.end()
  return text.replace(/[ \t]+/g, ' ').replace(/\s*\n\s*/g, '\n')
}

/** The addresses the HTML part links to. */
export function htmlLinks(html: string): string[] {
  const links: string[] = []
  const parser = new Parser({
    onopentag(name, attrs) {
      if (name === 'a' && attrs.href) links.push(attrs.href)
    },
  })
  parser.write(html)
  parser.end()
  return links
}
