/**
 * Validates a whole parsed edition file and answers every error at once, so an analyst fixes a
 * file in one pass. The same function runs in the browser (before upload) and in the API.
 *
 * Row numbers are counted as a spreadsheet shows them: the header is row 1, the first company is
 * row 2 (a cell with line breaks still makes one row). JSON files are numbered the same way (the
 * first object is row 2), so an error names the same row whichever format the file was saved in.
 */
import { DIMENSIONS, type DimensionKey } from '../index-data/dimensions.js';
import { RESERVED_COMPANY_IDS } from '../index-data/paths.js';
import { dimensionScore, findRequirement, RUBRIC_VERSION, requirementsOf } from '../index-analysis/rubric.js';
import { checkCell } from './cells.js';
import {
  ARABIC_COLUMN_SUFFIX,
  DIMENSION_TEXT_COLUMNS,
  EDITION_COLUMNS,
  EVIDENCE_COLUMNS,
  NO_REQUIREMENT_MET,
  requirementsColumn,
  RUBRIC_VERSION_COLUMN,
  TRANSLATED_COMPANY_FIELDS,
  type DimensionRequirement,
  type EditionDimension,
  type EditionFileRow,
  type IndexSector,
} from './columns.js';

/** One problem; row and column are null for what concerns the whole file or a whole column. */
export interface EditionFileError {
  row: number | null;
  column: string | null;
  /** The full sentence, e.g. "row 17, column dataRetentionPeriod: 140 is above 100". */
  message: string;
}

/** A file as read: the header's column names and one object per row, keyed by column name. */
export interface ParsedEditionFile {
  columns: readonly string[];
  rows: readonly unknown[];
  /** The spreadsheet row of each entry of rows, when the reader left blank rows out; else index + 2. */
  rowNumbers?: readonly number[];
}

export interface EditionValidation {
  /** Every row, converted, when there is no error; empty otherwise. */
  rows: EditionFileRow[];
  errors: EditionFileError[];
}

/** The spreadsheet row of the first company (the header is row 1). */
export const FIRST_DATA_ROW = 2;

export function editionError(row: number | null, column: string | null, text: string): EditionFileError {
  const where = [row === null ? '' : `row ${row}`, column === null ? '' : `column ${column}`].filter(Boolean).join(', ');
  return { row, column, message: where ? `${where}: ${text}` : text };
}

function headerErrors(columns: readonly string[]): EditionFileError[] {
  const errors: EditionFileError[] = [];
  const known = new Set(EDITION_COLUMNS.map((c) => c.name));
  const seen = new Set<string>();
  for (const name of columns) {
    if (seen.has(name)) errors.push(editionError(null, name, 'appears twice in the header'));
    else if (!known.has(name)) errors.push(editionError(null, name, 'is not a column of the edition file'));
    seen.add(name);
  }
  for (const { name, translation, evidence, rubric } of EDITION_COLUMNS) {
    if (!seen.has(name) && !translation && !evidence && !rubric) errors.push(editionError(null, name, 'is missing from the header'));
  }
  return errors;
}

/** A row's checked cells as an EditionFileRow (only called when every cell passed). */
function toRow(cells: Record<string, string | number>): EditionFileRow {
  const text = (name: string) => String(cells[name] ?? '');
  const arabic = (name: string) => text(`${name}${ARABIC_COLUMN_SUFFIX}`);
  const dimensions = {} as Record<DimensionKey, EditionDimension>;
  for (const { key } of DIMENSIONS) {
    const entry = { score: Number(cells[key]), ar: {} } as EditionDimension;
    for (const [suffix, field] of DIMENSION_TEXT_COLUMNS) {
      entry[field] = text(`${key}${suffix}`);
      entry.ar[field] = arabic(`${key}${suffix}`);
    }
    const [quote, url, retrieved] = EVIDENCE_COLUMNS.map(([suffix]) => text(`${key}${suffix}`));
    entry.evidence = quote ? { quote, url: url!, retrieved: retrieved! } : null;
    entry.requirements = requirementsFromCell(key, text(requirementsColumn(key)));
    dimensions[key] = entry;
  }
  return {
    id: text('id'),
    companyName: text('companyName'),
    sector: text('sector') as IndexSector,
    companyDescription: text('companyDescription'),
    homepageUrl: text('homepageUrl'),
    privacyPolicyUrl: text('privacyPolicyUrl'),
    reportDate: text('reportDate'),
    score: Number(cells.score),
    strengths: text('strengths'),
    criticalIssues: text('criticalIssues'),
    recommendations: text('recommendations'),
    dimensions,
    ar: Object.fromEntries(TRANSLATED_COMPANY_FIELDS.map((field) => [field, arabic(field)])) as EditionFileRow['ar'],
    rubricVersion: text(RUBRIC_VERSION_COLUMN),
  };
}

/**
 * A dimension's checked Requirements cell as each of its requirements, in the rubric's order, met
 * or not: those it lists are met, the others not ("none": none is). null for an empty cell.
 */
export function requirementsFromCell(dimension: DimensionKey, cell: string): DimensionRequirement[] | null {
  if (cell === '') return null;
  const met = new Set(cell === NO_REQUIREMENT_MET ? [] : cell.split(' '));
  return requirementsOf(dimension).map(({ id }) => ({ id, met: met.has(id) }));
}

const sectionOf = (dimension: DimensionKey) => DIMENSIONS.find((d) => d.key === dimension)!.section;

