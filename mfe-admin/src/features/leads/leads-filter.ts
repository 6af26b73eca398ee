import { API_PATHS, leadsFilterSchema, leadsQueryString, type LeadsFilter } from '@pdpl/contracts';
import { getRuntimeConfig } from '@pdpl/platform';

/** No filter: every table, every day, page 1. */
export const NO_FILTER: LeadsFilter = leadsFilterSchema.getDefault();

/**
 * The filter a page URL holds. A hand-edited or outdated link that does not validate shows every
 * submission rather than an error; unknown parameters are dropped so they never reach the API.
 */
export function filterFromSearch(search: string): LeadsFilter {
  try {
    return leadsFilterSchema.validateSync(Object.fromEntries(new URLSearchParams(search)), { stripUnknown: true });
  } catch {
    return NO_FILTER;
  }
}

/** The CSV of every submission the filter matches (all pages), which the browser downloads itself. */
export function exportCsvUrl({ page: _page, ...filter }: LeadsFilter): string {
  return `${getRuntimeConfig().apiBaseUrl}${API_PATHS.adminLeadsExport}${leadsQueryString(filter)}`;
}
