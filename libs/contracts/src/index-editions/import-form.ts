/**
 * The analysts' import form, checked in the browser before the file is sent. A module of its own:
 * the public pages that read editions.ts (the open data's licence) must not ship yup with it.
 */
import { mixed, object, string } from 'yup';
import { EDITION_FILE_MAX_BYTES, EDITION_MONTH_PATTERN } from './editions.js';

/** The file an analyst picks: a browser File, described by shape so this package needs no DOM types. */
export interface EditionUpload {
  name: string;
  size: number;
}

/** The edition's month and its file, whose name and size are checked before it is sent. */
export const editionImportSchema = object({
  month: string().required('Choose the month of the edition').matches(EDITION_MONTH_PATTERN, 'Give the month as YYYY-MM'),
  file: mixed<EditionUpload>()
    .required('Choose the edition file (.csv or .json)')
    .test('type', 'Choose a .csv or .json file', (file) => !file || /\.(csv|json)$/i.test(file.name))
    .test('size', `The file is larger than ${EDITION_FILE_MAX_BYTES / (1024 * 1024)} MB: split the edition or shorten its texts.`, (file) => !file || file.size <= EDITION_FILE_MAX_BYTES),
});
