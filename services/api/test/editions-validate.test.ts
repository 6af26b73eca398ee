/** The shared edition-file validator and the API's CSV/JSON reader: every error at once, by row and column. */
import { EDITION_COLUMN_NAMES, EDITION_EXAMPLE_ROW, validateEditionFile } from '@pdpl/contracts';
import { EditionFileRejected, checkEditionFile } from '../src/modules/editions/service.js';
import { companyRecord, records, toCsv } from './support/editions.js';

/** The messages of a refused CSV file. */
async function errorsOf(csv: string, format: 'csv' | 'json' = 'csv'): Promise<string[]> {
  try {
    await checkEditionFile(csv, format);
  } catch (err) {
    if (err instanceof EditionFileRejected) return err.errors.map((e) => e.message);
    throw err;
  }
  return [];
}

it('accepts a valid file and converts its cells', async () => {
  const rows = await checkEditionFile(toCsv([companyRecord('acme-bank', 72.5, { reportDate: '', privacyPolicyUrl: '' })]), 'csv');
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ id: 'acme-bank', score: 72.5, reportDate: '', privacyPolicyUrl: '', sector: 'Banking & Financial Services' });
  expect(rows[0]!.dimensions.dataRetentionPeriod).toEqual({
    score: 72.5,
    reason: 'Reason for dataRetentionPeriod',
    bestPractices: '',
    criticalIssues: '',
    recommendations: '',
    ar: { reason: '', bestPractices: '', criticalIssues: '', recommendations: '' },
    evidence: null,
    requirements: null,
  });
});

it('takes a dimension\'s evidence: the quoted passage, the URL it was read at and the day it was read', async () => {
  const quote = 'We keep your personal data for no longer than necessary.';
  const rows = await checkEditionFile(
    toCsv([companyRecord('acme-bank', 70, { dataRetentionPeriodEvidenceQuote: quote, dataRetentionPeriodEvidenceUrl: 'https://acme-bank.example/privacy', dataRetentionPeriodEvidenceRetrieved: '2025-11-10' })]),
    'csv',
  );
  expect(rows[0]!.dimensions.dataRetentionPeriod.evidence).toEqual({ quote, url: 'https://acme-bank.example/privacy', retrieved: '2025-11-10' });
  expect(rows[0]!.dimensions.childrensData.evidence).toBeNull();
});

it('refuses an over-long quotation, a source that is not an http(s) URL and a quotation without its source, by row and column', async () => {
  const file = records([50, 50, 50]);
  const evidence = { EvidenceQuote: 'A passage.', EvidenceUrl: 'https://acme.example/privacy', EvidenceRetrieved: '2025-11-10' };
  Object.assign(file[0]!, { dataRetentionPeriodEvidenceQuote: 'x'.repeat(601), dataRetentionPeriodEvidenceUrl: evidence.EvidenceUrl, dataRetentionPeriodEvidenceRetrieved: evidence.EvidenceRetrieved });
  Object.assign(file[1]!, { childrensDataEvidenceQuote: evidence.EvidenceQuote, childrensDataEvidenceUrl: 'ftp://acme.example/privacy', childrensDataEvidenceRetrieved: evidence.EvidenceRetrieved });
  Object.assign(file[2]!, { thirdPartySharingEvidenceQuote: evidence.EvidenceQuote });
  expect(await errorsOf(toCsv(file))).toEqual([
    'row 2, column dataRetentionPeriodEvidenceQuote: is longer than 600 characters: quote the passage, not the notice',
    'row 3, column childrensDataEvidenceUrl: "ftp://acme.example/privacy" is not an http(s) URL',
    'row 4, column thirdPartySharingEvidenceUrl: is required with thirdPartySharingEvidenceQuote: a dimension\'s evidence is a quotation, its URL and its retrieval date',
    'row 4, column thirdPartySharingEvidenceRetrieved: is required with thirdPartySharingEvidenceQuote: a dimension\'s evidence is a quotation, its URL and its retrieval date',
  ]);
});

it('reads a file whose header has no evidence columns at all', async () => {
  const record = companyRecord('acme-bank', 70);
  const withoutEvidence = Object.fromEntries(Object.entries(record).filter(([name]) => !name.includes('Evidence')));
  const rows = await checkEditionFile(JSON.stringify([withoutEvidence]), 'json');
  expect(rows[0]!.dimensions.dataRetentionPeriod.evidence).toBeNull();
});

