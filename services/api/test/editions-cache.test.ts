/** The index read cache: a publication on another instance is noticed by a version check, at most once per interval. */
import { createReadCache, indexDataChanged } from '../src/modules/index/read-cache.js';

function setup() {
  let now = 0;
  let version = 1;
  let loads = 0;
  const versionChecks = jest.fn(async () => version);
  const cache = createReadCache({ ttlMs: 60_000, version: versionChecks, versionCheckMs: 2000, now: () => now });
  const read = () => cache('list', async () => (loads += 1));
  return {
    read,
    versionChecks,
    advance: (ms: number) => (now += ms),
    publishElsewhere: () => (version += 1),
  };
}

it('keeps a read for its lifetime while the version stays, checking it once per interval', async () => {
  const c = setup();
  expect([await c.read(), await c.read()]).toEqual([1, 1]);
  c.advance(1999);
  expect(await c.read()).toBe(1);
  expect(c.versionChecks).toHaveBeenCalledTimes(1);
  c.advance(1);
  expect(await c.read()).toBe(1);
  expect(c.versionChecks).toHaveBeenCalledTimes(2);
});

it('drops every entry once another instance has published, within the check interval', async () => {
  const c = setup();
  await c.read();
  c.publishElsewhere();
  expect(await c.read()).toBe(1); // not yet checked: still the old read
  c.advance(2000);
  expect(await c.read()).toBe(2);
});

it('drops every entry at once when this process publishes', async () => {
  const c = setup();
  await c.read();
  indexDataChanged();
  expect(await c.read()).toBe(2);
});
