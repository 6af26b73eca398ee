import request from 'supertest';
import { API_PATHS, DETAIL_SECTION_ORDER, DIMENSIONS } from '@pdpl/contracts';
import { buildTestApp, useTestApp } from './support/app.js';
import { PUBLIC_READ_CACHE_CONTROL } from '../src/http/cache-control.js';

const fx = useTestApp({ resetEachTest: true });

const BANK = 'Banking & Financial Services';
const TELECOM = 'Telecommunications';

async function edition(month: string, published = true): Promise<number> {
  const [row] = await fx.db('index_editions').insert({ month, published_at: published ? fx.db.fn.now() : null }).returning('id');
  return row.id as number;
}

async function score(editionId: number, companyId: string, value: number, reportDate: string | null = null): Promise<void> {
  await fx.db('company_scores').insert({
    edition_id: editionId,
    company_id: companyId,
    score: value,
    report_date: reportDate,
    strengths: `Strengths of ${companyId}`,
    critical_issues: `Issues of ${companyId}`,
    recommendations: `Recommendations for ${companyId}`,
  });
}

/** Two editions: January (3 companies) and February (4 companies, two sectors). */
async function seedTwoEditions(): Promise<{ jan: number; feb: number }> {
  await fx.db('companies').insert([
    { id: 'alpha-bank', name: 'Alpha Bank', sector: BANK, description: 'A bank.', homepage_url: 'https://alpha.example', privacy_policy_url: '' },
    { id: 'beta-bank', name: 'Beta Bank', sector: BANK, description: '' },
    { id: 'gamma-bank', name: 'Gamma Bank', sector: BANK },
    { id: 'tele-one', name: 'Tele One', sector: TELECOM },
  ]);
  const jan = await edition('2025-01-01');
  await score(jan, 'alpha-bank', 60, '2025-01-10');
  await score(jan, 'beta-bank', 50);
  await score(jan, 'tele-one', 41);
  const feb = await edition('2025-02-01');
  await score(feb, 'alpha-bank', 80.5, '2025-02-03');
  await score(feb, 'beta-bank', 70, '2025-02-20');
  await score(feb, 'gamma-bank', 90);
  await score(feb, 'tele-one', 65.2);
  return { jan, feb };
}

describe('GET /api/index/summary', () => {
  it('averages the latest edition and takes the previous average from the previous edition', async () => {
    await seedTwoEditions();
    await edition('2025-03-01', false); // unpublished: ignored
    const res = await request(fx.app).get(API_PATHS.indexSummary);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      totalCompanies: 4,
      avgScoreThisMonth: 76.4, // (80.5 + 70 + 90 + 65.2) / 4 = 76.425
      avgScorePrevMonth: 50.3, // (60 + 50 + 41) / 3 = 50.333
      latestReportDate: '2025-02-20',
      edition: { month: '2025-02-01', isSample: false, current: true },
      avgChange: 26.1,
      // gamma-bank is new in February: neither improved nor dropped.
      mostImproved: [
        { id: 'tele-one', companyName: 'Tele One', change: 24.2 },
        { id: 'alpha-bank', companyName: 'Alpha Bank', change: 20.5 },
        { id: 'beta-bank', companyName: 'Beta Bank', change: 20 },
      ],
      biggestDrops: [],
    });
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers.etag).toBeDefined();
  });

  it('answers null for the previous average when there is only one edition', async () => {
    const only = await edition('2025-05-01');
    await fx.db('companies').insert({ id: 'solo', name: 'Solo', sector: BANK });
    await score(only, 'solo', 42);
    const res = await request(fx.app).get(API_PATHS.indexSummary);
    expect(res.body).toMatchObject({ totalCompanies: 1, avgScoreThisMonth: 42, avgScorePrevMonth: null, latestReportDate: null });
  });

  it('answers an empty summary when nothing is published', async () => {
    const res = await request(fx.app).get(API_PATHS.indexSummary);
    expect(res.body).toEqual({ totalCompanies: 0, avgScoreThisMonth: null, avgScorePrevMonth: null, latestReportDate: null, edition: null, avgChange: null, mostImproved: [], biggestDrops: [] });
  });

  it('names at most three biggest drops and rises, leaving out unchanged companies', async () => {
    const ids = ['a', 'b', 'c', 'd', 'e', 'f'];
    await fx.db('companies').insert(ids.map((id) => ({ id, name: `Co ${id}`, sector: BANK })));
    const jan = await edition('2025-01-01');
    const feb = await edition('2025-02-01');
    const [before, after] = [[50, 50, 50, 50, 50, 50], [40, 45.5, 49.9, 50, 30, 51]];
    for (const [i, id] of ids.entries()) {
      await score(jan, id, before[i]!);
      await score(feb, id, after[i]!);
    }
    const res = await request(fx.app).get(API_PATHS.indexSummary);
    expect(res.body.mostImproved).toEqual([{ id: 'f', companyName: 'Co f', change: 1 }]);
    expect(res.body.biggestDrops.map((m: { id: string; change: number }) => [m.id, m.change])).toEqual([['e', -20], ['a', -10], ['b', -4.5]]);
    expect(res.body.avgChange).toBe(-5.6); // 44.4 - 50
  });
});

