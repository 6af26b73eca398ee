import type { Express } from 'express';
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { openApiPath } from '../src/docs/openapi.js';
import type { Access } from '../src/http/route.js';
import { rulesOf } from '../src/http/validate.js';
import { buildTestApp, useTestApp, type TestApp } from './support/app.js';
import { declaredRoutes } from './support/routes.js';

const fx = useTestApp();

/** The API alone, as its own image runs it beside the shell's server (SERVE_WEB=false). */
let apiAlone: TestApp;
beforeAll(() => {
  apiAlone = buildTestApp(fx.db, { SERVE_WEB: 'false' });
});
afterAll(() => apiAlone.close());

/** Who may call a role route, as the document must say it (x-roles). */
const ROLES: Partial<Record<Access, string[]>> = { admin: ['admin'], analyst: ['analyst', 'admin'], staff: ['analyst', 'admin'] };

type Operation = { tags: string[]; summary: string; 'x-roles'?: string[]; requestBody?: { content: Record<string, { schema: { properties?: object } }> }; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> };
type Paths = Record<string, Record<string, Operation>>;

const served = async (app: Express): Promise<Paths> => (await request(app).get(API_PATHS.docs)).body.paths;
const operations = (paths: Paths) => Object.entries(paths).flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method} ${path}`));

/** What an app's routers mount under /api, as `method /api/path/{param}`. */
function mountedApiRoutes(app: Express): string[] {
  type Layer = { route?: { path: string; methods: Record<string, boolean> }; handle: { stack?: Layer[] } };
  const walk = (stack: Layer[]): string[] =>
    stack.flatMap(({ route, handle }) => (route ? Object.keys(route.methods).map((method) => `${method} ${openApiPath(route.path)}`) : walk(handle.stack ?? [])));
  return walk((app as unknown as { router: { stack: Layer[] } }).router.stack).filter((op) => op.split(' ')[1]!.startsWith('/api/'));
}

describe('the API reference viewer', () => {
  it('answers a browser with the viewer page and machines with the JSON, at the same URL', async () => {
    const page = await request(fx.app).get(API_PATHS.docs).set('Accept', 'text/html,application/xhtml+xml,*/*;q=0.8');
    expect(page.status).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.headers.vary).toMatch(/Accept/);
    expect(page.text).toContain('<title>Mizan PDPL site API</title>');
    // No inline script: the site's CSP (script-src 'self') holds for the viewer too.
    expect(page.text).not.toMatch(/<script>(?!<\/script>)/);
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"><\/script>/g)].map(([, src]) => src);
    const styles = [...page.text.matchAll(/<link rel="stylesheet" href="([^"]+)">/g)].map(([, href]) => href);
    expect(scripts).toEqual(['/api/docs/assets/swagger-ui-bundle.js', '/api/docs/assets/start.js']);
    for (const url of [...scripts, ...styles]) {
      const asset = await request(fx.app).get(url);
      expect({ url, status: asset.status }).toEqual({ url, status: 200 });
      expect(asset.headers['content-type']).toMatch(url.endsWith('.css') ? /text\/css/ : /text\/javascript/);
    }
    const json = await request(fx.app).get(API_PATHS.docs).set('Accept', 'application/json');
    expect(json.body.info.title).toBe('Mizan PDPL site API');
  });

  it('serves its own files only', async () => {
    for (const file of ['package.json', 'constructor', '..%2Fpackage.json', 'index.html']) {
      expect((await request(fx.app).get(`/api/docs/assets/${file}`)).status).toBe(404);
    }
  });
});

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document describing every API path', async () => {
    const res = await request(apiAlone.app).get(API_PATHS.docs);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body.openapi).toBe('3.1.0');
    const documented = Object.keys(res.body.paths);
    const fixed = Object.values(API_PATHS).filter((p) => typeof p === 'string');
    const parameterised = ['/api/index/companies/{id}', '/api/index/companies/{id}/details', '/api/admin/sync/tables/{table}'];
    expect(documented).toEqual(expect.arrayContaining([...fixed, ...parameterised]));
  });

  it('states the validation rules of the forms from their schemas', async () => {
    const res = await request(fx.app).get(API_PATHS.docs);
    const waitlist = res.body.paths[API_PATHS.waitlist].post.requestBody.content['application/json'].schema;
    expect(waitlist.required).toEqual(expect.arrayContaining(['name', 'email', 'position', 'location', 'newsletter', 'privacyConsent']));
    expect(waitlist.properties.name.minLength).toBe(2);
    expect(waitlist.properties.companySize.enum).toContain('51-500');
    expect(waitlist.properties.website.maxLength).toBe(0);
  });

  it('lists exactly the routes the app mounts, with the site or without it', async () => {
    for (const app of [fx.app, apiAlone.app]) {
      expect(operations(await served(app)).sort()).toEqual(mountedApiRoutes(app).sort());
    }
  });

  it('is generated from the route declarations: their docs, body and query schemas, and access', async () => {
    const paths = await served(apiAlone.app);
    const routes = declaredRoutes(fx.config, fx.db);
    for (const r of routes) {
      const op = paths[openApiPath(r.path)]?.[r.method];
      const name = `${r.method} ${r.path}`;
      expect({ name, tags: op?.tags, summary: op?.summary }).toEqual({ name, tags: [r.doc.tag], summary: r.doc.summary });
      expect(op!.responses).toMatchObject(r.doc.responses);
      if (r.body) {
        const properties = op!.requestBody!.content['application/json']!.schema.properties!;
        expect({ name, fields: Object.keys(properties) }).toEqual({ name, fields: Object.keys(rulesOf(r.body).schema.fields) });
      }
      if (r.query) {
        const query = op!.parameters!.filter((p) => p.in === 'query').map((p) => p.name);
        expect({ name, query }).toEqual({ name, query: Object.keys(r.query.fields) });
      }
      const roles = ROLES[r.access];
      expect({ name, roles: op!['x-roles'] }).toEqual({ name, roles });
      if (roles) expect(op!.responses).toEqual(expect.objectContaining({ '401': expect.anything(), '403': expect.anything() }));
    }
    expect(routes.filter((r) => r.body).length).toBeGreaterThanOrEqual(10);
    expect(routes.filter((r) => r.access === 'admin').length).toBeGreaterThanOrEqual(10);
  });
});
