/**
 * The images and compose.yaml checked against the repository, since they cannot be built here:
 * what they copy exists and is not left out by .dockerignore, the commands they run name real
 * scripts, projects and build outputs, bases are pinned, final stages run unprivileged with a
 * health check, and compose wires only variables the servers read.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { copyParts, instructionsOf, parseDockerfile, type Dockerfile, type Stage } from './support-docker/dockerfile.js';
import { dockerignore } from './support-docker/dockerignore.js';
import { API_ENV, REMOTE_ENV, SHELL_ENV, undocumentedApiReads } from './support/env-names.js';

const ROOT = path.resolve(__dirname, '../..');
const DOCKER = path.join(ROOT, 'infra/docker');
const APPS = ['shell', 'mfe-marketing', 'mfe-ksa', 'mfe-index', 'mfe-admin'];
const rootPackage = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as { workspaces: string[]; scripts: Record<string, string> };
const workspaces = new Map(
  rootPackage.workspaces.map((dir) => [dir, JSON.parse(readFileSync(path.join(ROOT, dir, 'package.json'), 'utf8')) as { name: string; scripts?: Record<string, string> }]),
);
const ignored = dockerignore(path.join(ROOT, '.dockerignore'));

/** Each image as built: the API once, the static image once per APP (its ARG substituted). */
const images: { label: string; file: string; args: Record<string, string> }[] = [
  { label: 'api', file: 'api.Dockerfile', args: {} },
  ...APPS.map((app) => ({ label: `static APP=${app}`, file: 'static.Dockerfile', args: { APP: app } })),
];
const expand = (text: string, args: Record<string, string>) => text.replace(/\$\{?([A-Z_]+)\}?/g, (all, name: string) => args[name] ?? all);
const finalStage = (d: Dockerfile): Stage => d.stages.at(-1)!;

/** A built file (services/api/dist/x.js) is the output of its TypeScript source (services/api/src/x.ts). */
function sourceOfBuilt(file: string): string | null {
  const m = /^(.+)\/dist\/(.+)\.js$/.exec(file);
  return m ? `${m[1]}/src/${m[2]}.ts` : null;
}

