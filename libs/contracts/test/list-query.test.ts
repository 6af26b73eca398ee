import {
  applyListQuery,
  DEFAULT_LIST_QUERY,
  filterByName,
  INDEX_PAGE_SIZE,
  listQueryParams,
  parseListQuery,
  sortRows,
  type CompanyRow,
} from '../src/index.js';

/** A query string as the page's URL holds it. */
const params = (entries: Record<string, string>) => ({ get: (name: string) => entries[name] ?? null });

const row = (id: string, companyName: string, sector: string, score: number): CompanyRow => ({ id, companyName, sector, score, companyDescription: '' });

// In published (rank) order, as the API sends them.
const ROWS = [
  row('a', 'Najm Bank', 'Banking', 91),
  row('b', 'al Rajhi Telecom', 'Telecom', 80),
  row('c', 'Zad Retail', 'Retail', 80),
  row('d', 'Bank of Tabuk', 'Banking', 42.5),
];

describe('search', () => {
  it('matches a substring of the name whatever the case', () => {
    expect(filterByName(ROWS, 'BANK').map((r) => r.id)).toEqual(['a', 'd']);
    expect(filterByName(ROWS, '  rajhi ').map((r) => r.id)).toEqual(['b']);
    expect(filterByName(ROWS, 'Retail Zad')).toEqual([]);
  });

  it('matches Arabic names whatever the diacritics and the alef, hamza, taa marbuta and alef maqsura forms', () => {
    const arabic = [
      { ...row('r', 'Al Rajhi Bank', 'Banking', 90), ar: { companyName: 'مصرف الراجحي' } },
      { ...row('s', 'Aramco Digital', 'Technology', 70), ar: { companyName: 'أرامكو الرقمية' } },
      { ...row('t', 'Lulua Exchange', 'Finance', 60), ar: { companyName: 'لؤلؤة للصرافة' } },
    ];
    expect(filterByName(arabic, 'مصرف الراجحى').map((r) => r.id)).toEqual(['r']);
    expect(filterByName(arabic, 'مَصرِف').map((r) => r.id)).toEqual(['r']);
    expect(filterByName(arabic, 'ارامكو الرقميه').map((r) => r.id)).toEqual(['s']);
    expect(filterByName(arabic, 'لولوه').map((r) => r.id)).toEqual(['t']);
    // Latin names still match on an Arabic page's rows.
    expect(filterByName(arabic, 'al rajhi').map((r) => r.id)).toEqual(['r']);
    expect(filterByName(arabic, 'الراجحيي')).toEqual([]);
  });
});

describe('sort', () => {
  it('orders names case-insensitively and keeps the rank order between equals', () => {
    expect(sortRows(ROWS, 'companyName', 'asc').map((r) => r.companyName)).toEqual(['al Rajhi Telecom', 'Bank of Tabuk', 'Najm Bank', 'Zad Retail']);
    expect(sortRows(ROWS, 'sector', 'asc').map((r) => r.id)).toEqual(['a', 'd', 'c', 'b']);
    expect(sortRows(ROWS, 'score', 'asc').map((r) => r.id)).toEqual(['d', 'b', 'c', 'a']);
    expect(sortRows(ROWS, 'score', 'desc').map((r) => r.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('sorts by change either way, companies new in the edition last both ways, ties in rank order', () => {
    const changes: (number | null)[] = [2.5, null, -4, 2.5];
    const rows = ROWS.map((r, i) => ({ ...r, change: changes[i] }));
    expect(sortRows(rows, 'change', 'asc').map((r) => r.id)).toEqual(['c', 'a', 'd', 'b']);
    expect(sortRows(rows, 'change', 'desc').map((r) => r.id)).toEqual(['a', 'd', 'c', 'b']);
  });
});

describe('paging', () => {
  const many = Array.from({ length: 45 }, (_, i) => row(`c${i}`, `Company ${i}`, 'Banking', 100 - i));
  it('shows 20 rows a page and the rest on the last page', () => {
    const first = applyListQuery(many, DEFAULT_LIST_QUERY, null);
    expect([first.rows.length, first.pageCount, first.total, first.first]).toEqual([INDEX_PAGE_SIZE, 3, 45, 1]);
    const last = applyListQuery(many, { ...DEFAULT_LIST_QUERY, page: 3 }, null);
    expect(last.rows.map((r) => r.id)).toEqual(['c40', 'c41', 'c42', 'c43', 'c44']);
    expect(last.first).toBe(41);
  });
  it('brings a page out of range back into range', () => {
    expect(applyListQuery(many, { ...DEFAULT_LIST_QUERY, page: 99 }, null).page).toBe(3);
    expect(applyListQuery([], { ...DEFAULT_LIST_QUERY, page: 2 }, null)).toEqual({ edition: null, rows: [], total: 0, page: 1, pageCount: 1, first: 0 });
  });
});

describe('the URL query', () => {
  it('round-trips a chosen state and leaves defaults out of the URL', () => {
    const chosen = { search: 'bank', sort: 'sector' as const, direction: 'desc' as const, page: 2 };
    expect(listQueryParams(chosen)).toEqual({ q: 'bank', sort: 'sector', dir: 'desc', page: '2' });
    expect(parseListQuery(params(listQueryParams(chosen)))).toEqual(chosen);
    expect(listQueryParams(DEFAULT_LIST_QUERY)).toEqual({});
  });
  it('ignores values it does not know', () => {
    expect(parseListQuery(params({ sort: '__proto__', dir: 'up', page: '-3' }))).toEqual(DEFAULT_LIST_QUERY);
  });
});

describe('ranks', () => {
  it('are the positions in the published order, whatever the table shows', () => {
    const byName = applyListQuery(ROWS, { ...DEFAULT_LIST_QUERY, sort: 'companyName', direction: 'asc' }, null);
    expect(byName.rows.map((r) => r.rank)).toEqual([2, 4, 1, 3]);
    expect(applyListQuery(ROWS, { ...DEFAULT_LIST_QUERY, search: 'bank' }, null).rows.map((r) => [r.id, r.rank])).toEqual([['a', 1], ['d', 4]]);
  });
});
