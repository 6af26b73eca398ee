/**
 * The edition file: one row per company, one column per field. This list is the only definition of
 * the columns: the CSV template, the API's parser, the validator and the open-data downloads all
 * follow it. JSON files use the same flat keys, one object per row.
 */
import { DIMENSIONS, type DimensionKey } from '../index-data/dimensions.js';
import type { INDEX_SECTORS } from '../index-data/types.js';
import { RUBRIC_VERSION, requirementsOf } from '../index-analysis/rubric.js';

export type IndexSector = (typeof INDEX_SECTORS)[number];

export type EditionCellKind = 'id' | 'name' | 'sector' | 'text' | 'url' | 'date' | 'score' | 'quote' | 'requirements' | 'rubricVersion';

export interface EditionColumn {
  name: string;
  kind: EditionCellKind;
  /** An empty cell is refused. Every column must be in the header either way, but an optional language's. */
  required: boolean;
  /** A column of the Arabic texts: it may be left out of the header entirely (older files, English-only editions). */
  translation?: true;
  /** A column of a dimension's evidence: it may be left out of the header entirely (editions without evidence). */
  evidence?: true;
  /**
   * A column of the rubric's results (rubricVersion, a dimension's Requirements): it may be left out
   * of the header entirely (editions scored before the rubric, or not by it).
   */
  rubric?: true;
  /** The dimension a Requirements column belongs to. */
  dimension?: DimensionKey;
  description: string;
  /** The template's example cell. */
  example: string;
}

/** One dimension of one company: its score (0-100) and the four texts of the detailed analysis. */
export interface EditionDimension {
  score: number;
  reason: string;
  bestPractices: string;
  criticalIssues: string;
  recommendations: string;
  /** The four texts in Arabic; '' where the edition has none (pages then show the English one). */
  ar: Record<DimensionTextField, string>;
  /** The passage of the company's privacy notice the score rests on; null where the edition gives none. */
  evidence: DimensionEvidence | null;
  /**
   * Each of the dimension's rubric requirements, in the rubric's order, and whether the company met
   * it; the score is then the percentage met. Absent or null where the edition does not say.
   */
  requirements?: DimensionRequirement[] | null;
}

/** One rubric requirement of a dimension (its id in the rubric) and whether the company met it. */
export interface DimensionRequirement {
  id: string;
  met: boolean;
}

/**
 * A quotation from a company's privacy notice, its address and the day it was read (YYYY-MM-DD). The
 * address is the one the notice was read at: http where the company serves it so (a finding of its own).
 */
export interface DimensionEvidence {
  quote: string;
  url: string;
  retrieved: string;
}

/** The suffixes of a dimension's evidence columns (dataRetentionPeriodEvidenceQuote, ...), all three or none. */
export const EVIDENCE_COLUMNS = [
  ['EvidenceQuote', 'quote'],
  ['EvidenceUrl', 'url'],
  ['EvidenceRetrieved', 'retrieved'],
] as const satisfies readonly (readonly [string, keyof DimensionEvidence])[];

export type DimensionTextField = 'reason' | 'bestPractices' | 'criticalIssues' | 'recommendations';

/** The company's texts that an edition may give in Arabic too (a column each, suffixed Ar). */
export const TRANSLATED_COMPANY_FIELDS = ['companyName', 'companyDescription', 'strengths', 'criticalIssues', 'recommendations'] as const;
export type TranslatedCompanyField = (typeof TRANSLATED_COMPANY_FIELDS)[number];

/** The suffix of an Arabic column: companyNameAr, dataRetentionPeriodReasonAr. */
export const ARABIC_COLUMN_SUFFIX = 'Ar';

/** A validated row. Optional texts and URLs are '' when empty; reportDate is YYYY-MM-DD or ''. */
export interface EditionFileRow {
  id: string;
  companyName: string;
  sector: IndexSector;
  companyDescription: string;
  homepageUrl: string;
  privacyPolicyUrl: string;
  reportDate: string;
  score: number;
  strengths: string;
  criticalIssues: string;
  recommendations: string;
  dimensions: Record<DimensionKey, EditionDimension>;
  /** The company's texts in Arabic; '' where the edition has none. */
  ar: Record<TranslatedCompanyField, string>;
  /** The rubric version the dimensions' requirements were judged by (RUBRIC_VERSION); absent or '' where the edition gives none. */
  rubricVersion?: string;
}

/** The suffixes of a dimension's text columns, e.g. dataRetentionPeriodReason, and their row fields. */
export const DIMENSION_TEXT_COLUMNS = [
  ['Reason', 'reason'],
  ['BestPractices', 'bestPractices'],
  ['CriticalIssues', 'criticalIssues'],
  ['Recommendations', 'recommendations'],
] as const;

