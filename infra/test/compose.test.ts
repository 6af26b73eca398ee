/**
 * compose.yaml checked against the repository, since it cannot be run here: every service of ours
 * builds from the Dockerfiles, the migration runs first, each origin is wired to the others, and
 * only variables the servers read are set, secrets only from the environment.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { finalStage, instructionsOf, parseDockerfile } from './support-docker/dockerfile.js';
import { APPS, ROOT, rootPackage, sourceOfBuilt } from './support-docker/repository.js';
import { API_ENV, REMOTE_ENV, SHELL_ENV } from './support/env-names.js';

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
    // The servers connect as their own role, which the migration (as the schema's owner) sets up.
    const dbUser = (url: string) => /^postgres:\/\/([^:]+):/.exec(url)?.[1];
    expect(dbUser(services.migrate!.environment!.DATABASE_URL!)).toBe('pdpl');
    expect(dbUser(services.migrate!.environment!.APP_DATABASE_URL!)).toBe('pdpl_app');
    expect(services.api!.environment!.DATABASE_URL).toBe(services.migrate!.environment!.APP_DATABASE_URL);
    // The servers' role's password lives only in infra/.env, required.
    expect(text).toMatch(/\$\{APP_DB_PASSWORD:\?[^}]+\}/);
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
