import { DEFAULT_LIST_QUERY } from '@pdpl/contracts';
import { toggleSort, withSearch } from '../src/features/companies/model/list-query';

it('a new search returns to page 1', () => {
  expect(withSearch({ ...DEFAULT_LIST_QUERY, page: 4 }, 'x')).toEqual({ ...DEFAULT_LIST_QUERY, search: 'x', page: 1 });
});

it('a click toggles the chosen column and starts a newly chosen one ascending', () => {
  const byName = toggleSort(DEFAULT_LIST_QUERY, 'companyName');
  expect([byName.sort, byName.direction]).toEqual(['companyName', 'asc']);
  const byNameDesc = toggleSort(byName, 'companyName');
  expect([byNameDesc.sort, byNameDesc.direction]).toEqual(['companyName', 'desc']);
  const bySector = toggleSort({ ...byNameDesc, page: 3 }, 'sector');
  expect(bySector).toEqual({ ...DEFAULT_LIST_QUERY, sort: 'sector', direction: 'asc' });
  // The default is score, best first: a click on Score flips it to ascending.
  expect(toggleSort(DEFAULT_LIST_QUERY, 'score').direction).toBe('asc');
});
