/**
 * renovate.json keeps the pinned versions pinned and finds every image: npm updates as exact
 * versions, images by tag and digest, and every file naming an image is one Renovate reads by its
 * default file patterns (the Dockerfiles' ARG NODE_IMAGE, the compose files, CI's containers).
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');
const config = JSON.parse(readFileSync(path.join(ROOT, 'renovate.json'), 'utf8')) as {
  extends: string[];
  rangeStrategy?: string;
  packageRules: { matchDepTypes?: string[]; enabled?: boolean }[];
};

/** Renovate's default managerFilePatterns for these managers (docs.renovatebot.com/modules/manager). */
const DOCKERFILE = [/(^|\/|\.)([Dd]ocker|[Cc]ontainer)file$/, /(^|\/)([Dd]ocker|[Cc]ontainer)file[^/]*$/];
const COMPOSE = [/(^|\/)(?:docker-)?compose[^/]*\.ya?ml$/];
const WORKFLOWS = [/(^|\/)(workflow-templates|\.(?:github|gitea|forgejo)\/(?:workflows|actions))\/.+\.ya?ml$/];
const found = (patterns: RegExp[], file: string) => patterns.some((p) => p.test(file));

/** An image reference as the repository writes it: name:tag@sha256:digest. */
const PINNED = /^[\w./-]+:[\w.-]+@sha256:[0-9a-f]{64}$/;

test('npm dependencies stay exact versions and images get digests', () => {
  expect(config.rangeStrategy).toBe('pin');
  expect(config.extends).toEqual(expect.arrayContaining(['config:recommended', 'docker:pinDigests']));
  // engines.node is the project's Node decision, changed by hand with the README and the images.
  expect(config.packageRules).toEqual(expect.arrayContaining([expect.objectContaining({ matchDepTypes: ['engines'], enabled: false })]));
});

test('every package.json pins exact versions, so Renovate has nothing to pin first', () => {
  const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[] };
  const manifests = ['.', ...pkg.workspaces].map((dir) => ({ dir, manifest: JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as Record<string, unknown> }));
  // The workspaces' own packages (@pdpl/...) are linked, never fetched: their ranges are not versions.
  const own = new Set(manifests.map(({ manifest }) => manifest.name));
  const ranged = manifests.flatMap(({ dir, manifest }) =>
    ['dependencies', 'devDependencies', 'optionalDependencies'].flatMap((field) =>
      Object.entries((manifest[field] ?? {}) as Record<string, string>)
        .filter(([name, spec]) => !own.has(name) && !/^\d+\.\d+\.\d+(-[\w.]+)?$/.test(spec))
        .map(([name, spec]) => `${dir}: ${name}@${spec}`),
    ),
  );
  expect(ranged).toEqual([]);
});

test('Renovate finds the images: the Dockerfiles and compose files by name, each image pinned by digest', () => {
  const dockerfiles = readdirSync(path.join(ROOT, 'infra', 'docker')).filter((f) => f.endsWith('Dockerfile'));
  expect(dockerfiles.length).toBeGreaterThan(0);
  expect(dockerfiles.filter((f) => !found(DOCKERFILE, `infra/docker/${f}`))).toEqual([]);
  const composeFiles = readdirSync(path.join(ROOT, 'infra')).filter((f) => /compose.*\.ya?ml$/.test(f));
  expect(composeFiles.filter((f) => !found(COMPOSE, `infra/${f}`))).toEqual([]);

  const images = [
    ...dockerfiles.flatMap((f) => [...readFileSync(path.join(ROOT, 'infra', 'docker', f), 'utf8').matchAll(/^ARG \w*IMAGE=(\S+)$/gm)].map((m) => m[1]!)),
    ...composeFiles.flatMap((f) => [...readFileSync(path.join(ROOT, 'infra', f), 'utf8').matchAll(/^\s+image: ([^\s$]+)$/gm)].map((m) => m[1]!)),
  ];
  expect(images.length).toBeGreaterThan(0);
  expect(images.filter((image) => !PINNED.test(image))).toEqual([]);
});

test('the CI workflows are where Renovate looks for them', () => {
  const workflows = readdirSync(path.join(ROOT, '.github', 'workflows')).filter((f) => /\.ya?ml$/.test(f));
  expect(workflows.filter((f) => !found(WORKFLOWS, `.github/workflows/${f}`))).toEqual([]);
});
