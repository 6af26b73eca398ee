/**
 * The images checked against the repository, since they cannot be built here: what they copy
 * exists and is not left out by .dockerignore, the commands they run name real scripts, projects
 * and build outputs, bases are pinned, final stages run unprivileged with a health check.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { copyParts, finalStage, instructionsOf, parseDockerfile } from './support-docker/dockerfile.js';
import { APPS, ROOT, rootPackage, sourceOfBuilt } from './support-docker/repository.js';
import { dockerignore } from './support-docker/dockerignore.js';
import { API_ENV, OBSERVER_ENV, undocumentedApiReads } from './support/env-names.js';

const DOCKER = path.join(ROOT, 'infra/docker');
const workspaces = new Map(
  rootPackage.workspaces.map((dir) => [dir, JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> }]),
);
const ignored = dockerignore(path.join(ROOT, '.dockerignore'));

/** Each image as built: the API once, the observer once, the static image once per APP (its ARG substituted). `job`: runs to its end, no server. */
const images: { label: string; file: string; args: Record<string, string>; job?: boolean }[] = [
  { label: 'api', file: 'api.Dockerfile', args: {} },
  { label: 'observer', file: 'observer.Dockerfile', args: {}, job: true },
  ...APPS.map((app) => ({ label: `static APP=${app}`, file: 'static.Dockerfile', args: { APP: app } })),
];
const expand = (text: string, args: Record<string, string>) => text.replace(/\$\{?([A-Z_]+)\}?/g, (all, name: string) => args[name] ?? all);

test('every Dockerfile in infra/docker is one of these images', () => {
  expect(readdirSync(DOCKER).filter((f) => f.endsWith('Dockerfile')).sort()).toEqual([...new Set(images.map((i) => i.file))].sort());
});

describe.each(images)('$label image', ({ file, args, job = false }) => {
  const dockerfile = parseDockerfile(path.join(DOCKER, file));
  const stageNames = dockerfile.stages.map((s) => s.name);

  it('copies from the build context only what exists and .dockerignore keeps', () => {
    const copies = dockerfile.stages.flatMap((s) => instructionsOf(s, 'COPY')).map((i) => copyParts(i.args)).filter((c) => c.from === null);
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      for (const source of copy.sources.map((s) => expand(s, args))) {
        expect({ source, exists: existsSync(path.join(ROOT, source)) }).toEqual({ source, exists: true });
        expect({ source, ignored: ignored(source) }).toEqual({ source, ignored: false });
      }
    }
  });

  it('copies from stages that exist', () => {
    for (const copy of dockerfile.stages.flatMap((s) => instructionsOf(s, 'COPY')).map((i) => copyParts(i.args))) {
      if (copy.from !== null) expect(stageNames).toContain(copy.from);
    }
  });

  it('starts from a base pinned by exact tag and digest', () => {
    for (const stage of dockerfile.stages) {
      if (stageNames.includes(stage.from)) continue;
      const image = stage.from.replace(/^\$\{(\w+)\}$/, (_all, name: string) => dockerfile.globalArgs[name] ?? '');
      expect(image).toMatch(/^node:\d+\.\d+\.\d+-bookworm-slim@sha256:[0-9a-f]{64}$/);
    }
  });

  it('installs with npm ci after copying the manifest of every workspace', () => {
    const build = dockerfile.stages[0]!;
    const ciAt = build.instructions.findIndex((i) => i.keyword === 'RUN' && /\bnpm ci\b/.test(i.args));
    expect(ciAt).toBeGreaterThan(0);
    const copiedBefore = build.instructions.slice(0, ciAt).filter((i) => i.keyword === 'COPY').flatMap((i) => copyParts(i.args).sources);
    expect(copiedBefore).toEqual(expect.arrayContaining(['package.json', 'package-lock.json', ...[...workspaces.keys()].map((dir) => `${dir}/package.json`)]));
  });

  it('runs nx targets, npm workspaces and node files that exist', () => {
    const runs = dockerfile.stages.flatMap((s) => instructionsOf(s, 'RUN')).map((i) => expand(i.args, args));
    const projects = new Map([...workspaces.values()].map((p) => [p.name, p]));
    const targets = runs.flatMap((r) => [...r.matchAll(/nx run (\S+):(\S+)/g)]);
    expect(targets.length).toBeGreaterThan(0);
    for (const [, project, target] of targets) expect({ project, target, script: projects.get(project!)?.scripts?.[target!] ?? null }).toEqual({ project, target, script: expect.any(String) });
    for (const [, dir] of runs.flatMap((r) => [...r.matchAll(/-w ([\w/.-]+)/g)])) expect([...workspaces.keys()]).toContain(dir);
    const cmd = JSON.parse(instructionsOf(finalStage(dockerfile), 'CMD')[0]!.args) as string[];
    expect(cmd[0]).toBe('node');
    const entry = cmd[1]!;
    expect(existsSync(path.join(ROOT, sourceOfBuilt(entry) ?? entry))).toBe(true);
  });

  it(job ? 'runs unprivileged, says it has no health to check (a job), and ships no sources or source maps' : 'runs unprivileged, with a health check, and ships no sources or source maps', () => {
    const final = finalStage(dockerfile);
    const user = instructionsOf(final, 'USER').at(-1)?.args ?? 'root';
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(instructionsOf(final, 'HEALTHCHECK').map((i) => /^NONE$/i.test(i.args.trim()))).toEqual([job]);
    for (const copy of instructionsOf(final, 'COPY').map((i) => copyParts(i.args))) {
      for (const source of copy.sources) expect(source).not.toMatch(/(^|\/)(src|test|e2e)(\/|$)/);
    }
    const builds = dockerfile.stages.flatMap((s) => instructionsOf(s, 'RUN')).filter((i) => /nx run/.test(i.args));
    for (const build of builds) expect(build.args).toMatch(/find .* -name '\*\.map' -delete/);
  });
});