describe('changes since the previous edition', () => {
  it('gives each list row, the report and each detailed dimension its change; a company the previous edition lacked is New (null)', async () => {
    const { jan, feb } = await seedTwoEditions();
    await fx.db('company_dimension_scores').insert([
      { edition_id: jan, company_id: 'alpha-bank', dimension_key: 'childrensData', score: 40 },
      { edition_id: feb, company_id: 'alpha-bank', dimension_key: 'childrensData', score: 55.5 },
      { edition_id: feb, company_id: 'alpha-bank', dimension_key: 'consentMechanisms', score: 20 },
      { edition_id: feb, company_id: 'gamma-bank', dimension_key: 'childrensData', score: 90 },
    ]);
    const list = await request(fx.app).get(API_PATHS.companies);
    expect(list.body.records.map((r: { id: string; change: unknown }) => [r.id, r.change])).toEqual([
      ['gamma-bank', null],
      ['alpha-bank', 20.5],
      ['beta-bank', 20],
      ['tele-one', 24.2],
    ]);
    expect((await request(fx.app).get(API_PATHS.company('alpha-bank'))).body.change).toBe(20.5);
    expect((await request(fx.app).get(API_PATHS.company('gamma-bank'))).body.change).toBeNull();
    const details = (await request(fx.app).get(API_PATHS.companyDetails('alpha-bank'))).body.sections;
    expect(details.map((d: { id: string; change: unknown }) => [d.id, d.change])).toEqual([['childrensData', 15.5], ['consentMechanisms', null]]);
    expect((await request(fx.app).get(API_PATHS.companyDetails('gamma-bank'))).body.sections[0].change).toBeNull();
  });

  it('leaves the change out when no edition was published before', async () => {
    const only = await edition('2025-05-01');
    await fx.db('companies').insert({ id: 'solo', name: 'Solo', sector: BANK });
    await score(only, 'solo', 42);
    expect((await request(fx.app).get(API_PATHS.companies)).body.records[0]).not.toHaveProperty('change');
    expect((await request(fx.app).get(API_PATHS.company('solo'))).body).not.toHaveProperty('change');
  });
});

