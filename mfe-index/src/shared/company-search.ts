import { searchText, type CompanyRow } from '@pdpl/contracts';

/** Substring match on the company's name in either language, as searchText folds them (the list's search and the compare page's). */
export function filterByName(rows: CompanyRow[], search: string): CompanyRow[] {
  const needle = searchText(search);
  if (!needle) return rows;
  return rows.filter((r) => searchText(r.companyName).includes(needle) || (r.ar?.companyName !== undefined && searchText(r.ar.companyName).includes(needle)));
}
