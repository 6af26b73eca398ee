/**
 * What the containers are told matches what their programs read: every API variable is one
 * services/api reads, every front-end variable one the static server takes, the hosts in the
 * URLs are the ones the Ingress routes to the right Service, and the secrets example lists the
 * keys the pods ask for.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { API_ENV, OBSERVER_ENV, REMOTE_ENV, SHELL_ENV } from './support/env-names.js';
import { ofKind, renderAll } from './support-k8s/overlays.js';
import { appOf, envOf, podsOf } from './support-k8s/pods.js';
import { K8S_DIR } from './support-k8s/render.js';

type Ingress = { spec: { rules: { host: string; http: { paths: { backend: { service: { name: string } } }[] } }[] } };

const SECRETS_EXAMPLE = path.join(K8S_DIR, 'api-secrets.example.env');

describe.each(renderAll())('$name', ({ name, objects, environment }) => {
  const containers = podsOf(objects).flatMap((pod) => pod.spec.containers.map((c) => ({ app: appOf(pod), owner: pod.owner, env: envOf(c, objects) })));
  const apiEnv = containers.filter((c) => c.app === 'api');

  test('the API containers set only variables the API reads, and what production requires', () => {
    expect(apiEnv.length).toBeGreaterThan(0);
    for (const { owner, env } of apiEnv) {
      expect([owner, Object.keys(env).filter((name) => !API_ENV.has(name))]).toEqual([owner, []]);
      expect([owner, env]).toEqual([
        owner,
        expect.objectContaining({
          NODE_ENV: 'production',
          HOST: '0.0.0.0',
          SERVE_WEB: 'false',
          MIGRATE_ON_START: 'false',
          TRUST_PROXY: expect.any(String),
          DATABASE_URL: expect.stringMatching(/^secret:/),
          SESSION_SECRET: expect.stringMatching(/^secret:/),
        }),
      ]);
      if (owner.startsWith('Deployment/')) expect([owner, env.PORT]).toEqual([owner, '3000']);
    }
  });

  test('the servers and the migration use different database roles: the migration the owner, setting up the servers\' role', () => {
    for (const { owner, env } of apiEnv) {
      if (owner.startsWith('Job/')) {
        expect([owner, env.DATABASE_URL, env.APP_DATABASE_URL]).toEqual([owner, 'secret:api-secrets/MIGRATION_DATABASE_URL', 'secret:api-secrets/DATABASE_URL']);
      } else {
        expect([owner, env.DATABASE_URL, env.APP_DATABASE_URL]).toEqual([owner, 'secret:api-secrets/DATABASE_URL', undefined]);
      }
    }
  });

  test('the API servers take the mail server from the Secret, not optionally: production refuses to serve without one', () => {
    const servers = podsOf(objects).filter((pod) => appOf(pod) === 'api' && pod.owner.startsWith('Deployment/'));
    if (name.endsWith('/migrate')) return expect(servers).toEqual([]);
    expect(servers.length).toBeGreaterThan(0);
    for (const pod of servers) {
      for (const c of pod.spec.containers) expect(c.env?.find((e) => e.name === 'SMTP_URL')?.valueFrom?.secretKeyRef).toEqual({ name: 'api-secrets', key: 'SMTP_URL' });
    }
  });

  test('front-end containers set only what the static server takes', () => {
    // The lists are read from source: a parser that finds nothing must not let everything through.
    expect([...REMOTE_ENV]).toEqual(expect.arrayContaining(['PORT', 'STATIC_ROOT', 'CORS_ORIGINS']));
    expect([...SHELL_ENV]).toEqual(expect.arrayContaining(['SHELL_MODE', 'API_BASE_URL', 'REMOTE_KSA_URL', 'MANIFEST_REFRESH_SECONDS']));
    const problems = containers
      .filter((c) => c.app !== 'api' && c.app !== 'observer')
      .flatMap(({ app, owner, env }) => Object.keys(env).filter((name) => !(app === 'shell' ? SHELL_ENV : REMOTE_ENV).has(name)).map((name) => `${owner}: ${name}`));
    expect(problems).toEqual([]);
  });

  test("the observer's container sets only what the observer reads: the servers' database role, and the site's URL for its User-Agent", () => {
    expect([...OBSERVER_ENV]).toEqual(expect.arrayContaining(['DATABASE_URL', 'SITE_URL', 'CHROMIUM_PATH', 'INDEX_COLLECT_ALLOW_HOSTS']));
    const observers = containers.filter((c) => c.app === 'observer');
    if (name.endsWith('/migrate')) return expect(observers).toEqual([]);
    expect(observers.length).toBeGreaterThan(0);
    for (const { owner, env } of observers) {
      expect([owner, Object.keys(env).filter((n) => !OBSERVER_ENV.has(n))]).toEqual([owner, []]);
      expect([owner, env.DATABASE_URL, env.SITE_URL]).toEqual([owner, 'secret:api-secrets/DATABASE_URL', expect.stringMatching(/^https:\/\//)]);
      // Tests and stand-in sites only: in a cluster, every site must be public.
      expect([owner, env.INDEX_COLLECT_ALLOW_HOSTS]).toEqual([owner, undefined]);
    }
  });

  test('every URL names the host the Ingress routes to the right Service, and CORS allows the shell only', () => {
    // The migration Job's configuration names the same hosts, routed by its environment's Ingress.
    const ingress = ofKind<Ingress>(environment, 'Ingress');
    expect(ingress.length).toBeGreaterThan(0);
    const serviceAt = (url: string) => ingress.flatMap((i) => i.spec.rules).find((r) => r.host === new URL(url).host)?.http.paths[0]?.backend.service.name;
    const shellOrigin = `https://${ingress.flatMap((i) => i.spec.rules).find((r) => r.http.paths[0]?.backend.service.name === 'shell')?.host}`;
    const urls: Record<string, string> = {
      API_BASE_URL: 'api',
      SITE_URL: 'shell',
      REMOTE_MARKETING_URL: 'mfe-marketing',
      REMOTE_KSA_URL: 'mfe-ksa',
      REMOTE_INDEX_URL: 'mfe-index',
      REMOTE_ADMIN_URL: 'mfe-admin',
    };
    for (const { owner, env } of containers) {
      for (const [name, service] of Object.entries(urls)) if (env[name] !== undefined) expect([owner, name, serviceAt(env[name])]).toEqual([owner, name, service]);
      if (env.CORS_ORIGINS !== undefined) expect([owner, env.CORS_ORIGINS]).toEqual([owner, shellOrigin]);
    }
  });

  test('the secrets example lists the keys the pods read from api-secrets (the app: all but the migration\'s own)', () => {
    const exampleKeys: string[] = readFileSync(SECRETS_EXAMPLE, 'utf8').match(/^[A-Z][A-Z0-9_]*(?==)/gm) ?? [];
    const used = new Set(containers.flatMap(({ env }) => Object.values(env).flatMap((v) => (v.startsWith('secret:api-secrets/') ? [v.split('/')[1] as string] : []))));
    // The schema owner's URL is the migration Job's alone (its own test above).
    if (!name.endsWith('/migrate')) expect(exampleKeys.filter((k) => !used.has(k))).toEqual(['MIGRATION_DATABASE_URL']);
    expect([...used].filter((k) => !exampleKeys.includes(k))).toEqual([]);
  });
});
