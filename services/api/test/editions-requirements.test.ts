/**
 * A dimension's rubric requirements (the optional <dimension>Requirements columns and rubricVersion):
 * validated against the rubric and the score, imported with the edition, served with the company's
 * details in the rubric's order, and kept in the open data (CSV, JSON, data package).
 */
import request from 'supertest';
import { parse } from 'csv-parse/sync';
import { API_PATHS, EDITION_COLUMNS, RUBRIC_VERSION, requirementsOf } from '@pdpl/contracts';
import { EditionFileRejected, checkEditionFile } from '../src/modules/editions/service.js';
import { useTestApp } from './support/app.js';
import { dataPackageErrors } from './support/data-package.js';
import { companyRecord, editor, records, toCsv, type FileRecord } from './support/editions.js';
import { useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

async function errorsOf(text: string, format: 'csv' | 'json' = 'csv'): Promise<string[]> {
  try {
    await checkEditionFile(text, format);
  } catch (err) {
    if (err instanceof EditionFileRejected) return err.errors.map((e) => e.message);
    throw err;
  }
  return [];
}

const RIGHTS = requirementsOf('dataSubjectRights').map((r) => r.id);
/** Five of the eight rights met (62.5), two of the three retention requirements (66.7), none of the children's (0). */
const judged = companyRecord('acme', 60, {
  rubricVersion: RUBRIC_VERSION,
  dataSubjectRights: 62.5,
  dataSubjectRightsRequirements: 'rights.access rights.informed rights.correction rights.destruction rights.howToExercise',
  dataRetentionPeriod: 66.7,
  dataRetentionPeriodRequirements: 'retention.stated  retention.destruction',
  childrensData: 0,
  childrensDataRequirements: 'none',
});

it('takes the ids met, in any order, as every requirement of the dimension in the rubric\'s order, met or not', async () => {
  const [row] = await checkEditionFile(toCsv([judged]), 'csv');
  expect(row!.rubricVersion).toBe(RUBRIC_VERSION);
  const met = new Set(['rights.access', 'rights.informed', 'rights.correction', 'rights.destruction', 'rights.howToExercise']);
  expect(row!.dimensions.dataSubjectRights.requirements).toEqual(RIGHTS.map((id) => ({ id, met: met.has(id) })));
  expect(row!.dimensions.dataRetentionPeriod.requirements).toEqual([
    { id: 'retention.stated', met: true },
    { id: 'retention.period', met: false },
    { id: 'retention.destruction', met: true },
  ]);
  expect(row!.dimensions.childrensData.requirements).toEqual([
    { id: 'children.addressed', met: false },
    { id: 'children.guardianConsent', met: false },
  ]);
  // A dimension whose cell is empty was not judged by the rubric: its score stands as given.
  expect(row!.dimensions.consentMechanisms).toMatchObject({ score: 60, requirements: null });
});

it('refuses an id that is not a requirement of the dimension, one listed twice, and a malformed list, by row and column', async () => {
  const file = records([62.5, 62.5, 62.5, 62.5]).map((r): FileRecord => ({ ...r, rubricVersion: RUBRIC_VERSION }));
  file[0]!.dataSubjectRightsRequirements = 'rights.access rights.fly';
  file[1]!.dataSubjectRightsRequirements = 'rights.access placement.found';
  file[2]!.dataSubjectRightsRequirements = 'rights.access rights.copy rights.access';
  file[3]!.dataSubjectRightsRequirements = 'rights.access, rights.copy';
  expect(await errorsOf(toCsv(file))).toEqual([
    'row 2, column dataSubjectRightsRequirements: "rights.fly" is not a requirement of Data Subject Rights',
    'row 3, column dataSubjectRightsRequirements: "placement.found" is not a requirement of Data Subject Rights (it is one of Privacy Notice Placement)',
    'row 4, column dataSubjectRightsRequirements: lists "rights.access" twice',
    'row 5, column dataSubjectRightsRequirements: "rights.access," is not a requirement id (such as rights.access): list the ids met, separated by spaces',
  ]);
});

it('refuses a score that is not the percentage of requirements met, to one decimal', async () => {
  const file = [
    companyRecord('one', 50, { rubricVersion: RUBRIC_VERSION, dataSubjectRights: 50, dataSubjectRightsRequirements: RIGHTS.slice(0, 5).join(' ') }),
    companyRecord('two', 50, { rubricVersion: RUBRIC_VERSION, dataRetentionPeriod: 66.6, dataRetentionPeriodRequirements: 'retention.stated retention.period' }),
    companyRecord('three', 50, { rubricVersion: RUBRIC_VERSION, childrensData: 50, childrensDataRequirements: 'none' }),
  ];
  expect(await errorsOf(toCsv(file))).toEqual([
    'row 2, column dataSubjectRights: 50 is not the percentage of requirements met: dataSubjectRightsRequirements meets 5 of 8, 62.5 (the score must say what the requirements say)',
    'row 3, column dataRetentionPeriod: 66.6 is not the percentage of requirements met: dataRetentionPeriodRequirements meets 2 of 3, 66.7 (the score must say what the requirements say)',
    'row 4, column childrensData: 50 is not the percentage of requirements met: childrensDataRequirements meets 0 of 2, 0 (the score must say what the requirements say)',
  ]);
});

it('asks for the rubric version with the requirements, and only the version this index applies', async () => {
  const { rubricVersion: _, ...unversioned } = judged;
  const file = [unversioned, { ...judged, id: 'older', rubricVersion: '2025.01-1' }, { ...judged, id: 'odd', rubricVersion: 'latest' }, { ...judged, id: 'mixed', childrensDataRequirements: 'none children.addressed' }];
  expect(await errorsOf(toCsv(file, EDITION_COLUMNS.map((c) => c.name)))).toEqual([
    `row 2, column rubricVersion: is required with dataSubjectRightsRequirements and 2 more: requirements are judged by a version of the rubric (${RUBRIC_VERSION})`,
    `row 3, column rubricVersion: 2025.01-1 is not the rubric this index applies (${RUBRIC_VERSION})`,
    'row 4, column rubricVersion: "latest" is not a rubric version (such as 2026.11-1)',
    'row 5, column childrensDataRequirements: "none" cannot be listed with requirements: it says none is met',
  ]);
});

it('still reads a file without the rubric columns (older editions), as CSV and as JSON', async () => {
  const record = companyRecord('acme', 70);
  const columns = EDITION_COLUMNS.filter((c) => !c.rubric).map((c) => c.name);
  const [fromCsv] = await checkEditionFile(toCsv([record], columns), 'csv');
  expect(fromCsv!.dimensions.dataSubjectRights).toMatchObject({ score: 70, requirements: null });
  expect(fromCsv!.rubricVersion).toBe('');
  const withoutRubric = Object.fromEntries(Object.entries(record).filter(([name]) => columns.includes(name)));
  const [fromJson] = await checkEditionFile(JSON.stringify([withoutRubric]), 'json');
  expect(fromJson!.dimensions.dataSubjectRights.requirements).toBeNull();
});

it('round-trips: import, the details in the rubric\'s order with the rubric version, and the open data as imported', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [judged, companyRecord('beta', 60)]);

  const details = await request(fx.app).get(API_PATHS.companyDetails('acme'));
  expect(details.status).toBe(200);
  expect(details.body.rubricVersion).toBe(RUBRIC_VERSION);
  const section = (id: string) => details.body.sections.find((s: { id: string }) => s.id === id);
  expect(section('dataSubjectRights')).toMatchObject({ normalizedScore: 62.5 });
  expect(section('dataSubjectRights').requirements).toEqual(
    RIGHTS.map((id) => ({ id, met: ['rights.access', 'rights.informed', 'rights.correction', 'rights.destruction', 'rights.howToExercise'].includes(id) })),
  );
  expect(section('childrensData').requirements).toEqual([{ id: 'children.addressed', met: false }, { id: 'children.guardianConsent', met: false }]);
  expect(section('consentMechanisms').requirements).toBeUndefined();
  const beta = await request(fx.app).get(API_PATHS.companyDetails('beta'));
  expect(beta.body.rubricVersion).toBeUndefined();
  expect(beta.body.sections.every((s: { requirements?: unknown }) => s.requirements === undefined)).toBe(true);

  // The open data gives the cells back in the rubric's order, "none" where none is met.
  const expected = { ...judged, dataRetentionPeriodRequirements: 'retention.stated retention.destruction', dataSubjectRightsRequirements: 'rights.informed rights.access rights.correction rights.destruction rights.howToExercise' };
  const json = await request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'json'));
  expect(json.body.companies.find((c: { id: string }) => c.id === 'acme')).toEqual(expected);
  expect(json.body.companies.find((c: { id: string }) => c.id === 'beta')).toEqual(companyRecord('beta', 60));
  const csv = await request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'csv')).buffer(true);
  const [header, ...rows] = parse(String(csv.text), { bom: true }) as string[][];
  const acme = Object.fromEntries(header!.map((c, i) => [c, rows.find((r) => r[0] === 'acme')![i]]));
  expect(acme).toMatchObject({ rubricVersion: RUBRIC_VERSION, dataSubjectRightsRequirements: expected.dataSubjectRightsRequirements, childrensDataRequirements: 'none', consentMechanismsRequirements: '' });

  // Re-imported, the download is the same edition; and the data package describes it.
  const again = await analyst.importCsv('2025-12', String(csv.text));
  expect(again.status).toBe(201);
  const pkg = await request(fx.app).get(API_PATHS.indexEditionPackage('2025-11'));
  expect(dataPackageErrors(pkg.body, String(csv.text))).toEqual([]);
  const field = pkg.body.resources[0].schema.fields.find((f: { name: string }) => f.name === 'childrensDataRequirements');
  expect(field).toEqual({ name: 'childrensDataRequirements', type: 'string', description: expect.stringContaining('children.addressed, children.guardianConsent'), constraints: { pattern: expect.any(String) } });
  expect(dataPackageErrors(pkg.body, String(csv.text).replace('rights.informed rights.access', 'rights.informed rights.fly'))).toEqual([expect.stringMatching(/dataSubjectRightsRequirements: must match pattern/)]);
});
