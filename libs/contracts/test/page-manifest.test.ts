import { exposesOf, mergePageManifests, pageManifestOf, parsePageManifest, parseRoutedPages, type PageDeclaration } from '../src/index.js';

const page = (path: string, component: PageDeclaration['component']): PageDeclaration => ({
  path,
  component,
  title: `${path} | Mizan`,
  description: 'What the page holds.',
  keywords: 'PDPL',
  access: 'public',
  prerender: true,
  localized: { ar: { title: `${path} | ميزان`, description: 'ما تحويه الصفحة.', keywords: 'نظام حماية البيانات الشخصية' } },
});

describe('a remote’s page declarations', () => {
  it('expose each component once, under its file name, and publish the module the shell loads', () => {
    const pages = [page('/blog/a', './src/pages/article/ArticlePage.tsx'), page('/blog/b', './src/pages/article/ArticlePage.tsx'), page('/blog', './src/pages/blog/BlogPage.tsx')];
    expect(exposesOf(pages)).toEqual({ './ArticlePage': './src/pages/article/ArticlePage.tsx', './BlogPage': './src/pages/blog/BlogPage.tsx' });
    const manifest = pageManifestOf('mfe_marketing', pages);
    expect(manifest.pages.map((p) => [p.path, p.module])).toEqual([['/blog/a', './ArticlePage'], ['/blog/b', './ArticlePage'], ['/blog', './BlogPage']]);
    expect(manifest.pages[0]).not.toHaveProperty('component');
  });

  it('refuse two components that would be exposed under one name', () => {
    expect(() => exposesOf([page('/a', './src/a/Page.tsx'), page('/b', './src/b/Page.tsx')])).toThrow('./src/b/Page.tsx and ./src/a/Page.tsx would both be exposed as ./Page');
  });

  it('refuse one path declared twice', () => {
    expect(() => pageManifestOf('mfe_ksa', [page('/KSA', './src/A.tsx'), page('/KSA', './src/B.tsx')])).toThrow("page 2's path /KSA is declared twice");
  });
});

describe('a public page', () => {
  it('must carry its Arabic title, description and keywords (it exists under /ar too); a staff page need not', () => {
    const { localized: _arabic, ...english } = page('/KSA', './src/KsaPage.tsx');
    expect(() => pageManifestOf('mfe_ksa', [english])).toThrow(
      'The page manifest of mfe_ksa is invalid: page 1 is public but has no Arabic title (localized.ar.title); page 1 is public but has no Arabic description (localized.ar.description); page 1 is public but has no Arabic keywords (localized.ar.keywords)',
    );
    expect(pageManifestOf('mfe_admin', [{ ...english, path: '/staff', access: { roles: ['admin'] }, prerender: false }]).pages[0]).not.toHaveProperty('localized');
  });
});

describe('reading a manifest published by a remote', () => {
  const valid = pageManifestOf('mfe_index', [page('/PDPLComplianceIndex', './src/IndexPage.tsx')]);

  it('lists every missing or wrong field in one message', () => {
    const broken = { remote: 'mfe_index', pages: [{ path: 'PDPLComplianceIndex', module: 'IndexPage', description: 'd', keywords: 'k', access: 'everyone' }] };
    expect(() => parsePageManifest(broken, 'mfe_index')).toThrow(
      "The page manifest of mfe_index is invalid: page 1 has no title; page 1's path PDPLComplianceIndex does not start with /; page 1's module IndexPage is not like ./PageName; page 1 has no access ('public' or { roles: [...] }); page 1 has no prerender (true or false)",
    );
  });

  it('refuses a manifest of another remote, one without pages, and one that is not an object', () => {
    expect(() => parsePageManifest(valid, 'mfe_ksa')).toThrow('The page manifest of mfe_ksa names remote "mfe_index" instead');
    expect(() => parsePageManifest({ remote: 'mfe_index', pages: [] }, 'mfe_index')).toThrow('The page manifest of mfe_index lists no pages');
    expect(() => parsePageManifest('pages', 'mfe_index')).toThrow('The page manifest of mfe_index is not a JSON object');
  });

  it('accepts staff roles and refuses unknown ones', () => {
    const staff = { ...valid.pages[0], access: { roles: ['analyst', 'admin'] } };
    expect(parsePageManifest({ remote: 'mfe_index', pages: [staff] }, 'mfe_index').pages[0]!.access).toEqual({ roles: ['analyst', 'admin'] });
    expect(() => parsePageManifest({ remote: 'mfe_index', pages: [{ ...staff, access: { roles: ['root'] } }] }, 'mfe_index')).toThrow('page 1 has no access');
  });
});

describe('merging the remotes’ manifests', () => {
  const marketing = pageManifestOf('mfe_marketing', [page('/', './src/HomePage.tsx'), page('/contact', './src/ContactPage.tsx')]);
  const ksa = pageManifestOf('mfe_ksa', [page('/KSA', './src/KsaPage.tsx')]);

  it('routes every page to the remote that declared it', () => {
    const pages = mergePageManifests([marketing, ksa]);
    expect(pages.map((p) => [p.path, p.remote, p.module])).toEqual([
      ['/', 'mfe_marketing', './HomePage'],
      ['/contact', 'mfe_marketing', './ContactPage'],
      ['/KSA', 'mfe_ksa', './KsaPage'],
    ]);
    expect(parseRoutedPages(pages)).toEqual(pages);
  });

  it('stops on two remotes claiming one path, naming both', () => {
    const index = pageManifestOf('mfe_index', [page('/contact', './src/ContactPage.tsx'), page('/KSA', './src/Ksa.tsx')]);
    expect(() => mergePageManifests([marketing, ksa, index])).toThrow(
      'Two remotes claim one path: /contact is declared by both mfe_marketing and mfe_index; /KSA is declared by both mfe_ksa and mfe_index',
    );
  });

  it('refuses, on the shell’s side, a page of a remote it does not know', () => {
    expect(() => parseRoutedPages([{ ...ksa.pages[0], remote: 'mfe_blog' }])).toThrow('Runtime config lists a page of unknown remote "mfe_blog"');
  });
});
