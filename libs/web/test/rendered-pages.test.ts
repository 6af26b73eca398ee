/**
 * Pages rendered by the builds, set into the shell's frame: the page goes into the frame's slot,
 * an Arabic page's links lead to the Arabic twins, the language switch to the same page in the other
 * language, and the frame's CSS comes first with the page's rules not already there. A remote's
 * rendered pages are read from its dist or fetched from its origin, once per build; the index's pages
 * (renderedWithData) come from the render queue's store, when rendered from the build and the
 * published data they show now.
 */
import { chromeVariant, INDEX_ROUTES, OTHER_LANGUAGE_HREF, PAGE_SLOT, REMOTE_BASE, remoteBaseOf, renderedChromeFile, renderedRuleNames, renderedPageFile, type RenderedFragment, type RemoteName } from '@pdpl/contracts';
import { readFile } from 'node:fs/promises';
import { createPageCatalog } from '../src/page-catalog.js';
import { renderedPageSource, splicePage } from '../src/rendered-pages.js';
import type { RenderedPages } from '../src/page-renders/rendered-pages.js';
import { knownIndexOf } from '../src/published-index.js';
import { silentLogger } from './support/logger.js';
import { localRemotes } from './support/manifests.js';
import { startStandIn } from './support/stand-in.js';
import { createWebRoot, manifestPage, type WebRoot } from './support/web-root.js';

const frame = (label: string): RenderedFragment => ({
  html: `<header>${label}<a href="/">Home</a><a href="/contact#form">Contact</a><a href="/auth">Staff</a><a href="${OTHER_LANGUAGE_HREF}">switch</a></header><main>${PAGE_SLOT}</main>`,
  styles: [
    ['layers', '@layer reset,base;'],
    ['header', '.css-header{position:fixed}'],
  ],
});
const content = (label: string): RenderedFragment => ({
  html: `<h1>${label}</h1><a href="/ar/KSA">KSA</a><a href="https://example.com/x">out</a>`,
  styles: [
    ['layers', '@layer reset,base;'],
    ['h1', '.css-h1{font-size:2rem}'],
  ],
});
const pages = [manifestPage('/', './HomePage'), manifestPage('/contact', './ContactPage'), manifestPage('/KSA', './KsaPage'), manifestPage('/auth', './AuthPage', { prerender: false })].map((page) => ({ ...page, remote: 'mfe_marketing' as const }));

describe('splicing a rendered page into the frame', () => {
  it('puts the page in the slot, the switch to the English page, and the Arabic twins in the links of an Arabic page', () => {
    const { html } = splicePage(frame('frame'), content('page'), { pagePath: '/ar/contact', pages, remoteBase: '/remotes/mfe-marketing/' });
    expect(html).toBe(
      '<header>frame<a href="/ar">Home</a><a href="/ar/contact#form">Contact</a><a href="/auth">Staff</a><a href="/contact">switch</a></header>' +
        '<main><div id="page-root"><h1>page</h1><a href="/ar/KSA">KSA</a><a href="https://example.com/x">out</a></div></main>',
    );
  });

  it('leaves an English page’s links as they are and switches to the Arabic page', () => {
    const { html } = splicePage(frame('frame'), content('page'), { pagePath: '/', pages, remoteBase: '/remotes/mfe-marketing/' });
    expect(html).toContain('<a href="/">Home</a><a href="/contact#form">Contact</a><a href="/auth">Staff</a><a href="/ar">switch</a>');
  });

  it('points the page’s own files (its pictures, in markup and rules) at where its remote is deployed', () => {
    const picture: RenderedFragment = {
      html: `<main><img src="${REMOTE_BASE}assets/cover.webp" alt="Cover"/></main>`,
      styles: [['bg', `.css-bg{background:url(${REMOTE_BASE}assets/bg.svg)}`]],
    };
    const onCdn = splicePage(frame('frame'), picture, { pagePath: '/', pages, remoteBase: 'https://cdn.example/mfe-marketing/' });
    expect(onCdn.html).toContain('<img src="https://cdn.example/mfe-marketing/assets/cover.webp" alt="Cover"/>');
    expect(onCdn.css).toContain('.css-bg{background:url(https://cdn.example/mfe-marketing/assets/bg.svg)}');
    expect(onCdn.html + onCdn.css).not.toContain(REMOTE_BASE);
  });

  it('keeps each rule once, the frame’s first', () => {
    expect(splicePage(frame('frame'), content('page'), { pagePath: '/', pages, remoteBase: '/remotes/mfe-marketing/' }).css).toBe('@layer reset,base;.css-header{position:fixed}.css-h1{font-size:2rem}');
  });
});