describe('GET /api/index/companies/:id', () => {
  it('answers the full record of the latest edition with ranks and the sector ranking', async () => {
    const { feb } = await seedTwoEditions();
    await fx.db('company_dimension_scores').insert([
      { edition_id: feb, company_id: 'alpha-bank', dimension_key: 'childrensData', score: 55.5 },
      { edition_id: feb, company_id: 'alpha-bank', dimension_key: 'dsrContactInfo', score: 100 },
      { edition_id: feb, company_id: 'beta-bank', dimension_key: 'childrensData', score: 20 },
      { edition_id: feb, company_id: 'gamma-bank', dimension_key: 'childrensData', score: 30 },
      { edition_id: feb, company_id: 'tele-one', dimension_key: 'childrensData', score: 99 },
    ]);
    const res = await request(fx.app).get(API_PATHS.company('alpha-bank'));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      id: 'alpha-bank',
      companyName: 'Alpha Bank',
      score: 80.5,
      reportDate: '2025-02-03',
      sector: BANK,
      companyDescription: 'A bank.',
      homepageUrl: 'https://alpha.example',
      privacyPolicyUrl: '',
      strengths: 'Strengths of alpha-bank',
      criticalIssues: 'Issues of alpha-bank',
      recommendations: 'Recommendations for alpha-bank',
      dimensions: { ...Object.fromEntries(DIMENSIONS.map((d) => [d.key, 0])), childrensData: 55.5, dsrContactInfo: 100 },
      rank: { sector: { position: 2, of: 3 }, overall: { position: 2, of: 4 } },
      sectorRanking: [
        { id: 'gamma-bank', companyName: 'Gamma Bank', score: 90 },
        { id: 'alpha-bank', companyName: 'Alpha Bank', score: 80.5 },
        { id: 'beta-bank', companyName: 'Beta Bank', score: 70 },
      ],
      // The bank sector only: (55.5 + 20 + 30) / 3 and 100 / 1; tele-one's 99 is another sector.
      sectorAverages: { ...Object.fromEntries(DIMENSIONS.map((d) => [d.key, 0])), childrensData: 35.2, dsrContactInfo: 100 },
      history: [
        { month: '2025-01-01', score: 60 },
        { month: '2025-02-01', score: 80.5 },
      ],
      edition: { month: '2025-02-01', isSample: false, current: true },
      change: 20.5,
    });
    expect(Object.keys(res.body.dimensions)).toHaveLength(19);
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
  });

  it('lists the history of published editions only, and only where the company was scored', async () => {
    await seedTwoEditions();
    const draft = await edition('2025-03-01', false);
    await score(draft, 'gamma-bank', 10);
    const gamma = await request(fx.app).get(API_PATHS.company('gamma-bank'));
    expect(gamma.body.history).toEqual([{ month: '2025-02-01', score: 90 }]);
  });

  it("gives an empty report date when none was recorded", async () => {
    await seedTwoEditions();
    expect((await request(fx.app).get(API_PATHS.company('gamma-bank'))).body.reportDate).toBe('');
  });

  it('revalidates with its ETag and changes it when the data changes', async () => {
    await seedTwoEditions();
    const first = await request(fx.app).get(API_PATHS.company('tele-one'));
    const again = await request(fx.app).get(API_PATHS.company('tele-one')).set('If-None-Match', first.headers.etag!);
    expect(again.status).toBe(304);
    await fx.db('company_scores').where({ company_id: 'tele-one' }).update({ score: 66 });
    const changed = await request(fx.app).get(API_PATHS.company('tele-one')).set('If-None-Match', first.headers.etag!);
    expect(changed.status).toBe(200);
    expect(changed.body.score).toBe(66);
  });

  it.each(['no-such-company', "x' OR '1'='1", '<script>'])('answers 404 NOT_FOUND for %s', async (id) => {
    await seedTwoEditions();
    const res = await request(fx.app).get(API_PATHS.company(id));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: `No company with id "${id}" in the PDPL Compliance Index.` } });
  });

  it('answers 404 for a company missing from the latest edition', async () => {
    const { feb } = await seedTwoEditions();
    await fx.db('company_scores').where({ edition_id: feb, company_id: 'beta-bank' }).delete();
    expect((await request(fx.app).get(API_PATHS.company('beta-bank'))).status).toBe(404);
  });
});

