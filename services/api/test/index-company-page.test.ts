/**
 * One page of the index list (GET /api/index/list): what the list page embeds and fetches, 20
 * companies at a time whatever the edition's size, searched, sorted and ranked on the server with
 * the same rules the page's URL speaks (libs/contracts list-query).
 */
import request from 'supertest';
import { API_PATHS, companyPagePath, DEFAULT_LIST_QUERY, INDEX_PAGE_SIZE, searchText, type CompanyListResponse, type CompanyPageResponse, type ListQuery } from '@pdpl/contracts';
import { seedSampleIndex } from '../src/db/seeds/sample-index.js';
import { useTestApp } from './support/app.js';

const fx = useTestApp({ resetEachTest: true });

const pageOf = async (query: Partial<ListQuery>, month?: string) => {
  const res = await request(fx.app).get(companyPagePath({ ...DEFAULT_LIST_QUERY, ...query }, month));
  expect(res.status).toBe(200);
  return res.body as CompanyPageResponse;
};
const wholeList = async (month?: string) =>
  (await request(fx.app).get(month ? `${API_PATHS.companies}?edition=${month}` : API_PATHS.companies)).body as CompanyListResponse;

describe('GET /api/index/list', () => {
  it('answers an empty page when there is no edition', async () => {
    expect(await pageOf({})).toEqual({ edition: null, rows: [], total: 0, page: 1, pageCount: 1, first: 0 });
  });

  it('gives 20 companies a page in the published order, each with its overall rank', async () => {
    await seedSampleIndex(fx.db);
    const all = await wholeList();
    const first = await pageOf({});
    expect(first.edition).toEqual(all.edition);
    // What the list shows of each: its names, sector, score and change, not the description (the report has it).
    expect(first.rows).toEqual(
      all.records.slice(0, INDEX_PAGE_SIZE).map(({ companyDescription: _description, ar, ...r }, i) => ({ ...r, ...(ar?.companyName !== undefined && { ar: { companyName: ar.companyName } }), rank: i + 1 })),
    );
    expect(first.rows.some((r) => 'companyDescription' in r || (r.ar !== undefined && 'companyDescription' in r.ar))).toBe(false);
    expect(first).toMatchObject({ total: all.records.length, page: 1, pageCount: Math.ceil(all.records.length / INDEX_PAGE_SIZE), first: 1 });
    const second = await pageOf({ page: 2 });
    expect(second.rows.map((r) => [r.id, r.rank])).toEqual(all.records.slice(20, 40).map((r, i) => [r.id, 21 + i]));
    expect(second.first).toBe(21);
    // Past the last page: the last one.
    const beyond = await pageOf({ page: 99 });
    expect(beyond.page).toBe(first.pageCount);
    expect(beyond.rows.at(-1)!.id).toBe(all.records.at(-1)!.id);
  });

  it('searches names in either language whatever the case, keeping each rank', async () => {
    await seedSampleIndex(fx.db);
    const all = await wholeList();
    const rank = new Map(all.records.map((r, i) => [r.id, i + 1]));
    const bank = await pageOf({ search: 'BaNk' });
    const banks = all.records.filter((r) => r.companyName.toLowerCase().includes('bank'));
    expect(banks.length).toBeGreaterThan(0);
    expect(bank.total).toBe(banks.length);
    expect(bank.rows.map((r) => [r.id, r.rank])).toEqual(banks.slice(0, 20).map((r) => [r.id, rank.get(r.id)]));
    const arabicName = all.records[7]!.ar!.companyName!;
    const arabic = await pageOf({ search: arabicName });
    expect(arabic.rows.map((r) => r.id)).toContain(all.records[7]!.id);
    expect(arabic.rows.every((r) => searchText(r.ar!.companyName!).includes(searchText(arabicName)))).toBe(true);
    expect(await pageOf({ search: 'no company is called this' })).toMatchObject({ rows: [], total: 0, page: 1, first: 0 });
  });

  it('sorts by a column either way, ties in the published order', async () => {
    await seedSampleIndex(fx.db);
    const all = await wholeList();
    const byName = await pageOf({ sort: 'companyName', direction: 'asc' });
    const names = all.records.map((r) => r.companyName).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }));
    expect(byName.rows.map((r) => r.companyName)).toEqual(names.slice(0, 20));
    const lowest = await pageOf({ sort: 'score', direction: 'asc' });
    expect(lowest.rows[0]!.score).toBe(Math.min(...all.records.map((r) => r.score)));
    expect(lowest.rows[0]!.rank).toBeGreaterThan(1);
  });

  it('reads a past edition, and refuses a bad parameter with the field named', async () => {
    await seedSampleIndex(fx.db);
    const month = (await wholeList()).edition!.month.slice(0, 7);
    const [year, m] = month.split('-').map(Number) as [number, number];
    const previous = `${m === 1 ? year - 1 : year}-${String(m === 1 ? 12 : m - 1).padStart(2, '0')}`;
    const past = await pageOf({}, previous);
    expect(past.edition).toMatchObject({ current: false });
    expect(past.rows.map((r) => r.id)).toEqual((await wholeList(previous)).records.slice(0, 20).map((r) => r.id));
    expect((await request(fx.app).get(`${API_PATHS.companyPage}?edition=1999-01`)).status).toBe(404);

    const refused = {
      'sort=rank': { sort: 'Sort by one of companyName, sector, score, change' },
      'dir=up': { dir: 'Give the direction as asc or desc' },
      'page=0': { page: 'Give the page as a whole number from 1' },
      // A wrong type gets the API's one message for it (it never echoes what was sent).
      'page=two': { page: 'Invalid value' },
      [`q=${'a'.repeat(201)}`]: { q: 'Keep the search to 200 characters' },
    };
    for (const [query, fields] of Object.entries(refused)) {
      const res = await request(fx.app).get(`${API_PATHS.companyPage}?${query}`);
      expect(res.status).toBe(422);
      expect(res.body.error.fields).toEqual(fields);
    }
  });
});