describe.each(images)('$label image', ({ file, args }) => {
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

  it('runs unprivileged, with a health check, and ships no sources or source maps', () => {
    const final = finalStage(dockerfile);
    const user = instructionsOf(final, 'USER').at(-1)?.args ?? 'root';
    expect(user).not.toMatch(/^(root|0)(:|$)/);
    expect(instructionsOf(final, 'HEALTHCHECK')).toHaveLength(1);
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

describe('every API variable', () => {
  it('is documented where it is read', () => {
    expect(undocumentedApiReads()).toEqual([]);
  });
});

interface ComposeService {
  image?: string;
  build?: { context: string; dockerfile: string; args?: Record<string, string> };
  command?: string[];
  environment?: Record<string, string>;
  ports?: string[];
  networks?: { default?: { aliases?: string[] } };
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: unknown;
}

describe('compose.yaml', () => {
  const compose = parse(readFileSync(path.join(ROOT, 'infra/compose.yaml'), 'utf8'), { merge: true }) as { services: Record<string, ComposeService> };
  const { services } = compose;
  const ours = Object.entries(services).filter(([, s]) => s.build);
  /** The origin a service answers on, to the browser and inside the network alike. */
  const originOf = (service: ComposeService) => {
    const published = service.ports![0]!.split(':')[0];
    expect(service.ports![0]).toBe(`${published}:${service.environment?.PORT ?? (service.build!.dockerfile.includes('api') ? '3000' : '8080')}`);
    return `http://${service.networks!.default!.aliases![0]}:${published}`;
  };

  it('builds every service of ours from the Dockerfiles, with the context at the repository root', () => {
    for (const [, service] of ours) {
      expect(path.resolve(ROOT, 'infra', service.build!.context)).toBe(ROOT);
      expect(existsSync(path.join(ROOT, service.build!.dockerfile))).toBe(true);
    }
    const apps = ours.filter(([, s]) => s.build!.dockerfile.endsWith('static.Dockerfile')).map(([, s]) => s.build!.args?.APP);
    expect(apps.sort()).toEqual([...APPS].sort());
  });

  it('migrates once before the API starts, with the migration job the repository runs', () => {
    const { migrate, api } = services;
    const script = migrate!.command!.slice(1).join(' ');
    expect(migrate!.command![0]).toBe('node');
    expect(rootPackage.scripts['db:migrate']).toContain(`node ${script}`);
    expect(existsSync(path.join(ROOT, sourceOfBuilt(script)!))).toBe(true);
    expect(api!.depends_on!.migrate).toEqual({ condition: 'service_completed_successfully' });
    expect(api!.environment).toMatchObject({ MIGRATE_ON_START: 'false', SERVE_WEB: 'false' });
  });

  it('gives the API and its migration what production requires, secrets only from the environment', () => {
    const text = readFileSync(path.join(ROOT, 'infra/compose.yaml'), 'utf8');
    for (const name of ['migrate', 'api']) {
      const env = services[name]!.environment!;
      expect(Object.keys(env)).toEqual(expect.arrayContaining(['NODE_ENV', 'TRUST_PROXY', 'DATABASE_URL', 'SESSION_SECRET']));
      for (const key of Object.keys(env)) expect({ key, readByApi: API_ENV.has(key) }).toEqual({ key, readByApi: true });
    }
    for (const secret of ['SESSION_SECRET', 'POSTGRES_PASSWORD', 'ADMIN_PASSWORD']) {
      expect(text).toMatch(new RegExp(`${secret}: \\$\\{${secret}(:[?-][^}]*)?\\}`));
    }
  });

  it('sets on the front-ends only what the static server (or, for the shell, the composition) reads', () => {
    for (const [name, service] of ours.filter(([, s]) => s.build!.dockerfile.endsWith('static.Dockerfile'))) {
      const allowed = name === 'shell' ? SHELL_ENV : REMOTE_ENV;
      for (const key of Object.keys(service.environment ?? {})) expect({ name, key, read: allowed.has(key) }).toEqual({ name, key, read: true });
    }
  });

  it('wires each origin: the shell to the remotes and the API, which allow the shell by CORS', () => {
    const shell = services.shell!;
    const shellOrigin = originOf(shell);
    expect(shell.environment!.SHELL_MODE).toBe('true');
    const remotes: Record<string, string> = { REMOTE_MARKETING_URL: 'mfe-marketing', REMOTE_KSA_URL: 'mfe-ksa', REMOTE_INDEX_URL: 'mfe-index', REMOTE_ADMIN_URL: 'mfe-admin' };
    for (const [variable, service] of Object.entries(remotes)) {
      expect(shell.environment![variable]).toBe(`${originOf(services[service]!)}/remoteEntry.js`);
      expect(services[service]!.environment!.CORS_ORIGINS).toBe(shellOrigin);
      expect(shell.depends_on![service]).toEqual({ condition: 'service_healthy' });
    }
    expect(shell.environment!.API_BASE_URL).toBe(originOf(services.api!));
    expect(services.api!.environment!.CORS_ORIGINS).toBe(shellOrigin);
  });

  it('waits for health only on services that have a health check', () => {
    const dockerHealth = (service: ComposeService) =>
      service.build !== undefined && instructionsOf(finalStage(parseDockerfile(path.join(ROOT, service.build.dockerfile))), 'HEALTHCHECK').length > 0;
    for (const service of Object.values(services)) {
      for (const [dependency, { condition }] of Object.entries(service.depends_on ?? {})) {
        if (condition !== 'service_healthy') continue;
        const target = services[dependency]!;
        expect({ dependency, healthcheck: target.healthcheck !== undefined || dockerHealth(target) }).toEqual({ dependency, healthcheck: true });
      }
    }
  });

  it('pins PostgreSQL by tag and digest', () => {
    expect(services.postgres!.image).toMatch(/^postgres:\d+\.\d+-bookworm@sha256:[0-9a-f]{64}$/);
  });
});
