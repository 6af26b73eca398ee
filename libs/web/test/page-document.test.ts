/** A page's document as the servers build it over a snapshot of the page rendered ahead. */
import { PRERENDER } from '@pdpl/contracts';
import { pageDocument } from '../src/page-document.js';

// As the built shell: its entry and preloads make the document worth compressing.
const PRELOADS = Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-Ab12Cd34.js">`).join('');
const SHELL = `<!doctype html><html lang="en"><head><title>Mizan</title><meta name="description" content="shell" />${PRELOADS}</head><body><div id="root"></div></body></html>`;

describe('page documents', () => {
  it('inline a snapshot as it was captured, whatever characters it holds, in the root the app hydrates, marked as such', () => {
    const snapshot = {
      html: '<main><h1>Costs $&amp; fees: $&amp; $1 $\'</h1></main>',
      css: '.a{color:red}</style><script>alert(1)</script>',
      stylesheets: ['/assets/app-Ab12Cd34.css'],
      title: 'Acme – PDPL Compliance Report',
      description: 'Overall score 85/100 "quoted" <b>',
      keywords: null,
    };
    const head = { title: snapshot.title, description: snapshot.description, keywords: null, canonicalUrl: 'https://m.example/x', imageUrl: 'https://m.example/og-image.png', siteName: 'Mizan', locale: 'en' as const, alternates: [] };
    const html = pageDocument(SHELL, head, { snapshot });
    // In the app's root, which hydrates it in place.
    expect(html).toContain(`<div id="root" ${PRERENDER.rootAttribute}><main><h1>Costs $&amp; fees: $&amp; $1 $'</h1></main></div>`);
    // Marked, so the app takes these rules as inserted instead of adding them again.
    expect(html).toContain(`<style ${PRERENDER.pageStyleAttribute}>.a{color:red}><script>alert(1)</script></style>`);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-Ab12Cd34.css" />');
    expect(html).toContain('<meta name="description" content="Overall score 85/100 &quot;quoted&quot; &lt;b&gt;" />');
    expect(html).not.toContain('content="shell"');
  });

  it('embed the answers an index page was rendered with, where no text can close their element, and name the parts to load before hydrating', () => {
    const data = { '/api/index/companies/acme': { name: 'Acme </script><script>alert(1)</script>', score: 85 } };
    const snapshot = { html: '<main><h1>Acme</h1></main>', css: '', stylesheets: [], title: 'Acme', description: null, keywords: null, data, parts: ['accordion', 'dialog'] };
    const head = { title: 'Acme', description: null, keywords: null, canonicalUrl: 'https://m.example/x', imageUrl: 'https://m.example/i.png', siteName: 'Mizan', locale: 'en' as const, alternates: [] };
    const html = pageDocument(SHELL, head, { snapshot });
    expect(html).toContain(`<div id="root" ${PRERENDER.rootAttribute} ${PRERENDER.partsAttribute}="accordion dialog"><main>`);
    const script = new RegExp(`<script type="application/json" id="${PRERENDER.preloadedDataId}">(.*?)</script>`).exec(html);
    expect(script).not.toBeNull();
    expect(script![1]).not.toContain('</');
    // What the browser reads back is what the page was rendered with.
    expect(JSON.parse(script![1]!)).toEqual(data);
    // A page without data embeds nothing.
    expect(pageDocument(SHELL, head, { snapshot: { ...snapshot, data: undefined } })).not.toContain(PRERENDER.preloadedDataId);
  });

  it('keep of the design system\'s tokens only those the rendered page uses, marked so the shell loads the rest; a page not rendered keeps them all', () => {
    const design = `<style ${PRERENDER.staticStyleAttribute}="" ${PRERENDER.fullTokensAttribute}="/assets/design-tokens-1a2b3c4d.css">@layer base{@keyframes spin{to{opacity:1}}}@layer tokens{:where(html, .chakra-theme){--chakra-colors-fg:#111;--chakra-colors-red-500:#e11;--chakra-sizes-4:1rem}}</style>`;
    const shell = SHELL.replace('<head>', `<head>${design}`);
    const head = { title: 'T', description: null, keywords: null, canonicalUrl: 'https://m.example/', imageUrl: 'https://m.example/i.png', siteName: 'Mizan', locale: 'en' as const, alternates: [] };
    const snapshot = { html: '<main style="width:var(--chakra-sizes-4)"><h1>Hi</h1></main>', css: '.css-a{color:var(--chakra-colors-fg)}', stylesheets: [], title: 'T', description: null, keywords: null };
    const html = pageDocument(shell, head, { snapshot });
    expect(html).toContain(
      `<style ${PRERENDER.staticStyleAttribute}="" ${PRERENDER.fullTokensAttribute}="/assets/design-tokens-1a2b3c4d.css" ${PRERENDER.trimmedTokensAttribute}>@layer base{}@layer tokens{:where(html, .chakra-theme){--chakra-colors-fg:#111;--chakra-sizes-4:1rem}}</style>`,
    );
    expect(pageDocument(shell, head, {})).toContain(design);
  });

  it('start the app after the first paint over a snapshot: the shell\'s entry goes to the inlined event contract, the preloads go', () => {
    const head = { title: 'T', description: null, keywords: null, canonicalUrl: 'https://m.example/', imageUrl: 'https://m.example/i.png', siteName: 'Mizan', locale: 'en' as const, alternates: [] };
    const shell = SHELL.replace('</head>', '<script type="module" crossorigin src="/assets/entry-Ab12Cd34.js"></script></head>');
    const snapshot = { html: '<main><h1>Hi</h1></main>', css: '', stylesheets: [], title: 'T', description: null, keywords: null };
    const html = pageDocument(shell, head, { snapshot, eventContract: 'start();' });
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    // The entry is all the contract reads from its element (the names it shares with the app are built in).
    expect(html).toMatch(/<script data-entry="\/assets\/entry-Ab12Cd34.js">start\(\);<\/script>\s*<\/body>/);
    // Without a snapshot the shell's own scripts stay as built.
    expect(pageDocument(shell, head, { eventContract: 'start();' })).toContain('<script type="module" crossorigin src="/assets/entry-Ab12Cd34.js"></script>');
  });
});