const COMPANY_COLUMNS: EditionColumn[] = [
  { name: 'id', kind: 'id', required: true, description: 'Company id, the same in every edition: lower-case letters, digits and single hyphens.', example: 'example-trading-company' },
  { name: 'companyName', kind: 'name', required: true, description: 'Company name as shown in the index.', example: 'Example Trading Company' },
  { name: 'sector', kind: 'sector', required: true, description: 'One of the index sectors, spelt exactly.', example: 'Retail & E-commerce' },
  { name: 'companyDescription', kind: 'text', required: false, description: 'What the company does, one or two sentences.', example: 'A retailer of household goods with stores in Riyadh and Jeddah.' },
  { name: 'homepageUrl', kind: 'url', required: false, description: 'Web site, http(s) URL; may be empty.', example: 'https://www.example.com' },
  { name: 'privacyPolicyUrl', kind: 'url', required: false, description: 'Privacy notice, http(s) URL; empty when the company publishes none.', example: 'https://www.example.com/privacy' },
  { name: 'reportDate', kind: 'date', required: false, description: 'Day of the assessment, YYYY-MM-DD; may be empty.', example: '2025-11-14' },
  { name: 'score', kind: 'score', required: true, description: 'Overall score, 0-100, at most one decimal.', example: '62.5' },
  { name: 'strengths', kind: 'text', required: false, description: 'Strengths, one per line.', example: 'Privacy notice linked from every page' },
  { name: 'criticalIssues', kind: 'text', required: false, description: 'Critical issues, one per line.', example: 'No retention periods stated' },
  { name: 'recommendations', kind: 'text', required: false, description: 'Recommendations, one per line.', example: 'State how long each kind of personal data is kept' },
];

function dimensionColumns(key: string, label: string): EditionColumn[] {
  return [
    { name: key, kind: 'score', required: true, description: `${label}: percentage of requirements met, 0-100, at most one decimal.`, example: '62.5' },
    ...DIMENSION_TEXT_COLUMNS.map(([suffix]) => ({
      name: `${key}${suffix}`,
      kind: 'text' as const,
      required: false,
      description: `${label}: ${suffix.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase()} (optional text).`,
      example: suffix === 'Reason' ? `Why ${label} scored 62.5` : '',
    })),
  ];
}

/** The Arabic twin of a text column: optional, in the header and in each row. */
function arabicColumn(column: EditionColumn): EditionColumn {
  return {
    name: `${column.name}${ARABIC_COLUMN_SUFFIX}`,
    kind: column.kind === 'name' ? 'name' : 'text',
    required: false,
    translation: true,
    description: `${column.description.replace(/\.$/, '')}, in Arabic (optional: Arabic pages show the English text where this is empty).`,
    example: '',
  };
}

/** A dimension's evidence: optional, and absent from older files' headers. */
function evidenceColumns(key: string, label: string): EditionColumn[] {
  return [
    { name: `${key}EvidenceQuote`, kind: 'quote', required: false, evidence: true, description: `${label}: the passage of the privacy notice the score rests on, quoted exactly (at most ${EVIDENCE_QUOTE_MAX} characters; with its URL and retrieval date).`, example: '' },
    { name: `${key}EvidenceUrl`, kind: 'url', required: false, evidence: true, description: `${label}: the http(s) address the quoted notice was read at.`, example: '' },
    { name: `${key}EvidenceRetrieved`, kind: 'date', required: false, evidence: true, description: `${label}: the day the quoted notice was read, YYYY-MM-DD.`, example: '' },
  ];
}

/** The longest quotation a dimension's evidence may hold: a passage, not the notice. */
export const EVIDENCE_QUOTE_MAX = 600;

/** The suffix of a dimension's Requirements column: dataSubjectRightsRequirements. */
export const REQUIREMENTS_COLUMN_SUFFIX = 'Requirements';
/** A Requirements cell that says the dimension was judged by the rubric and none of its requirements is met. */
export const NO_REQUIREMENT_MET = 'none';
/** The company-level column naming the rubric version the Requirements columns were judged by. */
export const RUBRIC_VERSION_COLUMN = 'rubricVersion';

export const requirementsColumn = (key: DimensionKey) => `${key}${REQUIREMENTS_COLUMN_SUFFIX}`;

