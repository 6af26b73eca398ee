import { API_PATHS, type EditionResponse } from '@pdpl/contracts';
import { apiUpload } from '@pdpl/platform';
import { editionFileType } from '../model/edition-file';

/** Sends the file as it is (the API reads CSV or JSON by its type); a refused file fails with every row error. */
export function importEdition(month: string, file: File): Promise<EditionResponse> {
  return apiUpload(`${API_PATHS.adminIndexEditionImport}?month=${encodeURIComponent(month)}`, file, editionFileType(file.name));
}
