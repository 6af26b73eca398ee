import { API_PATHS, leadsFilterSchema, leadsQueryString, type LeadsFilter } from '@pdpl/contracts';
import { getRuntimeConfig } from '@pdpl/platform';

/** No filter: every table, every day, page 1. */
export const NO_FILTER: LeadsFilter = leadsFilterSchema.getDefault();

/**
 * The filter with its keys in the form's order: yup's cast returns them in another, and the query
 * string follows the keys, so one filter always makes the same URL.
 */
export const inFormOrder = ({ table, from, to, q, page }: LeadsFilter): LeadsFilter => ({ table, from, to, q, page });

/**
 * The filter a page URL holds. A hand-edited or outdated link that does not validate shows every
 * submission rather than an error; unknown parameters are dropped so they never reach the API.
 */
export function filterFromSearch(search: string): LeadsFilter {
  try {
    return inFormOrder(leadsFilterSchema.validateSync(Object.fromEntries(new URLSearchParams(search)), { stripUnknown: true }));
  } catch {
    return NO_FILTER;
  }
}

/** The CSV of every submission the filter matches (all pages), which the browser downloads itself. */
export function exportCsvUrl({ page: _page, ...filter }: LeadsFilter): string {
  return `${getRuntimeConfig().apiBaseUrl}${API_PATHS.adminLeadsExport}${leadsQueryString(filter)}`;
}
