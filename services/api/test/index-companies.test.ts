import request from 'supertest';
import { API_PATHS, type CompanyListResponse } from '@pdpl/contracts';
import { seedSampleIndex } from '../src/db/seeds/sample-index.js';
import { loadSampleIndex, readSampleRows } from './support/editions-sample.js';
import { useTestApp } from './support/app.js';
import { countRows } from './support/db.js';
import { PUBLIC_READ_CACHE_CONTROL } from '../src/http/cache-control.js';

const fx = useTestApp({ resetEachTest: true });

const INDEX_TABLES = ['companies', 'index_editions', 'company_scores', 'company_dimension_scores'];
const counts = async () => Object.fromEntries(await Promise.all(INDEX_TABLES.map(async (n) => [n, await countRows(fx.db, n)])));

describe('GET /api/index/companies', () => {
  it('answers an empty list when there is no edition', async () => {
    const res = await request(fx.app).get(API_PATHS.companies);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ edition: null, records: [] });
  });

  it('lists the latest sample edition, best score first, scores as numbers', async () => {
    await seedSampleIndex(fx.db);
    const sample = loadSampleIndex();
    const latest = sample.editions[sample.editions.length - 1]!;
    const byId = new Map(sample.companies.map((c) => [c.id, c]));
    // The sample names and describes every company in Arabic too.
    const arabic = new Map(readSampleRows(latest.file).map((r) => [r.id, r.ar]));
    const before = new Map(sample.editions[sample.editions.length - 2]!.scores.map((s) => [s.companyId, s.score]));
    const change = (id: string, score: number) => (before.has(id) ? Math.round((score - before.get(id)!) * 10) / 10 : null);
    const expected = latest.scores
      .map((s) => {
        const company = byId.get(s.companyId)!;
        const ar = arabic.get(company.id)!;
        return {
          id: company.id,
          companyName: company.name,
          sector: company.sector,
          companyDescription: company.description,
          score: s.score,
          change: change(company.id, s.score),
          ar: { companyName: ar.companyName, companyDescription: ar.companyDescription },
        };
      })
      .sort((a, b) => b.score - a.score || a.companyName.localeCompare(b.companyName));

    const res = await request(fx.app).get(API_PATHS.companies);
    expect(res.status).toBe(200);
    const body = res.body as CompanyListResponse;
    expect(body.edition).toEqual({ month: latest.month, isSample: true, current: true });
    expect(body.records.map((r) => r.id)).toEqual(expected.map((r) => r.id));
    expect(body.records).toEqual(expected);
    for (const record of body.records) expect(typeof record.score).toBe('number');
  });

  it('breaks score ties by company name', async () => {
    const [edition] = await fx.db('index_editions').insert({ month: '2025-03-01', published_at: fx.db.fn.now() }).returning('id');
    await fx.db('companies').insert([
      { id: 'zeta', name: 'Zeta Bank', sector: 'Banking & Financial Services' },
      { id: 'alpha', name: 'Alpha Telecom', sector: 'Telecommunications' },
      { id: 'mid', name: 'Mid Retail', sector: 'Retail & E-commerce' },
    ]);
    await fx.db('company_scores').insert([
      { edition_id: edition.id, company_id: 'zeta', score: 71.5 },
      { edition_id: edition.id, company_id: 'alpha', score: 71.5 },
      { edition_id: edition.id, company_id: 'mid', score: 90 },
    ]);
    const res = await request(fx.app).get(API_PATHS.companies);
    expect(res.body.edition).toEqual({ month: '2025-03-01', isSample: false, current: true });
    expect(res.body.records.map((r: { id: string; score: number }) => [r.id, r.score])).toEqual([
      ['mid', 90],
      ['alpha', 71.5],
      ['zeta', 71.5],
    ]);
  });

  it('ignores an unpublished newer edition', async () => {
    await seedSampleIndex(fx.db);
    const latestPublished = (await request(fx.app).get(API_PATHS.companies)).body.edition;
    await fx.db('index_editions').insert({ month: '2099-01-01', published_at: null });
    expect((await request(fx.app).get(API_PATHS.companies)).body.edition).toEqual(latestPublished);
  });

  it('is cacheable for a minute and revalidates with its ETag', async () => {
    await seedSampleIndex(fx.db);
    const first = await request(fx.app).get(API_PATHS.companies);
    expect(first.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(first.headers.etag).toMatch(/^W\//);
    const again = await request(fx.app).get(API_PATHS.companies).set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
  });
});

describe('seedSampleIndex', () => {
  it('marks every sample row and loads every dimension', async () => {
    const result = await seedSampleIndex(fx.db);
    const sample = loadSampleIndex();
    expect(result).toEqual({ companies: sample.companies.length, editionsInserted: sample.editions.length, editionsSkipped: 0 });
    expect(await fx.db('index_editions').where({ is_sample: false }).first()).toBeUndefined();
    expect(await fx.db('companies').where({ is_sample: false }).first()).toBeUndefined();
    const scoreCount = sample.editions.reduce((n, e) => n + e.scores.length, 0);
    const dimensionCount = sample.editions.reduce((n, e) => n + e.scores.reduce((m, s) => m + s.dimensions.length, 0), 0);
    expect(await counts()).toEqual({
      companies: sample.companies.length,
      index_editions: sample.editions.length,
      company_scores: scoreCount,
      company_dimension_scores: dimensionCount,
    });
  });

  it('is idempotent: seeding twice gives the same counts', async () => {
    await seedSampleIndex(fx.db);
    const once = await counts();
    const second = await seedSampleIndex(fx.db);
    expect(second.editionsInserted).toBe(0);
    expect(second.editionsSkipped).toBe(loadSampleIndex().editions.length);
    expect(await counts()).toEqual(once);
  });

  it('never overwrites a real company that shares an id with a sample one', async () => {
    const sampleCompany = loadSampleIndex().companies[0]!;
    await fx.db('companies').insert({ id: sampleCompany.id, name: 'Real Name', sector: 'Real sector', is_sample: false });
    await seedSampleIndex(fx.db);
    expect(await fx.db('companies').where({ id: sampleCompany.id }).first()).toMatchObject({ name: 'Real Name', is_sample: false });
  });
});