/** The template's example: Data Subject Rights with five of its eight requirements met, its example score 62.5. */
const REQUIREMENTS_EXAMPLE: Partial<Record<DimensionKey, string>> = {
  dataSubjectRights: ['rights.informed', 'rights.access', 'rights.correction', 'rights.destruction', 'rights.howToExercise'].join(' '),
};

/** The rubric's results of a row: the version, then what each dimension met. Optional, and absent from older files' headers. */
function rubricColumns(): EditionColumn[] {
  return [
    {
      name: RUBRIC_VERSION_COLUMN,
      kind: 'rubricVersion',
      required: false,
      rubric: true,
      description: `The version of the rubric the Requirements columns were judged by (${RUBRIC_VERSION}); required where a Requirements column is given.`,
      example: RUBRIC_VERSION,
    },
    ...DIMENSIONS.map(({ key, section }) => ({
      name: requirementsColumn(key),
      kind: 'requirements' as const,
      required: false,
      rubric: true as const,
      dimension: key,
      description: `${section}: the ids of the rubric requirements met, separated by spaces (of ${requirementsOf(key).map((r) => r.id).join(', ')}); those not listed are not met, and the score must be the percentage met. "${NO_REQUIREMENT_MET}" when none is met; empty when the dimension was not judged by the rubric.`,
      example: REQUIREMENTS_EXAMPLE[key] ?? '',
    })),
  ];
}

/** A dimension's Requirements cell: the ids met, in the rubric's order; "none" when none is; '' when not given. */
export function requirementsCell(requirements: readonly DimensionRequirement[] | null | undefined): string {
  if (!requirements) return '';
  const met = requirements.filter((r) => r.met).map((r) => r.id);
  return met.length === 0 ? NO_REQUIREMENT_MET : met.join(' ');
}

const ENGLISH_COLUMNS: readonly EditionColumn[] = [...COMPANY_COLUMNS, ...DIMENSIONS.flatMap((d) => dimensionColumns(d.key, d.section))];
const TRANSLATED_COLUMN_NAMES = new Set<string>([
  ...TRANSLATED_COMPANY_FIELDS,
  ...DIMENSIONS.flatMap(({ key }) => DIMENSION_TEXT_COLUMNS.map(([suffix]) => `${key}${suffix}`)),
]);

/** Every column: the English ones, then the Arabic twin of each translated text, in the same order. */
export const EDITION_COLUMNS: readonly EditionColumn[] = [
  ...ENGLISH_COLUMNS,
  ...ENGLISH_COLUMNS.filter((c) => TRANSLATED_COLUMN_NAMES.has(c.name)).map(arabicColumn),
  ...DIMENSIONS.flatMap((d) => evidenceColumns(d.key, d.section)),
  ...rubricColumns(),
];

export const EDITION_COLUMN_NAMES: readonly string[] = EDITION_COLUMNS.map((c) => c.name);

/** A row in the file's flat form: one key per column, in EDITION_COLUMNS order. */
export function toEditionRecord(row: EditionFileRow): Record<string, string | number> {
  const record: Record<string, string | number> = {
    id: row.id,
    companyName: row.companyName,
    sector: row.sector,
    companyDescription: row.companyDescription,
    homepageUrl: row.homepageUrl,
    privacyPolicyUrl: row.privacyPolicyUrl,
    reportDate: row.reportDate,
    score: row.score,
    strengths: row.strengths,
    criticalIssues: row.criticalIssues,
    recommendations: row.recommendations,
  };
  for (const { key } of DIMENSIONS) {
    const d = row.dimensions[key];
    record[key] = d.score;
    for (const [suffix, field] of DIMENSION_TEXT_COLUMNS) record[`${key}${suffix}`] = d[field];
  }
  for (const field of TRANSLATED_COMPANY_FIELDS) record[`${field}${ARABIC_COLUMN_SUFFIX}`] = row.ar[field];
  for (const { key } of DIMENSIONS) {
    for (const [suffix, field] of DIMENSION_TEXT_COLUMNS) record[`${key}${suffix}${ARABIC_COLUMN_SUFFIX}`] = row.dimensions[key].ar[field];
  }
  for (const { key } of DIMENSIONS) {
    for (const [suffix, field] of EVIDENCE_COLUMNS) record[`${key}${suffix}`] = row.dimensions[key].evidence?.[field] ?? '';
  }
  record[RUBRIC_VERSION_COLUMN] = row.rubricVersion ?? '';
  for (const { key } of DIMENSIONS) record[requirementsColumn(key)] = requirementsCell(row.dimensions[key].requirements);
  return record;
}

/** The template's example row, one cell per column. */
export const EDITION_EXAMPLE_ROW: readonly string[] = EDITION_COLUMNS.map((c) => c.example);
