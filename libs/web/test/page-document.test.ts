/** A page's document as the servers build it over a snapshot of the page rendered ahead. */
import { LOCALE_COOKIE, PRERENDER } from '@pdpl/contracts';
import { pageDocument } from '../src/page-document.js';

// As the built shell: its entry and preloads make the document worth compressing.
const PRELOADS = Array.from({ length: 12 }, (_, i) => `<link rel="modulepreload" crossorigin href="/assets/chunk-${i}-Ab12Cd34.js">`).join('');
const SHELL = `<!doctype html><html lang="en"><head><title>Mizan</title><meta name="description" content="shell" />${PRELOADS}</head><body><div id="root"></div></body></html>`;

describe('page documents', () => {
  it('inline a snapshot as it was captured, whatever characters it holds, and mark the root for the takeover', () => {
    const snapshot = {
      html: '<main><h1>Costs $&amp; fees: $&amp; $1 $\'</h1></main>',
      css: '.a{color:red}</style><script>alert(1)</script>',
      styleNames: ['a1b2', 'animation-c3'],
      stylesheets: ['/assets/app-Ab12Cd34.css'],
      title: 'Acme – PDPL Compliance Report',
      description: 'Overall score 85/100 "quoted" <b>',
      keywords: null,
    };
    const head = { title: snapshot.title, description: snapshot.description, keywords: null, canonicalUrl: 'https://m.example/x', imageUrl: 'https://m.example/og-image.png', siteName: 'Mizan', locale: 'en' as const, alternates: [] };
    const html = pageDocument(SHELL, head, { snapshot });
    expect(html).toContain(`<div ${PRERENDER.rootAttribute}><main><h1>Costs $&amp; fees: $&amp; $1 $'</h1></main></div><div id="root"></div>`);
    // Named, so the app takes these rules as inserted instead of adding them again.
    expect(html).toContain(`<style data-prerender ${PRERENDER.ruleNamesAttribute}="a1b2 animation-c3">.a{color:red}><script>alert(1)</script></style>`);
    expect(html.match(/<style/g)).toHaveLength(1);
    expect(html).toContain('<link rel="stylesheet" href="/assets/app-Ab12Cd34.css" />');
    expect(html).toContain('<meta name="description" content="Overall score 85/100 &quot;quoted&quot; &lt;b&gt;" />');
    expect(html).not.toContain('content="shell"');
  });

  it('start the app after the first paint over a snapshot: the shell\'s entry goes to the inlined takeover script, the preloads go', () => {
    const head = { title: 'T', description: null, keywords: null, canonicalUrl: 'https://m.example/', imageUrl: 'https://m.example/i.png', siteName: 'Mizan', locale: 'en' as const, alternates: [] };
    const shell = SHELL.replace('</head>', '<script type="module" crossorigin src="/assets/entry-Ab12Cd34.js"></script></head>');
    const snapshot = { html: '<main><h1>Hi</h1></main>', css: '', styleNames: [], stylesheets: [], title: 'T', description: null, keywords: null };
    const html = pageDocument(shell, head, { snapshot, takeover: 'start();' });
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('<script type="module"');
    expect(html).toMatch(new RegExp(`<script data-entry="/assets/entry-Ab12Cd34.js" data-root-attribute="${PRERENDER.rootAttribute}" [^>]*>start\\(\\);</script>\\s*</body>`));
    // What takeover.js needs to keep early clicks and the language switch's choice on the copy.
    expect(html).toContain(`data-early-input="${PRERENDER.earlyInputGlobal}" data-remember-attribute="${PRERENDER.rememberLocaleAttribute}"`);
    expect(html).toContain(`data-locale-cookie="${LOCALE_COOKIE}=LOCALE; path=/; max-age=31536000; samesite=lax"`);
    // Without a snapshot the shell's own scripts stay as built.
    expect(pageDocument(shell, head, { takeover: 'start();' })).toContain('<script type="module" crossorigin src="/assets/entry-Ab12Cd34.js"></script>');
  });
});
