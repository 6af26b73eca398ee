/** The body type the import endpoint reads a file as: JSON by its extension, CSV otherwise (the form accepts only these two). */
export function editionFileType(fileName: string): 'application/json' | 'text/csv' {
  return /\.json$/i.test(fileName) ? 'application/json' : 'text/csv';
}
