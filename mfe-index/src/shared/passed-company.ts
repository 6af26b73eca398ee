import type { CompanyRow, ListedCompany } from '@pdpl/contracts';

/**
 * A link to a report carries the company record in the router's history state (spec §2.2: "passing
 * the company record along"), so the report paints its name and score before its own fetch returns;
 * and the list's query, so Back to Index returns to the same search, sort and page.
 */
export interface PassedCompanyState {
  company: PassedCompany;
  listSearch?: string;
}

/** The record as the link's page has it: the list's rows have no description (the report's own answer brings it). */
export type PassedCompany = ListedCompany & { companyDescription?: string; ar?: CompanyRow['ar'] };

export const passCompany = (company: PassedCompany, listSearch?: string): PassedCompanyState => ({ company, listSearch });

/** What was passed along for this id, if anything (history state survives reloads, so check the id). */
export function readPassedCompany(state: unknown, companyId: string): PassedCompanyState | null {
  const passed = state as Partial<PassedCompanyState> | null;
  const company = passed?.company;
  if (!company || typeof company !== 'object' || company.id !== companyId) return null;
  return { company, listSearch: typeof passed.listSearch === 'string' && passed.listSearch.startsWith('?') ? passed.listSearch : undefined };
}
