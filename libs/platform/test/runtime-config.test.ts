import { parseRuntimeConfig } from '../src/runtime-config';

const remotes = {
  mfe_marketing: '/remotes/mfe-marketing/remoteEntry.js',
  mfe_ksa: 'https://ksa.cdn.example/remoteEntry.js',
  mfe_index: '/remotes/mfe-index/remoteEntry.js',
  mfe_admin: '/remotes/mfe-admin/remoteEntry.js',
};

const pages = [
  { remote: 'mfe_index', path: '/PDPLComplianceIndex', module: './IndexPage', title: 'Index | Mizan', description: 'd', keywords: 'k', access: 'public', prerender: true, localized: { ar: { title: 'المؤشر | ميزان', description: 'و', keywords: 'ك' } } },
];

describe('runtime config', () => {
  it('keeps every remote URL and trims a trailing slash from the API base', () => {
    const cfg = parseRuntimeConfig({ apiBaseUrl: 'https://api.example/', analyticsId: 'G-TEST', remotes, pages });
    expect(cfg).toEqual({ apiBaseUrl: 'https://api.example', analyticsId: 'G-TEST', remotes, pages });
  });

  it('treats an empty analytics id as none, so nothing is sent', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '', analyticsId: '', remotes, pages }).analyticsId).toBeNull();
  });

  it('names the remote whose URL is missing', () => {
    const { mfe_index: _omitted, ...partial } = remotes;
    void _omitted;
    expect(() => parseRuntimeConfig({ remotes: partial })).toThrow('Runtime config lacks the entry URL of remote "mfe_index"');
  });

  it('refuses pages the shell could not route, naming what is wrong', () => {
    expect(() => parseRuntimeConfig({ remotes })).toThrow('Runtime config has no "pages" list');
    const { title: _title, ...untitled } = pages[0]!;
    void _title;
    expect(() => parseRuntimeConfig({ remotes, pages: [untitled] })).toThrow('The page manifest of mfe_index is invalid: page 1 has no title');
  });

  it('rejects a config that is not an object', () => {
    expect(() => parseRuntimeConfig('nope')).toThrow('Runtime config must be a JSON object');
  });
});
