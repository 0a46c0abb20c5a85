/**
 * Builds Lexical editor states (the JSON Payload's rich-text fields store) from plain text.
 * A block is a paragraph string, or `{ h: 2 | 3, text }` for a heading.
 */
export type RichBlock = string | { h: 2 | 3; text: string }

export interface LexicalState {
  root: {
    type: 'root'
    children: Array<Record<string, unknown>>
    direction: 'ltr'
    format: ''
    indent: 0
    version: 1
  }
}

const textNode = (text: string) => ({
  type: 'text',
  text,
  format: 0,
  detail: 0,
  mode: 'normal',
  style: '',
  version: 1,
})

export function lexical(blocks: RichBlock[]): LexicalState {
  return {
    root: {
      type: 'root',
      children: blocks.map((block) =>
        typeof block === 'string'
          ? {
              type: 'paragraph',
              children: [textNode(block)],
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 1,
              textFormat: 0,
              textStyle: '',
            }
          : {
              type: 'heading',
              tag: `h${block.h}`,
              children: [textNode(block.text)],
              direction: 'ltr',
              format: '',
              indent: 0,
              version: 1,
            },
      ),
      direction: 'ltr',
      format: '',
      indent: 0,
      version: 1,
    },
  }
}

/** Plain text of a Lexical state (for tests and excerpts). */
export function lexicalText(state: LexicalState): string {
  const walk = (node: Record<string, unknown>): string =>
    typeof node.text === 'string'
      ? node.text
      : Array.isArray(node.children)
        ? (node.children as Array<Record<string, unknown>>).map(walk).join(node.type === 'root' ? '\n' : '')
        : ''
  return walk(state.root as unknown as Record<string, unknown>)
}
