export type Block =
  | { kind: 'h2' | 'h3' | 'p' | 'quote'; text: string }
  | { kind: 'ul' | 'ol'; items: string[] };

/**
 * The Markdown subset the site's long texts use: ## and ### headings, "- " and "1. " lists,
 * "> " quotes and paragraphs separated by blank lines. A leading "# " title line is skipped (the
 * page renders the title itself).
 */
export function parseBlocks(source: string): Block[] {
  return source
    .trim()
    .split(/\n\s*\n/)
    .filter((chunk) => !chunk.startsWith('# '))
    .map((chunk): Block => {
      const lines = chunk.split('\n').map((l) => l.trim());
      if (chunk.startsWith('### ')) return { kind: 'h3', text: chunk.slice(4).trim() };
      if (chunk.startsWith('## ')) return { kind: 'h2', text: chunk.slice(3).trim() };
      if (chunk.startsWith('> ')) return { kind: 'quote', text: lines.map((l) => l.replace(/^>\s?/, '')).join(' ') };
      if (lines.every((l) => l.startsWith('- '))) return { kind: 'ul', items: lines.map((l) => l.slice(2)) };
      if (lines.every((l) => /^\d+\.\s/.test(l))) return { kind: 'ol', items: lines.map((l) => l.replace(/^\d+\.\s/, '')) };
      return { kind: 'p', text: lines.join(' ') };
    });
}
