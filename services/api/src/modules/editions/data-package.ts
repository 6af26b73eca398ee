/**
 * A published edition as a Frictionless Tabular Data Package (https://specs.frictionlessdata.io/):
 * the descriptor names the edition's CSV, which sits beside it (a relative path, so the package
 * resolves on any host), and describes every column with a Table Schema built from EDITION_COLUMNS.
 */
import {
  EDITION_COLUMNS,
  EDITION_ID_PATTERN,
  EVIDENCE_QUOTE_MAX,
  INDEX_SECTORS,
  NO_REQUIREMENT_MET,
  OPEN_DATA_LICENCE,
  requirementsOf,
  RUBRIC_VERSION_PATTERN,
  type DimensionKey,
  type EditionCellKind,
  type EditionColumn,
} from '@pdpl/contracts';

export interface TableSchemaField {
  name: string;
  type: 'string' | 'number' | 'date';
  format?: 'uri';
  description: string;
  constraints?: { required?: true; minimum?: number; maximum?: number; enum?: string[]; pattern?: string; maxLength?: number };
}

export interface TableSchema {
  fields: TableSchemaField[];
  primaryKey: string;
  /** An empty cell is a missing value (an optional text, URL or date left empty). */
  missingValues: string[];
}

export interface DataPackage {
  profile: 'tabular-data-package';
  name: string;
  title: string;
  description: string;
  version: string;
  created: string;
  licenses: { name: string; path: string; title: string }[];
  sources: { title: string }[];
  contributors: { title: string; role: 'publisher' }[];
  resources: {
    name: string;
    path: string;
    profile: 'tabular-data-resource';
    format: 'csv';
    mediatype: 'text/csv';
    encoding: 'utf-8';
    dialect: { delimiter: ','; lineTerminator: '\n'; quoteChar: '"'; doubleQuote: true; header: true };
    schema: TableSchema;
  }[];
}

const TYPE_OF: Record<EditionCellKind, TableSchemaField['type']> = {
  id: 'string',
  name: 'string',
  sector: 'string',
  text: 'string',
  url: 'string',
  date: 'date',
  score: 'number',
  quote: 'string',
  requirements: 'string',
  rubricVersion: 'string',
};

/** Table Schema patterns are XML Schema regular expressions: implicitly anchored, no ^ or $. */
const unanchored = (pattern: RegExp) => pattern.source.replace(/^\^|\$$/g, '');

/** A Requirements cell: "none", or the dimension's requirement ids met, separated by single spaces. */
function requirementsPattern(dimension: DimensionKey): string {
  const id = `(${requirementsOf(dimension).map((r) => r.id.replace(/\./g, '\\.')).join('|')})`;
  return `${NO_REQUIREMENT_MET}|${id}( ${id})*`;
}

function field(column: EditionColumn): TableSchemaField {
  const constraints: NonNullable<TableSchemaField['constraints']> = {
    ...(column.required ? { required: true as const } : {}),
    ...(column.kind === 'score' ? { minimum: 0, maximum: 100 } : {}),
    ...(column.kind === 'sector' ? { enum: [...INDEX_SECTORS] } : {}),
    ...(column.kind === 'id' ? { pattern: unanchored(EDITION_ID_PATTERN) } : {}),
    ...(column.kind === 'rubricVersion' ? { pattern: unanchored(RUBRIC_VERSION_PATTERN) } : {}),
    ...(column.kind === 'requirements' && column.dimension ? { pattern: requirementsPattern(column.dimension) } : {}),
    ...(column.kind === 'quote' ? { maxLength: EVIDENCE_QUOTE_MAX } : {}),
  };
  return {
    name: column.name,
    type: TYPE_OF[column.kind],
    ...(column.kind === 'url' ? { format: 'uri' as const } : {}),
    description: column.description,
    ...(Object.keys(constraints).length > 0 ? { constraints } : {}),
  };
}

/** The Table Schema of the open-data CSV: every column of the edition file, in its order. */
export const EDITION_TABLE_SCHEMA: TableSchema = { fields: EDITION_COLUMNS.map(field), primaryKey: 'id', missingValues: [''] };

/** The descriptor of the published edition of `month` (YYYY-MM), published at `publishedAt`. */
export function editionDataPackage(month: string, publishedAt: string): DataPackage {
  return {
    profile: 'tabular-data-package',
    name: `pdpl-compliance-index-${month}`,
    title: `PDPL Compliance Index – Saudi Arabia, edition ${month}`,
    description: `Scores of leading Saudi companies for readiness under the Personal Data Protection Law (PDPL), edition ${month}. ${OPEN_DATA_LICENCE.note}`,
    version: month,
    created: publishedAt,
    licenses: [{ name: OPEN_DATA_LICENCE.id, path: OPEN_DATA_LICENCE.url, title: OPEN_DATA_LICENCE.title }],
    sources: [{ title: 'Public information: company web sites, privacy notices and cookie notices' }],
    contributors: [{ title: OPEN_DATA_LICENCE.attribution, role: 'publisher' }],
    resources: [
      {
        name: 'companies',
        path: `${month}.csv`,
        profile: 'tabular-data-resource',
        format: 'csv',
        mediatype: 'text/csv',
        encoding: 'utf-8',
        dialect: { delimiter: ',', lineTerminator: '\n', quoteChar: '"', doubleQuote: true, header: true },
        schema: EDITION_TABLE_SCHEMA,
      },
    ],
  };
}