describe('GET /api/index/companies/:id/details', () => {
  it('answers the sections in the fixed order, dropping unknown dimensions and skipping missing ones', async () => {
    const { feb } = await seedTwoEditions();
    const stored = DIMENSIONS.filter((d) => d.key !== 'lastUpdated');
    await fx.db('company_dimension_scores').insert([
      ...stored.map((d, i) => ({
        edition_id: feb,
        company_id: 'beta-bank',
        dimension_key: d.key,
        score: i * 5,
        reason: `Reason ${d.key}`,
        best_practices: `Best ${d.key}`,
        critical_issues: `Critical ${d.key}`,
        recommendations: `Line one\nLine two ${d.key}`,
      })),
      { edition_id: feb, company_id: 'beta-bank', dimension_key: 'astrology', score: 99 },
    ]);
    const res = await request(fx.app).get(API_PATHS.companyDetails('beta-bank'));
    expect(res.status).toBe(200);
    expect(res.body.companyName).toBe('Beta Bank');
    expect(res.body.sections.map((s: { name: string }) => s.name)).toEqual(DETAIL_SECTION_ORDER.filter((n) => n !== 'Last Updated'));
    const children = res.body.sections[0];
    expect(children).toEqual({
      id: 'childrensData',
      name: "Children's Data",
      normalizedScore: stored.findIndex((d) => d.key === 'childrensData') * 5,
      // The January edition has no dimension scores for it: New.
      change: null,
      reason: 'Reason childrensData',
      bestPractices: 'Best childrensData',
      criticalIssues: 'Critical childrensData',
      recommendations: 'Line one\nLine two childrensData',
    });
    expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
    expect(res.headers.etag).toBeDefined();
  });

  it('answers 404 NOT_FOUND for an unknown company', async () => {
    const res = await request(fx.app).get(API_PATHS.companyDetails('nobody'));
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe('No company with id "nobody" in the PDPL Compliance Index.');
  });
});

describe('the in-memory read cache (INDEX_CACHE_SECONDS)', () => {
  it('serves a read again from memory within its lifetime, but never keeps a 404', async () => {
    await seedTwoEditions();
    const cachedApp = buildTestApp(fx.db, { INDEX_CACHE_SECONDS: '60' });
    try {
      expect((await request(cachedApp.app).get(API_PATHS.indexSummary)).body.totalCompanies).toBe(4);
      expect((await request(cachedApp.app).get(API_PATHS.company('new-co'))).status).toBe(404);
      await fx.db('companies').insert({ id: 'new-co', name: 'New Co', sector: TELECOM });
      await score((await fx.db('index_editions').where({ month: '2025-02-01' }).first()).id, 'new-co', 10);
      expect((await request(cachedApp.app).get(API_PATHS.indexSummary)).body.totalCompanies).toBe(4);
      expect((await request(cachedApp.app).get(API_PATHS.company('new-co'))).status).toBe(200);
    } finally {
      await cachedApp.close();
    }
  });
});

