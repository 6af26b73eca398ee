import type { CompanyRow } from '@pdpl/contracts';

/**
 * A link to a report carries the company record in the router's history state (spec §2.2: "passing
 * the company record along"), so the report paints its name and score before its own fetch returns;
 * and the list's query, so Back to Index returns to the same search, sort and page.
 */
export interface PassedCompanyState {
  company: CompanyRow;
  listSearch?: string;
}

export const passCompany = (company: CompanyRow, listSearch?: string): PassedCompanyState => ({ company, listSearch });

/** What was passed along for this id, if anything (history state survives reloads, so check the id). */
export function readPassedCompany(state: unknown, companyId: string): PassedCompanyState | null {
  const passed = state as Partial<PassedCompanyState> | null;
  const company = passed?.company;
  if (!company || typeof company !== 'object' || company.id !== companyId) return null;
  return { company, listSearch: typeof passed.listSearch === 'string' && passed.listSearch.startsWith('?') ? passed.listSearch : undefined };
}
