/**
 * The companies the index watches: who they are and where their notices live. Analysts add them one
 * by one (the form) or from a CSV file (validated whole, every error naming its row and column, as
 * edition files are). The same schema checks the form in the browser and the body in the API.
 */
import { object, string, type InferType } from 'yup';
import { INDEX_SECTORS } from '../index-data/types.js';
import { RESERVED_COMPANY_IDS } from '../index-data/paths.js';
import { isHttpUrl } from '../index-editions/cells.js';
import { editionError, FIRST_DATA_ROW, type EditionFileError, type ParsedEditionFile } from '../index-editions/validate.js';

export const WATCHED_COMPANY_MESSAGES = {
  idInvalid: 'Use lower-case letters, digits and single hyphens (2 to 80 characters)',
  idReserved: 'This id is reserved for a page of the index',
  nameRequired: 'Enter the company name',
  nameArRequired: 'Enter the company name in Arabic',
  nameArNotArabic: 'Write the Arabic name in Arabic letters',
  sectorRequired: 'Choose one of the index sectors',
  websiteRequired: 'Enter the web site address',
  urlInvalid: 'Enter a full http(s) address, e.g. https://www.example.com',
  exists: 'A company with this id is already watched',
  added: 'Company added',
  imported: 'Companies imported',
} as const;

const ID_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** Whether a path's id could name a watched company at all (anything else is no such company). */
export const isWatchedCompanyId = (value: string) => value.length >= 2 && value.length <= 80 && ID_PATTERN.test(value);
const ARABIC_LETTERS = /[\u0600-\u06FF]/;

/** What the collector may fetch: an absolute http(s) URL without credentials. */
export const isCollectableUrl = (value: string): boolean => isHttpUrl(value);

const optionalUrl = () =>
  string()
    .trim()
    .max(2000)
    .default('')
    .test('url', WATCHED_COMPANY_MESSAGES.urlInvalid, (v) => !v || isCollectableUrl(v));

export const watchedCompanySchema = object({
  id: string()
    .trim()
    .required(WATCHED_COMPANY_MESSAGES.idInvalid)
    .min(2, WATCHED_COMPANY_MESSAGES.idInvalid)
    .max(80, WATCHED_COMPANY_MESSAGES.idInvalid)
    .matches(ID_PATTERN, WATCHED_COMPANY_MESSAGES.idInvalid)
    .notOneOf([...RESERVED_COMPANY_IDS], WATCHED_COMPANY_MESSAGES.idReserved),
  nameEn: string().trim().max(200).required(WATCHED_COMPANY_MESSAGES.nameRequired),
  nameAr: string().trim().max(200).required(WATCHED_COMPANY_MESSAGES.nameArRequired).matches(ARABIC_LETTERS, WATCHED_COMPANY_MESSAGES.nameArNotArabic),
  sector: string().oneOf([...INDEX_SECTORS], WATCHED_COMPANY_MESSAGES.sectorRequired).required(WATCHED_COMPANY_MESSAGES.sectorRequired),
  website: string()
    .trim()
    .max(2000)
    .required(WATCHED_COMPANY_MESSAGES.websiteRequired)
    .test('url', WATCHED_COMPANY_MESSAGES.urlInvalid, (v) => v == null || isCollectableUrl(v)),
  privacyUrl: optionalUrl(),
  privacyUrlAr: optionalUrl(),
  cookieUrl: optionalUrl(),
  cookieUrlAr: optionalUrl(),
});
export type WatchedCompanyInput = InferType<typeof watchedCompanySchema>;

/** The CSV file's columns: the schema's fields, in this order; the optional URLs may be left out. */
export const WATCHED_COMPANY_COLUMNS = ['id', 'nameEn', 'nameAr', 'sector', 'website', 'privacyUrl', 'privacyUrlAr', 'cookieUrl', 'cookieUrlAr'] as const;
export const WATCHED_COMPANY_REQUIRED_COLUMNS = ['id', 'nameEn', 'nameAr', 'sector', 'website'] as const;
export const WATCHED_COMPANY_EXAMPLE_ROW = ['example-trading', 'Example Trading Company', 'شركة المثال التجارية', 'Retail & E-commerce', 'https://www.example.com', '', '', '', ''];
/** At most this many companies a file (the index announces 1,000). */
export const WATCHED_COMPANY_FILE_MAX_ROWS = 5000;

export interface WatchedCompanyValidation {
  rows: WatchedCompanyInput[];
  errors: EditionFileError[];
}

/** Checks a parsed CSV (header and rows keyed by column, read as edition files are): every error at once, by row and column. */
export function validateWatchedCompanyFile(file: ParsedEditionFile): WatchedCompanyValidation {
  const { columns, rows, rowNumbers } = file;
  const errors: EditionFileError[] = [];
  const known = new Set<string>(WATCHED_COMPANY_COLUMNS);
  for (const name of columns) if (!known.has(name)) errors.push(editionError(null, name, 'is not a column of the companies file'));
  for (const name of WATCHED_COMPANY_REQUIRED_COLUMNS) if (!columns.includes(name)) errors.push(editionError(null, name, 'is missing from the header'));
  if (rows.length === 0) errors.push(editionError(null, null, 'The file has no companies'));
  if (rows.length > WATCHED_COMPANY_FILE_MAX_ROWS) errors.push(editionError(null, null, `The file has more than ${WATCHED_COMPANY_FILE_MAX_ROWS} companies`));
  if (errors.length > 0) return { rows: [], errors };

  const valid: WatchedCompanyInput[] = [];
  const firstRowOfId = new Map<string, number>();
  rows.forEach((raw, index) => {
    const row = rowNumbers?.[index] ?? index + FIRST_DATA_ROW;
    try {
      const value = watchedCompanySchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
      const earlier = firstRowOfId.get(value.id);
      if (earlier !== undefined) errors.push(editionError(row, 'id', `"${value.id}" is also in row ${earlier}`));
      else firstRowOfId.set(value.id, row);
      valid.push(value);
    } catch (err) {
      for (const inner of (err as { inner?: { path?: string; message: string }[] }).inner ?? []) errors.push(editionError(row, inner.path ?? null, inner.message));
    }
  });
  return errors.length > 0 ? { rows: [], errors } : { rows: valid, errors };
}