describe('the rendered pages a server sends', () => {
  let webRoot: WebRoot;
  /** The index's pages as the queue stored them (a page missing: not rendered, or its data not public). */
  let rendered: Map<string, RenderedFragment>;
  const dataPagesAsked: string[] = [];
  const index = knownIndexOf({ editions: [{ month: '2026-10', publishedAt: '2026-11-01T08:00:00.000Z', companyIds: ['acme-co'] }] });
  const stored: Pick<RenderedPages, 'fragment'> = {
    async fragment(pagePath, expected) {
      dataPagesAsked.push(pagePath);
      // Only what was rendered from the build and data the page shows now.
      return expected.dataKey === index.renderKeys.current && expected.build !== '' ? (rendered.get(pagePath) ?? null) : null;
    },
  };
  const dataPages = { pages: stored, index: { current: async () => index } };

  async function deployShell() {
    for (const locale of ['en', 'ar'] as const) {
      await webRoot.put(`shell/dist/${renderedChromeFile(locale, chromeVariant('/KSA'))}`, JSON.stringify(frame(`frame-${locale}`)));
      // The index's pages may have a frame of their own (another menu): written after, it wins if they share one.
      await webRoot.put(`shell/dist/${renderedChromeFile(locale, chromeVariant(INDEX_ROUTES.list))}`, JSON.stringify(frame(`index-frame-${locale}`)));
    }
  }

  async function deployKsa(build: string, label: string, root = webRoot) {
    await root.deploy('mfe-ksa', { remote: 'mfe_ksa', pages: [manifestPage('/KSA', './KsaPage', { rendered: ['en', 'ar'] })] }, build);
    await root.put(`mfe-ksa/dist/${renderedPageFile('/KSA')}`, JSON.stringify(content(`${label}-en`)));
    await root.put(`mfe-ksa/dist/${renderedPageFile('/ar/KSA')}`, JSON.stringify(content(`${label}-ar`)));
  }

  beforeEach(async () => {
    dataPagesAsked.length = 0;
    rendered = new Map();
    webRoot = await createWebRoot('pdpl-rendered');
    await deployShell();
    await deployKsa('k1', 'ksa1');
    await webRoot.deploy('mfe-index', {
      remote: 'mfe_index',
      pages: [manifestPage(INDEX_ROUTES.list, './IndexPage', { renderedWithData: true }), manifestPage(INDEX_ROUTES.report, './CompanyReportPage', { renderedWithData: true }), manifestPage(INDEX_ROUTES.methodology, './MethodologyPage')],
    });
    await webRoot.deploy('mfe-marketing', { remote: 'mfe_marketing', pages: [manifestPage('/', './HomePage')] });
  });
  afterEach(() => webRoot.remove());

  const sourceFor = (remotes: Record<RemoteName, string>, refreshMs: number, withData: typeof dataPages | null = dataPages) =>
    renderedPageSource({
      catalog: createPageCatalog({ localRoot: webRoot.dir, runtime: { apiBaseUrl: '', analyticsId: null, remotes } }, silentLogger, refreshMs),
      shellDist: `${webRoot.dir}/shell/dist`,
      indexPages: withData,
      remoteBase: (remote) => remoteBaseOf(remotes[remote]),
      logger: silentLogger,
    });

  it('sets a remote’s page, read from its dist, into the frame of its language, with the page’s own metadata', async () => {
    const arabic = await sourceFor(localRemotes, 60_000).forPath('/ar/KSA', 'shell-1');
    expect(arabic?.html).toBe(
      '<header>frame-ar<a href="/ar">Home</a><a href="/contact#form">Contact</a><a href="/auth">Staff</a><a href="/KSA">switch</a></header><main><div id="page-root"><h1>ksa1-ar</h1><a href="/ar/KSA">KSA</a><a href="https://example.com/x">out</a></div></main>',
    );
    expect(arabic?.title).toBe('KsaPage | ميزان');
    expect((await sourceFor(localRemotes, 60_000).forPath('/KSA', 'shell-1'))?.title).toBe('KsaPage | Mizan');
    expect(dataPagesAsked).toEqual([]);
  });

  it('gives a page the metadata it sets itself (an article’s title) over its declared one', async () => {
    await webRoot.put(`mfe-ksa/dist/${renderedPageFile('/KSA')}`, JSON.stringify({ ...content('article'), meta: { title: 'An article | Mizan Blog' } }));
    const page = await sourceFor(localRemotes, 60_000).forPath('/KSA', 'shell-1');
    expect(page).toMatchObject({ title: 'An article | Mizan Blog', description: 'About /KSA.' });
  });

  it('reads a redeployed remote’s new page', async () => {
    const source = sourceFor(localRemotes, 0);
    expect((await source.forPath('/KSA', 'shell-1'))?.html).toContain('<h1>ksa1-en</h1>');
    await deployKsa('k2', 'ksa2');
    expect((await source.forPath('/KSA', 'shell-1'))?.html).toContain('<h1>ksa2-en</h1>');
  });

  it('sets an index page, as the render queue stored it, into the frame of its language, with the page’s own title', async () => {
    const report = `${INDEX_ROUTES.list}/acme-co`;
    rendered.set(`/ar${report}`, { ...content('acme-ar'), meta: { title: 'Acme Co | مؤشر' } });
    const page = await sourceFor(localRemotes, 60_000).forPath(`/ar${report}`, 'shell-1');
    expect(page?.html).toBe(
      `<header>index-frame-ar<a href="/ar">Home</a><a href="/contact#form">Contact</a><a href="/auth">Staff</a><a href="${report}">switch</a></header><main><div id="page-root"><h1>acme-ar</h1><a href="/ar/KSA">KSA</a><a href="https://example.com/x">out</a></div></main>`,
    );
    expect(page).toMatchObject({ title: 'Acme Co | مؤشر', description: `عن ${INDEX_ROUTES.report}.`, css: '@layer reset,base;.css-header{position:fixed}.css-h1{font-size:2rem}' });
    // Each rule once, the app's style cache knowing them all from the CSS.
    expect(renderedRuleNames(page!.css)).toEqual(['header', 'h1']);
    expect(dataPagesAsked).toEqual([`/ar${report}`]);
  });

  it('sends an index page plain while it has no render (not rendered yet, or its data not public), and never asks for a page without data', async () => {
    const source = sourceFor(localRemotes, 60_000);
    expect(await source.forPath(INDEX_ROUTES.list, 'shell-1')).toBeNull();
    expect(await source.forPath(INDEX_ROUTES.methodology, 'shell-1')).toBeNull();
    expect(dataPagesAsked).toEqual([INDEX_ROUTES.list]);
    rendered.set(INDEX_ROUTES.list, content('list'));
    expect(await sourceFor(localRemotes, 60_000, null).forPath(INDEX_ROUTES.list, 'shell-1')).toBeNull();
    expect((await source.forPath(INDEX_ROUTES.list, 'shell-1'))?.title).toBe('IndexPage | Mizan');
  });

  it('fetches the pages of a remote on its own origin once per build', async () => {
    const origin = await createWebRoot('pdpl-rendered-origin');
    await deployKsa('k1', 'remote', origin);
    const remote = await startStandIn((req, res) => {
      readFile(`${origin.dir}/mfe-ksa/dist${req.url}`).then(
        (body) => res.writeHead(200).end(body),
        () => res.writeHead(404).end(),
      );
    });
    try {
      const remotes = { ...localRemotes, mfe_ksa: `${remote.url}/remoteEntry.js` };
      const source = sourceFor(remotes, 60_000);
      expect((await source.forPath('/ar/KSA', 'shell-1'))?.html).toContain('<h1>remote-ar</h1>');
      expect((await source.forPath('/ar/KSA', 'shell-1'))?.html).toContain('<h1>remote-ar</h1>');
      expect(remote.asked.filter((url) => url.startsWith('/rendered/'))).toEqual([`/${renderedPageFile('/ar/KSA')}`]);
    } finally {
      await remote.close();
      await origin.remove();
    }
  });

  it('sends the page plain when its rendered copy cannot be read', async () => {
    await webRoot.put(`mfe-ksa/dist/${renderedPageFile('/KSA')}`, 'not json');
    expect(await sourceFor(localRemotes, 60_000).forPath('/KSA', 'shell-1')).toBeNull();
  });
});
