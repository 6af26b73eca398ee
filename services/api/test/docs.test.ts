import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';

const fx = useTestApp();

describe('GET /api/docs', () => {
  it('serves an OpenAPI 3.1 document describing every API path', async () => {
    const res = await request(fx.app).get(API_PATHS.docs);
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
});
