import { parseRuntimeConfig } from '../src/runtime-config';

const remotes = {
  mfe_marketing: '/remotes/mfe-marketing/remoteEntry.js',
  mfe_ksa: 'https://ksa.cdn.example/remoteEntry.js',
  mfe_index: '/remotes/mfe-index/remoteEntry.js',
  mfe_admin: '/remotes/mfe-admin/remoteEntry.js',
};

describe('runtime config', () => {
  it('keeps every remote URL and trims a trailing slash from the API base', () => {
    const cfg = parseRuntimeConfig({ apiBaseUrl: 'https://api.example/', analyticsId: 'G-TEST', remotes });
    expect(cfg).toEqual({ apiBaseUrl: 'https://api.example', analyticsId: 'G-TEST', remotes });
  });

  it('treats an empty analytics id as none, so nothing is sent', () => {
    expect(parseRuntimeConfig({ apiBaseUrl: '', analyticsId: '', remotes }).analyticsId).toBeNull();
  });

  it('names the remote whose URL is missing', () => {
    const { mfe_index: _omitted, ...partial } = remotes;
    void _omitted;
    expect(() => parseRuntimeConfig({ remotes: partial })).toThrow('Runtime config lacks the entry URL of remote "mfe_index"');
  });

  it('rejects a config that is not an object', () => {
    expect(() => parseRuntimeConfig('nope')).toThrow('Runtime config must be a JSON object');
  });
});