describe('compression of index reads', () => {
  async function seedLargeEdition(): Promise<void> {
    const month = await edition('2025-04-01');
    const ids = Array.from({ length: 40 }, (_, i) => `company-${i}`);
    await fx.db('companies').insert(ids.map((id, i) => ({ id, name: `Company ${i}`, sector: i % 2 ? BANK : TELECOM, description: `Description of company ${i}, a fictional firm.` })));
    for (const [i, id] of ids.entries()) await score(month, id, 40 + i);
  }

  // supertest decodes what it receives: Content-Encoding and Content-Length show what was sent.
  it('sends a large read Brotli-compressed, else gzip, with one ETag for every encoding', async () => {
    await seedLargeEdition();
    const plain = await request(fx.app).get(API_PATHS.companies).set('Accept-Encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toMatch(/Accept-Encoding/);
    const br = await request(fx.app).get(API_PATHS.companies).set('Accept-Encoding', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(Number(br.headers['content-length'])).toBeLessThan(Number(plain.headers['content-length']) / 3);
    expect(br.body).toEqual(plain.body);
    expect(br.body.records).toHaveLength(40);
    const gzip = await request(fx.app).get(API_PATHS.companies).set('Accept-Encoding', 'br;q=0, gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.body).toEqual(plain.body);
    expect(new Set([plain.headers.etag, br.headers.etag, gzip.headers.etag]).size).toBe(1);
    const revalidated = await request(fx.app).get(API_PATHS.companies).set('Accept-Encoding', 'br').set('If-None-Match', br.headers.etag!);
    expect(revalidated.status).toBe(304);
  });

  it('leaves a small read uncompressed', async () => {
    await fx.db('companies').insert({ id: 'solo', name: 'Solo', sector: BANK });
    await score(await edition('2025-05-01'), 'solo', 42);
    const res = await request(fx.app).get(API_PATHS.indexSummary).set('Accept-Encoding', 'gzip, deflate, br');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body.totalCompanies).toBe(1);
  });
});

describe('reads by edition (?edition=YYYY-MM)', () => {
  const inEdition = (path: string, month: string) => `${path}?edition=${month}`;

  it('reads the list, summary, report and details of a past published edition, marked as not current', async () => {
    await seedTwoEditions();
    const list = await request(fx.app).get(inEdition(API_PATHS.companies, '2025-01'));
    expect(list.status).toBe(200);
    expect(list.body.edition).toEqual({ month: '2025-01-01', isSample: false, current: false });
    expect(list.body.records.map((r: { id: string; score: number }) => [r.id, r.score])).toEqual([
      ['alpha-bank', 60],
      ['beta-bank', 50],
      ['tele-one', 41],
    ]);

    const summary = await request(fx.app).get(inEdition(API_PATHS.indexSummary, '2025-01'));
    expect(summary.body).toMatchObject({ totalCompanies: 3, avgScoreThisMonth: 50.3, avgScorePrevMonth: null, latestReportDate: '2025-01-10' });

    const report = await request(fx.app).get(inEdition(API_PATHS.company('alpha-bank'), '2025-01'));
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ score: 60, reportDate: '2025-01-10', rank: { sector: { position: 1, of: 2 }, overall: { position: 1, of: 3 } } });
    expect(report.body.edition).toEqual({ month: '2025-01-01', isSample: false, current: false });
    // The history stops at the edition read: February had not been published then.
    expect(report.body.history).toEqual([{ month: '2025-01-01', score: 60 }]);

    const details = await request(fx.app).get(inEdition(API_PATHS.companyDetails('alpha-bank'), '2025-01'));
    expect(details.status).toBe(200);
    expect(details.body.edition).toEqual({ month: '2025-01-01', isSample: false, current: false });
  });

  it('reads the current edition by its month too, marked as current', async () => {
    await seedTwoEditions();
    const report = await request(fx.app).get(inEdition(API_PATHS.company('gamma-bank'), '2025-02'));
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ score: 90, edition: { month: '2025-02-01', current: true } });
  });

  it('answers 404 for a month whose edition is a draft or withdrawn, or that has none', async () => {
    await seedTwoEditions();
    const draft = await edition('2025-03-01', false);
    await score(draft, 'alpha-bank', 99);
    await fx.db('index_editions').where({ month: '2025-01-01' }).update({ withdrawn_at: fx.db.fn.now() });
    for (const month of ['2025-03', '2025-01', '2024-12']) {
      for (const path of [API_PATHS.companies, API_PATHS.indexSummary, API_PATHS.company('alpha-bank'), API_PATHS.companyDetails('alpha-bank')]) {
        const res = await request(fx.app).get(inEdition(path, month));
        expect([path, month, res.status]).toEqual([path, month, 404]);
        expect(res.body.error.code).toBe('NOT_FOUND');
      }
    }
    // The current edition is unaffected.
    expect((await request(fx.app).get(API_PATHS.companies)).body.edition.month).toBe('2025-02-01');
  });

  it('answers 404 for a company not scored in that edition', async () => {
    await seedTwoEditions();
    expect((await request(fx.app).get(inEdition(API_PATHS.company('gamma-bank'), '2025-01'))).status).toBe(404);
    expect((await request(fx.app).get(inEdition(API_PATHS.companyDetails('gamma-bank'), '2025-01'))).status).toBe(404);
  });

  it.each(['2025-1', '2025-13', 'latest', '2025-01-01'])('refuses the month %s as invalid', async (month) => {
    await seedTwoEditions();
    const res = await request(fx.app).get(inEdition(API_PATHS.companies, month));
    expect(res.status).toBe(422);
    expect(res.body.error.fields).toEqual({ edition: 'Give the month as YYYY-MM' });
  });

  it('keeps the reads of different editions apart in the read cache', async () => {
    await seedTwoEditions();
    const current = await request(fx.app).get(API_PATHS.company('alpha-bank'));
    const past = await request(fx.app).get(inEdition(API_PATHS.company('alpha-bank'), '2025-01'));
    expect([current.body.score, past.body.score]).toEqual([80.5, 60]);
  });
});
