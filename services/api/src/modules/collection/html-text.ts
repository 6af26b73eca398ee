/**
 * A notice page's text: Readability keeps the article (no menus, footers, cookie banners), and the
 * article's block structure is kept as lines (a heading, a paragraph, a list item each on its own
 * line), because the analyser quotes sentences and reads headings as section titles.
 */
import { Readability } from '@mozilla/readability';
import { parseHTML } from 'linkedom';

const BLOCKS = new Set([
  'ADDRESS', 'ARTICLE', 'ASIDE', 'BLOCKQUOTE', 'CAPTION', 'DD', 'DETAILS', 'DIV', 'DL', 'DT', 'FIELDSET', 'FIGCAPTION', 'FIGURE',
  'FOOTER', 'FORM', 'H1', 'H2', 'H3', 'H4', 'H5', 'H6', 'HEADER', 'HR', 'LI', 'MAIN', 'NAV', 'OL', 'P', 'PRE', 'SECTION', 'SUMMARY',
  'TABLE', 'TBODY', 'TD', 'TFOOT', 'TH', 'THEAD', 'TR', 'UL',
]);
const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'SVG', 'IFRAME', 'OBJECT', 'HEAD', 'SELECT', 'BUTTON']);

const TEXT_NODE = 3;
const ELEMENT_NODE = 1;

/** The part of a DOM node the walk reads. */
interface DomNode {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNode>;
}

type ParsedDocument = ReturnType<typeof parseHTML>['document'];

/** The text under `root`, one line per block, whitespace collapsed inside each line. */
export function blockLines(root: DomNode): string[] {
  const lines: string[] = [];
  let current = '';
  const flush = () => {
    const line = current.replace(/\s+/g, ' ').trim();
    if (line) lines.push(line);
    current = '';
  };
  const walk = (node: DomNode) => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) current += child.textContent ?? '';
      else if (child.nodeType === ELEMENT_NODE) {
        const tag = child.nodeName.toUpperCase();
        if (SKIPPED.has(tag)) continue;
        if (tag === 'BR') {
          flush();
          continue;
        }
        const block = BLOCKS.has(tag);
        if (block) flush();
        walk(child);
        if (block) flush();
      }
    }
  };
  walk(root);
  flush();
  return lines;
}

/** The language a document declares: <html lang>, else xml:lang, else a Content-Language meta. */
function declaredLang(document: ParsedDocument): string | null {
  const html = document.documentElement;
  const lang =
    html?.getAttribute('lang') ??
    html?.getAttribute('xml:lang') ??
    document.querySelector('meta[http-equiv="content-language" i]')?.getAttribute('content') ??
    null;
  return lang?.trim() || null;
}

export function htmlNotice(html: string): { text: string; lang: string | null; title: string | null } {
  const { document } = parseHTML(html);
  const lang = declaredLang(document);
  const pageTitle = document.title?.trim() || null;
  // Readability drops a heading that repeats the page's title: the notice's own name, kept here.
  const heading = (document.querySelector('main h1, article h1, [role="main"] h1') ?? document.querySelector('h1'))?.textContent?.replace(/\s+/g, ' ').trim();
  // Readability changes the document it reads: the fallback reads a fresh copy.
  const article = new Readability(document).parse();
  let lines = article?.content ? blockLines(parseHTML(`<!doctype html><html><body>${article.content}</body></html>`).document.body) : [];
  if (lines.length === 0) {
    const fresh = parseHTML(html).document;
    const main = fresh.querySelector('main, article, [role="main"]');
    // Without a main element, the page's own header, navigation and footer are not the notice.
    if (!main) for (const chrome of fresh.querySelectorAll('body > header, body > nav, body > footer')) chrome.remove();
    const root = main ?? fresh.body;
    lines = root ? blockLines(root) : [];
  }
  if (heading && !lines.includes(heading)) lines.unshift(heading);
  return { text: lines.join('\n'), lang, title: article?.title?.trim() || pageTitle };
}
