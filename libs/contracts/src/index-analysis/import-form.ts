/**
 * The analysts' form importing watched companies, checked in the browser before the file is sent
 * (the API validates the file's rows itself). A module of its own, as the edition import form is.
 */
import { mixed, object } from 'yup';
import type { EditionUpload } from '../index-editions/import-form.js';

/** The largest companies file the import takes (the API refuses a larger one with 413). */
export const WATCHED_COMPANY_FILE_MAX_BYTES = 2 * 1024 * 1024;

export const WATCHED_COMPANY_IMPORT_MESSAGES = {
  fileRequired: 'Choose the companies file (.csv)',
  fileType: 'Choose a .csv file',
  fileTooLarge: 'The file is larger than 2 MB: split it.',
} as const;

export const watchedCompanyImportSchema = object({
  file: mixed<EditionUpload>()
    .required(WATCHED_COMPANY_IMPORT_MESSAGES.fileRequired)
    .test('type', WATCHED_COMPANY_IMPORT_MESSAGES.fileType, (file) => !file || /\.csv$/i.test(file.name))
    .test('size', WATCHED_COMPANY_IMPORT_MESSAGES.fileTooLarge, (file) => !file || file.size <= WATCHED_COMPANY_FILE_MAX_BYTES),
});
