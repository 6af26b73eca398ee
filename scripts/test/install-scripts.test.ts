/**
 * Nothing runs at install that we did not choose: npm 11 runs a dependency's install scripts
 * (preinstall, install, postinstall) only when allowScripts in the root package.json names the
 * package, and silently skips the others. So every package of the lockfile with an install script
 * is named there, true (run it) or false (never): a new one fails here until someone decides, and
 * a telemetry script (@scarf/scarf, brought by swagger-ui-dist) never runs.
 * Review with `npm install-scripts ls`; record with `npm install-scripts approve|deny <pkg>`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
type LockEntry = { version?: string; hasInstallScript?: boolean; link?: boolean };
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const allowScripts = (JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { allowScripts?: Record<string, unknown> }).allowScripts ?? {};

const nameOf = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
/** Dependencies' entries (workspaces, our own code, have no node_modules/ in their key). */
const dependencies = Object.entries(lock.packages)
  .filter(([key, entry]) => key.includes('node_modules/') && !entry.link)
  .map(([key, entry]) => ({ key, name: nameOf(key), version: entry.version ?? '', installScript: !!entry.hasInstallScript }));

/**
 * An allowScripts key as npm writes it: `name` (every version) or `name@1.2.3` (pinned; `||`
 * between several versions). Other ranges are not read here: name the package or its versions.
 */
function parseKey(key: string): { name: string; versions: string[] | null } {
  const at = key.indexOf('@', 1);
  if (at < 0) return { name: key, versions: null };
  return { name: key.slice(0, at), versions: key.slice(at + 1).split('||').map((v) => v.trim()) };
}
const entries = Object.entries(allowScripts).map(([key, value]) => ({ key, value, ...parseKey(key) }));
const covers = (entry: (typeof entries)[number], name: string, version: string) => entry.name === name && (entry.versions === null || entry.versions.includes(version));

test('every allowScripts entry is true or false, for a package or exact versions', () => {
  expect(entries.filter((e) => typeof e.value !== 'boolean').map((e) => e.key)).toEqual([]);
  expect(entries.filter((e) => e.versions?.some((v) => !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(v))).map((e) => e.key)).toEqual([]);
});

test('every package of the lockfile with an install script is named in allowScripts', () => {
  const withScripts = dependencies.filter((d) => d.installScript);
  expect(withScripts.length).toBeGreaterThan(0);
  const unnamed = withScripts.filter((d) => !entries.some((e) => covers(e, d.name, d.version))).map((d) => `${d.name}@${d.version} (${d.key})`);
  expect(unnamed).toEqual([]);
});

test('no allowScripts entry is left from a package the lockfile no longer holds', () => {
  expect(entries.filter((e) => !dependencies.some((d) => covers(e, d.name, d.version))).map((e) => e.key)).toEqual([]);
});

test('the install-time telemetry of @scarf/scarf never runs', () => {
  const scarf = dependencies.filter((d) => d.name === '@scarf/scarf');
  // Either no telemetry dependency at all, or every version of it denied by name.
  if (scarf.length > 0) expect(allowScripts['@scarf/scarf']).toBe(false);
  expect(entries.filter((e) => e.name === '@scarf/scarf' && e.value !== false).map((e) => e.key)).toEqual([]);
});
