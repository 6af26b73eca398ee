/**
 * One Node version story (issue 41): the root package.json's `engines.node` is the oldest Node the
 * project says it runs on (the README, .nvmrc, the images' NODE_IMAGE and CI's Node name the same),
 * so every package the site runs with must accept it. npm only warns about a dependency's
 * `engines`, so this reads package-lock.json: a package that is not dev-only (no `dev: true`) whose
 * `engines.node` excludes the minimum of the root range fails here, each named with its version and
 * range. Development tools (`dev: true`) are held to the same rule.
 * The choice, its end of life and what comes next: docs/architecture-decisions.md, issue 41.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// semver 7 (in the lockfile through jest, nx and typescript-eslint; a root devDependency) has no typings here.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const semver = require('semver') as {
  minVersion(range: string): { version: string } | null;
  satisfies(version: string, range: string): boolean;
  validRange(range: string): string | null;
};

const ROOT = path.resolve(__dirname, '../..');
const read = (file: string) => JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')) as Record<string, unknown>;

type LockEntry = { name?: string; version?: string; dev?: boolean; link?: boolean; engines?: unknown };
const lock = read('package-lock.json') as { packages: Record<string, LockEntry> };
const root = read('package.json') as { engines?: { node?: string } };

const rootRange = root.engines?.node ?? '';
const minimum = semver.validRange(rootRange) ? semver.minVersion(rootRange)?.version : undefined;

/** A dependency's name from its lockfile key (`node_modules/a/node_modules/@b/c` is `@b/c`); a workspace's is its folder. */
const nameOf = (key: string, entry: LockEntry) =>
  key.includes('node_modules/') ? key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length) : (entry.name ?? key);

/** The `engines.node` of an entry: npm copies the package's own; old packages wrote an array (`["node >= 0.8"]`). */
function nodeRange(engines: unknown): string | undefined {
  if (Array.isArray(engines)) {
    const node = engines.find((e): e is string => typeof e === 'string' && /^node\b/.test(e));
    return node?.replace(/^node\s*/, '');
  }
  if (engines && typeof engines === 'object') {
    const node = (engines as Record<string, unknown>).node;
    return typeof node === 'string' ? node : undefined;
  }
  return undefined;
}

/** Every package of the lockfile (workspaces included, the root and links left out) with an engines.node range. */
const packages = Object.entries(lock.packages)
  .filter(([key, entry]) => key !== '' && !entry.link)
  .map(([key, entry]) => ({ key, name: nameOf(key, entry), version: entry.version ?? '', dev: entry.dev === true, range: nodeRange(entry.engines) }))
  .filter((p): p is typeof p & { range: string } => p.range !== undefined && p.range.trim() !== '');

/** The packages whose range leaves out the project's minimum, as `name@version (engines.node "range")`. */
function excluding(list: typeof packages): string[] {
  return list
    .filter((p) => !semver.validRange(p.range) || !semver.satisfies(minimum!, p.range))
    .map((p) => `${p.name}@${p.version} (engines.node "${p.range}"${semver.validRange(p.range) ? '' : ': not a valid range'}; ${p.key})`)
    .sort();
}

test('the root package.json declares a Node minimum', () => {
  expect(rootRange).not.toBe('');
  expect(minimum).toBeDefined();
  // The reading of the lockfile found the ranges it is meant to check.
  expect(packages.filter((p) => !p.dev).length).toBeGreaterThan(50);
});

test("every run-time dependency supports the project's minimum Node", () => {
  // Fails with the list of every offender: downgrade it to a version that supports the minimum, or
  // move the project's Node (engines, .nvmrc, the images, CI, README) in one change.
  expect({ minimum: `${rootRange} (${minimum})`, excluding: excluding(packages.filter((p) => !p.dev)) }).toEqual({
    minimum: `${rootRange} (${minimum})`,
    excluding: [],
  });
});

test("every development tool supports the project's minimum Node too", () => {
  // Development tools run on the same machines (CI's container, a contributor's Node 20): the same rule.
  expect({ minimum: `${rootRange} (${minimum})`, excluding: excluding(packages.filter((p) => p.dev)) }).toEqual({
    minimum: `${rootRange} (${minimum})`,
    excluding: [],
  });
});

test('the README, .nvmrc, the images, CI and @types/node name the Node of engines', () => {
  const [major, minor] = (minimum ?? '').split('.');
  const stated = `${major}.${minor}`;
  const text = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');
  const versionOf = (tag: string) => tag.split('-')[0]!;
  const problems: string[] = [];

  if (text('.nvmrc').trim() !== stated) problems.push(`.nvmrc: "${text('.nvmrc').trim()}", not ${stated}`);
  if (!text('README.md').includes(`Node.js ${stated}+`)) problems.push(`README.md: no "Node.js ${stated}+"`);

  // The images: every Dockerfile's node base image runs a Node engines accepts, of the same major.
  const dockerDir = path.join(ROOT, 'infra', 'docker');
  const dockerfiles = readdirSync(dockerDir).filter((f) => f.endsWith('Dockerfile'));
  const images = dockerfiles.flatMap((f) => [...text(`infra/docker/${f}`).matchAll(/^ARG NODE_IMAGE=node:([\w.-]+)@/gm)].map((m) => ({ file: f, version: versionOf(m[1]!) })));
  if (images.length !== dockerfiles.length) problems.push(`infra/docker: ${dockerfiles.length} Dockerfiles, ${images.length} ARG NODE_IMAGE=node:<tag>@<digest>`);
  for (const { file, version } of images)
    if (!semver.satisfies(`${version}${version.split('.').length === 3 ? '' : '.0'}`, rootRange) || version.split('.')[0] !== major)
      problems.push(`infra/docker/${file}: node:${version}`);

  // CI: containers named by their Node version, and actions/setup-node reading .nvmrc.
  const workflowDir = path.join(ROOT, '.github', 'workflows');
  for (const file of readdirSync(workflowDir).filter((f) => /\.ya?ml$/.test(f))) {
    const workflow = text(`.github/workflows/${file}`);
    for (const m of workflow.matchAll(/container:\s*(?:\{\s*image:\s*)?["']?node:([\w.-]+)/g)) {
      const version = versionOf(m[1]!);
      if (version.split('.').slice(0, 2).join('.') !== stated) problems.push(`.github/workflows/${file}: container node:${m[1]}`);
    }
    const setupNode = workflow.match(/uses: actions\/setup-node@/g)?.length ?? 0;
    const fromNvmrc = workflow.match(/node-version-file: \.nvmrc\b/g)?.length ?? 0;
    if (setupNode !== fromNvmrc || /node-version:/.test(workflow)) problems.push(`.github/workflows/${file}: actions/setup-node without node-version-file: .nvmrc`);
  }

  // @types/node describes the Node the code runs on (Renovate moves it with the images).
  const typesNode = (read('package.json') as { devDependencies?: Record<string, string> }).devDependencies?.['@types/node'] ?? '';
  if (typesNode.split('.')[0] !== major) problems.push(`package.json: @types/node ${typesNode}`);

  expect(problems).toEqual([]);
});
