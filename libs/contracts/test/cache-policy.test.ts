import { cacheControlFor, PAGE_MANIFEST_FILE, RUNTIME_CONFIG_PATH } from '../src/index.js';

it('revalidates the entries, the page manifest, the runtime config and HTML; caches hashed assets forever', () => {
  expect(cacheControlFor(PAGE_MANIFEST_FILE)).toBe('no-cache');
  expect(cacheControlFor(RUNTIME_CONFIG_PATH.slice(1))).toBe('no-cache');
  expect(cacheControlFor('remoteEntry.js')).toBe('no-cache');
  expect(cacheControlFor('mf-manifest.json')).toBe('no-cache');
  expect(cacheControlFor('index.html')).toBe('no-cache');
  expect(cacheControlFor('assets/index-B1a_c9dE.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('assets\\index-B1a_c9dE.js')).toBe('public, max-age=31536000, immutable');
  expect(cacheControlFor('assets/logo.svg')).toBeNull();
  expect(cacheControlFor('favicon.svg')).toBeNull();
});
