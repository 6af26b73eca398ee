import { EDITION_COLUMNS, type EditionColumn } from '@pdpl/contracts';

export interface TestCompany {
  id: string;
  companyName: string;
  sector: string;
  score: number;
}

/** A valid cell of each kind; the company's own fields and score fill the rest (every dimension at its score). */
function cell(column: EditionColumn, company: TestCompany): string | number {
  if (column.name in company) return company[column.name as keyof TestCompany];
  switch (column.kind) {
    case 'score':
      return company.score;
    case 'url':
      // An evidence URL goes with a quotation, which these companies do not give.
      if (column.evidence) return '';
      return `https://${company.id}.example/${column.name === 'privacyPolicyUrl' ? 'privacy' : ''}`;
    case 'date':
      // An evidence date goes with a quotation, which these companies do not give.
      return column.evidence ? '' : '2026-01-15';
    default:
      return column.name.endsWith('Reason') ? `Why ${company.companyName} scored ${company.score}` : '';
  }
}

const quote = (value: string | number) => (/[",\n\r]/.test(String(value)) ? `"${String(value).replace(/"/g, '""')}"` : String(value));

/** An edition file as CSV, built from the contracts' column list so it follows any new column. */
export function editionCsv(companies: TestCompany[], edit: (record: Record<string, string | number>, index: number) => void = () => {}): string {
  const lines = companies.map((company, index) => {
    const record = Object.fromEntries(EDITION_COLUMNS.map((c) => [c.name, cell(c, company)]));
    edit(record, index);
    return EDITION_COLUMNS.map((c) => quote(record[c.name]!)).join(',');
  });
  return [EDITION_COLUMNS.map((c) => c.name).join(','), ...lines].join('\n');
}
