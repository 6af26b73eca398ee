import { number, string, type InferType } from 'yup';
import { indexEditionQuerySchema } from './edition-query.js';
import { DEFAULT_LIST_QUERY, LIST_QUERY_PARAMS, LIST_SEARCH_MAX, SORT_DIRECTIONS, SORT_KEYS, type ListQuery } from './list-query.js';

/**
 * The API's query of one page of the list: the edition's, and the list's own parameters. The API
 * is strict where the page's URL is lenient (parseListQuery): a client sends only what it parsed.
 */
export const companyPageQuerySchema = indexEditionQuerySchema.shape({
  [LIST_QUERY_PARAMS.search]: string().max(LIST_SEARCH_MAX, `Keep the search to ${LIST_SEARCH_MAX} characters`).optional(),
  [LIST_QUERY_PARAMS.sort]: string().oneOf(SORT_KEYS, `Sort by one of ${SORT_KEYS.join(', ')}`).optional(),
  [LIST_QUERY_PARAMS.direction]: string().oneOf(SORT_DIRECTIONS, 'Give the direction as asc or desc').optional(),
  [LIST_QUERY_PARAMS.page]: number().integer('Give the page as a whole number from 1').min(1, 'Give the page as a whole number from 1').optional(),
});

export type CompanyPageQuery = InferType<typeof companyPageQuerySchema>;

/** The list query a validated API query asks for. */
export const listQueryOf = (query: CompanyPageQuery): ListQuery => ({
  search: query[LIST_QUERY_PARAMS.search] ?? DEFAULT_LIST_QUERY.search,
  sort: (query[LIST_QUERY_PARAMS.sort] as ListQuery['sort'] | undefined) ?? DEFAULT_LIST_QUERY.sort,
  direction: (query[LIST_QUERY_PARAMS.direction] as ListQuery['direction'] | undefined) ?? DEFAULT_LIST_QUERY.direction,
  page: query[LIST_QUERY_PARAMS.page] ?? DEFAULT_LIST_QUERY.page,
});