/**
 * The rubric's results of a row, once its cells are checked: every id listed is a requirement of its
 * column's dimension, listed once; the dimension's score is the percentage of its requirements met;
 * and a row that gives requirements names the rubric version they were judged by, the one this
 * index applies.
 */
function requirementErrors(rowNumber: number, record: Record<string, unknown>, cells: Record<string, string | number>): EditionFileError[] {
  const errors: EditionFileError[] = [];
  // A cell refused for its own reason still counts as given, as evidence cells do.
  const isGiven = (name: string) => record[name] !== undefined && record[name] !== null && String(record[name]).trim() !== '';
  const given = DIMENSIONS.map(({ key }) => requirementsColumn(key)).filter(isGiven);
  for (const { key } of DIMENSIONS) {
    const column = requirementsColumn(key);
    const cell = cells[column];
    if (typeof cell !== 'string' || cell === '') continue;
    const ids = cell === NO_REQUIREMENT_MET ? [] : cell.split(' ');
    const listed = new Set<string>();
    let idsValid = true;
    for (const id of ids) {
      const requirement = findRequirement(id);
      if (requirement?.dimension !== key) {
        idsValid = false;
        const elsewhere = requirement ? ` (it is one of ${sectionOf(requirement.dimension)})` : '';
        errors.push(editionError(rowNumber, column, `"${id}" is not a requirement of ${sectionOf(key)}${elsewhere}`));
      } else if (listed.has(id)) {
        idsValid = false;
        errors.push(editionError(rowNumber, column, `lists "${id}" twice`));
      }
      listed.add(id);
    }
    const score = cells[key];
    if (!idsValid || typeof score !== 'number') continue;
    const requirements = requirementsFromCell(key, cell)!;
    const expected = dimensionScore(requirements.map((r) => r.met));
    if (score !== expected) {
      errors.push(
        editionError(
          rowNumber,
          key,
          `${score} is not the percentage of requirements met: ${column} meets ${listed.size} of ${requirements.length}, ${expected} (the score must say what the requirements say)`,
        ),
      );
    }
  }
  const version = cells[RUBRIC_VERSION_COLUMN];
  if (given.length > 0 && !isGiven(RUBRIC_VERSION_COLUMN)) {
    errors.push(editionError(rowNumber, RUBRIC_VERSION_COLUMN, `is required with ${given[0]}${given.length > 1 ? ` and ${given.length - 1} more` : ''}: requirements are judged by a version of the rubric (${RUBRIC_VERSION})`));
  } else if (typeof version === 'string' && version !== '' && version !== RUBRIC_VERSION) {
    errors.push(editionError(rowNumber, RUBRIC_VERSION_COLUMN, `${version} is not the rubric this index applies (${RUBRIC_VERSION})`));
  }
  return errors;
}

/** A dimension's evidence is whole or absent: a quotation needs its source and date, and they need a quotation. */
function evidenceErrors(rowNumber: number, record: Record<string, unknown>): EditionFileError[] {
  const errors: EditionFileError[] = [];
  for (const { key } of DIMENSIONS) {
    const names = EVIDENCE_COLUMNS.map(([suffix]) => `${key}${suffix}`);
    // A cell refused for its own reason still counts as given: it is not reported missing too.
    const given = names.filter((name) => record[name] !== undefined && record[name] !== null && String(record[name]).trim() !== '');
    if (given.length === 0 || given.length === names.length) continue;
    for (const name of names.filter((n) => !given.includes(n))) {
      errors.push(editionError(rowNumber, name, `is required with ${given.join(' and ')}: a dimension's evidence is a quotation, its URL and its retrieval date`));
    }
  }
  return errors;
}

export function validateEditionFile(file: ParsedEditionFile): EditionValidation {
  if (file.columns.length === 0 && file.rows.length === 0) return { rows: [], errors: [editionError(null, null, 'The file is empty')] };
  const errors = headerErrors(file.columns);
  if (file.rows.length === 0) errors.push(editionError(null, null, 'The file has no company rows'));
  // A missing column is reported once above, not once per row.
  const present = new Set(file.columns);
  const checked = EDITION_COLUMNS.filter((c) => present.has(c.name));
  const firstRowOfId = new Map<string, number>();
  const rows: EditionFileRow[] = [];

  file.rows.forEach((value, index) => {
    const rowNumber = file.rowNumbers?.[index] ?? index + FIRST_DATA_ROW;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push(editionError(rowNumber, null, 'is not an object of column values'));
      return;
    }
    const record = value as Record<string, unknown>;
    const cells: Record<string, string | number> = {};
    let rowValid = true;
    for (const column of checked) {
      const result = checkCell(column.kind, column.required, Object.hasOwn(record, column.name) ? record[column.name] : undefined);
      if (result.ok) cells[column.name] = result.value;
      else {
        rowValid = false;
        errors.push(editionError(rowNumber, column.name, result.reason));
      }
    }
    errors.push(...evidenceErrors(rowNumber, record));
    errors.push(...requirementErrors(rowNumber, record, cells));
    const id = cells.id;
    if (typeof id === 'string' && RESERVED_COMPANY_IDS.includes(id)) {
      errors.push(editionError(rowNumber, 'id', `${id} is reserved for a page of the index: choose another id`));
    } else if (typeof id === 'string' && id !== '') {
      const first = firstRowOfId.get(id);
      if (first === undefined) firstRowOfId.set(id, rowNumber);
      else errors.push(editionError(rowNumber, 'id', `${id} is already the id of row ${first}`));
    }
    if (rowValid && errors.length === 0) rows.push(toRow(cells));
  });
  return errors.length === 0 ? { rows, errors } : { rows: [], errors };
}