it('names row and column of every bad cell, counting the header as row 1', async () => {
  const file = records([50, 50, 50, 50, 50]);
  file[0]!.dataRetentionPeriod = 140;
  file[1]!.score = -3;
  file[1]!.companyName = '';
  file[2]!.sector = 'Banks';
  file[3]!.homepageUrl = 'ftp://files.example';
  file[3]!.privacyPolicyUrl = 'not a url';
  file[4]!.reportDate = '2025-02-30';
  file[4]!.childrensData = 'n/a';
  file[4]!.consentMechanisms = 12.25;
  expect(await errorsOf(toCsv(file))).toEqual([
    'row 2, column dataRetentionPeriod: 140 is above 100',
    'row 3, column companyName: is required',
    'row 3, column score: -3 is below 0',
    expect.stringMatching(/^row 4, column sector: "Banks" is not a known sector \(Banking & Financial Services; /),
    'row 5, column homepageUrl: "ftp://files.example" is not an http(s) URL',
    'row 5, column privacyPolicyUrl: "not a url" is not an http(s) URL',
    'row 6, column reportDate: "2025-02-30" is not a date as YYYY-MM-DD',
    'row 6, column consentMechanisms: 12.25 has more than one decimal',
    'row 6, column childrensData: "n/a" is not a number',
  ]);
});

it('refuses a duplicate company id, naming both rows, and an id that is not a slug', async () => {
  const file = records([50, 60, 70]);
  file[2]!.id = 'co-1';
  file.push(companyRecord('Acme Bank', 50, { homepageUrl: 'https://acme.example', privacyPolicyUrl: '' }));
  expect(await errorsOf(toCsv(file))).toEqual([
    'row 4, column id: co-1 is already the id of row 2',
    'row 5, column id: "Acme Bank" is not a valid id (lower-case letters, digits and single hyphens, e.g. acme-bank)',
  ]);
});

it('reports missing and unknown columns once, not once per row', async () => {
  const columns = [...EDITION_COLUMN_NAMES.filter((c) => c !== 'dataRetentionPeriod'), 'dataRetention'];
  expect(await errorsOf(toCsv(records([50, 60, 70]), columns))).toEqual([
    'column dataRetention: is not a column of the edition file',
    'column dataRetentionPeriod: is missing from the header',
  ]);
});

it('refuses an empty file, a header without rows, unreadable CSV and JSON that is not an array', async () => {
  expect(await errorsOf('')).toEqual(['The file is empty']);
  expect(await errorsOf(`${EDITION_COLUMN_NAMES.join(',')}\n`)).toEqual(['The file has no company rows']);
  expect((await errorsOf(`${EDITION_COLUMN_NAMES.join(',')}\n"unclosed,1`))[0]).toMatch(/^The CSV cannot be read: /);
  expect(await errorsOf('{"id": "x"}', 'json')).toEqual(['A JSON edition file is an array of objects, one per company']);
  expect((await errorsOf('[{', 'json'))[0]).toMatch(/^The JSON cannot be read: /);
});

it('counts rows as a spreadsheet does: a multi-line cell is one row, a blank row keeps its number', async () => {
  const file = records([50, 50, 50]);
  file[0]!.strengths = 'First line\nSecond line';
  file[2]!.score = 101;
  const [header, first, second, third] = toCsv(file).split(/\n(?=co-)/);
  expect(await errorsOf(`${header}\n${first}\n\n${second}\n${third}`)).toEqual(['row 5, column score: 101 is above 100']);
});

it('reports a row with more or fewer cells than the header', async () => {
  const csv = toCsv(records([50, 50]));
  const lines = csv.trimEnd().split('\n');
  expect(await errorsOf(`${lines[0]}\n${lines[1]},extra\n${lines[2]}`)).toEqual([`row 2: has ${EDITION_COLUMN_NAMES.length + 1} cells, the header has ${EDITION_COLUMN_NAMES.length}`]);
});

it('reads JSON rows with the same keys and numbering; numbers may be numbers or text', async () => {
  const file = records([50, 60]);
  file[1]!.score = '60';
  expect(await checkEditionFile(JSON.stringify(file), 'json')).toHaveLength(2);
  const bad = records([50, 60]) as unknown[];
  (bad[1] as Record<string, unknown>).score = { nested: true };
  bad.push(7);
  expect(await errorsOf(JSON.stringify(bad), 'json')).toEqual(['row 3, column score: must be a number', 'row 4: is not an object of column values']);
});

it('takes the template example row as a valid company', async () => {
  const csv = toCsv([Object.fromEntries(EDITION_COLUMN_NAMES.map((c, i) => [c, EDITION_EXAMPLE_ROW[i]!]))]);
  expect(await checkEditionFile(csv, 'csv')).toHaveLength(1);
});

// Its speed is measured by npm run bench:index-import, not here.
it('accepts a file of 1,000 companies, the announced scope, keeping every row', () => {
  const rows = Array.from({ length: 1000 }, (_, i) => companyRecord(`company-${i}`, (i % 1000) / 10));
  const result = validateEditionFile({ columns: EDITION_COLUMN_NAMES, rows });
  expect(result.errors).toEqual([]);
  expect(result.rows).toHaveLength(1000);
});

it('refuses the ids of the index pages that the router ranks above a company report', async () => {
  const file = records([50, 60, 70]);
  file[0]!.id = 'editions';
  file[2]!.id = 'methodology';
  expect(await errorsOf(toCsv(file))).toEqual([
    'row 2, column id: editions is reserved for a page of the index: choose another id',
    'row 4, column id: methodology is reserved for a page of the index: choose another id',
  ]);
});