describe('the API image', () => {
  const final = finalStage(parseDockerfile(path.join(DOCKER, 'api.Dockerfile')));
  const env = Object.fromEntries(instructionsOf(final, 'ENV').flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])));

  it('serves /api alone on 0.0.0.0:3000 and sets only variables the API reads', () => {
    expect(env).toMatchObject({ SERVE_WEB: 'false', HOST: '0.0.0.0', PORT: '3000' });
    for (const name of Object.keys(env)) expect({ name, read: API_ENV.has(name) }).toEqual({ name, read: true });
  });

  it('installs production dependencies only, for the API and the contracts', () => {
    const runs = parseDockerfile(path.join(DOCKER, 'api.Dockerfile')).stages.flatMap((s) => instructionsOf(s, 'RUN').map((i) => i.args));
    expect(runs).toContainEqual(expect.stringMatching(/npm ci --omit=dev -w services\/api -w libs\/contracts/));
  });

  it('checks health on the route the API answers', () => {
    expect(instructionsOf(final, 'HEALTHCHECK')[0]!.args).toContain('/api/health');
    expect(readFileSync(path.join(ROOT, 'libs/contracts/src/api.ts'), 'utf8')).toMatch(/health: '\/api\/health'/);
  });
});

describe('the front-end images', () => {
  const dockerfile = parseDockerfile(path.join(DOCKER, 'static.Dockerfile'));
  const instructions = dockerfile.stages.flatMap((s) => s.instructions);

  it("run @pdpl/web's server with its production dependencies, and carry none of the API's code", () => {
    expect(JSON.parse(instructionsOf(finalStage(dockerfile), 'CMD')[0]!.args)).toEqual(['node', 'libs/web/dist/bin/static-server.js']);
    expect(instructions.filter((i) => i.keyword === 'RUN').map((i) => i.args)).toContainEqual(expect.stringMatching(/npm ci --omit=dev -w libs\/web -w libs\/contracts/));
    // The API's manifest only, which npm ci needs as it needs every workspace's.
    const apiParts = instructions.filter((i) => /services\/api|@pdpl\/api/.test(i.args) && i.args !== 'services/api/package.json services/api/');
    expect(apiParts.map((i) => `${i.keyword} ${i.args}`)).toEqual([]);
  });
});

describe('the observer image', () => {
  const dockerfile = parseDockerfile(path.join(DOCKER, 'observer.Dockerfile'));
  const final = finalStage(dockerfile);
  const runs = dockerfile.stages.flatMap((s) => instructionsOf(s, 'RUN').map((i) => i.args));
  const env = Object.fromEntries(instructionsOf(final, 'ENV').flatMap((i) => [...i.args.matchAll(/(\w+)=(\S+)/g)].map((m) => [m[1], m[2]])));

  it("runs the observer's command with its production dependencies, and carries none of the API's or the front-ends' code", () => {
    expect(JSON.parse(instructionsOf(final, 'CMD')[0]!.args)).toEqual(['node', 'services/observer/dist/cli/observe.js']);
    expect(runs).toContainEqual(expect.stringMatching(/npm ci --omit=dev -w services\/observer -w libs\/contracts$/));
    const others = dockerfile.stages.flatMap((s) => s.instructions).filter((i) => /services\/api|libs\/web|libs\/ui|shell|mfe-/.test(i.args) && !/package\.json \S+\/$/.test(i.args));
    expect(others.map((i) => `${i.keyword} ${i.args}`)).toEqual([]);
  });

  it("installs Debian's Chromium in the image itself (no browser download), where CHROMIUM_PATH points", () => {
    const finalRuns = instructionsOf(final, 'RUN').map((i) => i.args);
    expect(finalRuns).toContainEqual(expect.stringMatching(/apt-get install -y --no-install-recommends chromium\b/));
    expect(runs.filter((r) => /playwright\s+install|npx playwright/.test(r))).toEqual([]);
    expect(env.CHROMIUM_PATH).toBe('/usr/bin/chromium');
  });

  it('sets only variables the observer reads, and HOME in /tmp (its emptyDir: the root filesystem is read-only)', () => {
    expect(env.HOME).toBe('/tmp');
    for (const name of Object.keys(env).filter((n) => n !== 'HOME')) expect({ name, read: OBSERVER_ENV.has(name) }).toEqual({ name, read: true });
  });
});

describe('every API variable', () => {
  it('is documented where it is read', () => {
    expect(undocumentedApiReads()).toEqual([]);
  });
});
