import type { CompanyRow } from '@pdpl/contracts';
import {
  applyListQuery,
  DEFAULT_LIST_QUERY,
  listQueryParams,
  PAGE_SIZE,
  parseListQuery,
  ranksOf,
  sortRows,
  toggleSort,
  withSearch,
} from '../src/features/companies/model/list-query';
import { filterByName } from '../src/shared/company-search';

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
  it('returns to page 1 when the text changes', () => {
    expect(withSearch({ ...DEFAULT_LIST_QUERY, page: 4 }, 'x')).toEqual({ ...DEFAULT_LIST_QUERY, search: 'x', page: 1 });
  });
});

describe('sort', () => {
  it('toggles the chosen column and starts a newly chosen one ascending', () => {
    const byName = toggleSort(DEFAULT_LIST_QUERY, 'companyName');
    expect([byName.sort, byName.direction]).toEqual(['companyName', 'asc']);
    const byNameDesc = toggleSort(byName, 'companyName');
    expect([byNameDesc.sort, byNameDesc.direction]).toEqual(['companyName', 'desc']);
    const bySector = toggleSort(byNameDesc, 'sector');
    expect([bySector.sort, bySector.direction]).toEqual(['sector', 'asc']);
    // The default is score, best first: a click on Score flips it to ascending.
    expect(toggleSort(DEFAULT_LIST_QUERY, 'score').direction).toBe('asc');
  });
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
    const first = applyListQuery(many, DEFAULT_LIST_QUERY);
    expect([first.rows.length, first.pageCount, first.total, first.first]).toEqual([PAGE_SIZE, 3, 45, 1]);
    const last = applyListQuery(many, { ...DEFAULT_LIST_QUERY, page: 3 });
    expect(last.rows.map((r) => r.id)).toEqual(['c40', 'c41', 'c42', 'c43', 'c44']);
    expect(last.first).toBe(41);
  });
  it('brings a page out of range back into range', () => {
    expect(applyListQuery(many, { ...DEFAULT_LIST_QUERY, page: 99 }).page).toBe(3);
    expect(applyListQuery([], { ...DEFAULT_LIST_QUERY, page: 2 })).toEqual({ rows: [], total: 0, page: 1, pageCount: 1, first: 0 });
  });
});

describe('the URL query', () => {
  it('round-trips a chosen state and leaves defaults out of the URL', () => {
    const chosen = { search: 'bank', sort: 'sector' as const, direction: 'desc' as const, page: 2 };
    expect(listQueryParams(chosen).toString()).toBe('q=bank&sort=sector&dir=desc&page=2');
    expect(parseListQuery(listQueryParams(chosen))).toEqual(chosen);
    expect(listQueryParams(DEFAULT_LIST_QUERY).toString()).toBe('');
  });
  it('ignores values it does not know', () => {
    expect(parseListQuery(new URLSearchParams('sort=__proto__&dir=up&page=-3'))).toEqual(DEFAULT_LIST_QUERY);
  });
});

describe('ranks', () => {
  it('are the positions in the published order, whatever the table shows', () => {
    const ranks = ranksOf(ROWS);
    expect(sortRows(ROWS, 'companyName', 'asc').map((r) => ranks.get(r.id))).toEqual([2, 4, 1, 3]);
  });
});
