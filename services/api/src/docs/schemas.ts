/** The response bodies the API reference names (`ref('CompanyReport')`), referenced by the routes' docs. */
import { EDITION_COLUMNS, EDITION_STATUSES } from '@pdpl/contracts';
import type { JsonSchema } from './json-schema.js';
import { month, nullable, num, object, ref, str } from './openapi-parts.js';

/** Arabic texts of an edition (its optional Arabic columns): only those it gives; absent when none. */
const arabic = (fields: string[]) => ({ ...object(Object.fromEntries(fields.map((field) => [field, str])), []), description: 'The texts in Arabic, where the edition gives them.' });
/** `schema` with more properties that a response may leave out. */
const withOptional = (schema: JsonSchema, properties: Record<string, JsonSchema>): JsonSchema => ({ ...schema, properties: { ...(schema.properties as object), ...properties } });
const withArabic = (schema: JsonSchema, fields: string[]): JsonSchema => ({ ...schema, properties: { ...(schema.properties as object), ar: arabic(fields) } });
/** The optional `change` of a score (ScoreChange): left out when no edition was published before. */
const withChange = (schema: JsonSchema): JsonSchema => ({
  ...schema,
  properties: {
    ...(schema.properties as object),
    change: { ...nullable('number'), description: 'Points since the previous published edition, 1 decimal; null: not in it (New); absent: no previous edition.' },
  },
});
const mover = withArabic(object({ id: str, companyName: str, change: num }), ['companyName']);
const COMPANY_TEXTS = ['companyName', 'companyDescription', 'strengths', 'criticalIssues', 'recommendations'];

export const SCHEMAS: Record<string, JsonSchema> = {
  Error: object(
    {
      error: object(
        { code: str, message: str, title: str, fields: { type: 'object', additionalProperties: str } },
        ['code', 'message'],
      ),
    },
  ),
  Created: object({ id: { type: 'string', format: 'uuid' } }),
  Edition: object({
    month: { type: 'string', format: 'date' },
    isSample: { type: 'boolean' },
    current: { type: 'boolean', description: 'Whether it is the current edition (the newest published one).' },
  }),
  SessionUser: object({ id: { type: 'integer' }, email: str, role: { enum: ['admin', 'analyst'] } }),
  Session: object({ user: { oneOf: [ref('SessionUser'), { type: 'null' }] }, csrfToken: nullable('string') }),
  CompanyList: object({
    edition: { oneOf: [ref('Edition'), { type: 'null' }] },
    records: {
      type: 'array',
      items: withArabic(withChange(object({ id: str, companyName: str, sector: str, companyDescription: str, score: num })), ['companyName', 'companyDescription']),
    },
  }),
  CompanyPage: object({
    edition: { oneOf: [ref('Edition'), { type: 'null' }] },
    rows: {
      type: 'array',
      items: withArabic(
        withChange(object({ id: str, companyName: str, sector: str, companyDescription: str, score: num, rank: { type: 'integer', description: "The company's overall rank in the edition." } })),
        ['companyName', 'companyDescription'],
      ),
    },
    total: { type: 'integer', description: 'Companies matching the search, over all pages.' },
    page: { type: 'integer', description: 'The page shown: the one asked for, brought into range.' },
    pageCount: { type: 'integer' },
    first: { type: 'integer', description: '1-based position of the first row shown; 0 when none.' },
  }),
  IndexSummary: object({
    totalCompanies: { type: 'integer' },
    avgScoreThisMonth: nullable('number'),
    avgScorePrevMonth: { ...nullable('number'), description: 'Average of the previous published edition; null when none.' },
    latestReportDate: nullable('string'),
    edition: { oneOf: [ref('Edition'), { type: 'null' }] },
    avgChange: { ...nullable('number'), description: 'This average minus the previous one, 1 decimal; null without a previous edition.' },
    mostImproved: { type: 'array', items: mover, description: 'At most 3 companies of both editions, biggest rise first.' },
    biggestDrops: { type: 'array', items: mover, description: 'At most 3 companies of both editions, biggest fall first.' },
  }),
  CompanyReport: withArabic(withChange(object({
    id: str,
    companyName: str,
    score: num,
    reportDate: { type: 'string', description: "YYYY-MM-DD or ''" },
    sector: str,
    companyDescription: str,
    homepageUrl: str,
    privacyPolicyUrl: str,
    strengths: str,
    criticalIssues: str,
    recommendations: str,
    dimensions: { type: 'object', additionalProperties: num, description: 'The 19 dimension keys, 0-100.' },
    rank: object({
      sector: object({ position: { type: 'integer' }, of: { type: 'integer' } }),
      overall: object({ position: { type: 'integer' }, of: { type: 'integer' } }),
    }),
    sectorRanking: { type: 'array', items: withArabic(object({ id: str, companyName: str, score: num }), ['companyName']) },
    sectorAverages: { type: 'object', additionalProperties: num, description: "The sector's average of each dimension, 1 decimal." },
    history: {
      type: 'array',
      description: 'Overall score in every published edition up to this one, oldest first.',
      items: object({ month: { type: 'string', format: 'date' }, score: num }),
    },
    edition: ref('Edition'),
  })), COMPANY_TEXTS),
  CompanyDetails: withArabic(withOptional(object({
    companyName: str,
    sections: {
      type: 'array',
      items: withArabic(
        withOptional(withChange(object({ id: str, name: str, normalizedScore: num, reason: str, bestPractices: str, criticalIssues: str, recommendations: str })), {
          // Where the edition quotes the passage of the privacy notice the score rests on.
          evidence: object({ quote: str, url: { type: 'string', format: 'uri' }, retrieved: { type: 'string', format: 'date' } }),
          // Where the edition gives the dimension's Requirements column: each rubric requirement, in the rubric's order.
          requirements: {
            type: 'array',
            description: "Each of the dimension's rubric requirements, in the rubric's order, and whether the company met it (the score is the percentage met).",
            items: object({ id: str, met: { type: 'boolean' } }),
          },
        }),
        ['reason', 'bestPractices', 'criticalIssues', 'recommendations'],
      ),
    },
    edition: ref('Edition'),
  }), { rubricVersion: { type: 'string', description: 'The rubric version the requirements were judged by, where the edition names one (e.g. 2026.11-1).' } }), ['companyName']),
  SyncLog: object({
    id: { type: 'integer' },
    status: str,
    table_name: nullable('string'),
    message: nullable('string'),
    error_details: nullable('string'),
    created_at: { type: 'string', format: 'date-time' },
  }),
  /** An index edition as the analysts' pages see it. */
  IndexEdition: object({
    id: { type: 'integer' },
    month,
    status: { enum: [...EDITION_STATUSES] },
    isSample: { type: 'boolean' },
    companyCount: { type: 'integer' },
    createdBy: nullable('string'),
    createdAt: str,
    publishedBy: nullable('string'),
    publishedAt: nullable('string'),
    withdrawnBy: nullable('string'),
    withdrawnAt: nullable('string'),
  }),
  /** One row of an edition file: the flat columns of EDITION_COLUMNS. */
  EditionFileRow: object(
    Object.fromEntries(EDITION_COLUMNS.map((c) => [c.name, { type: c.kind === 'score' ? ['number', 'string'] : 'string', description: c.description }])),
    EDITION_COLUMNS.filter((c) => !c.translation && !c.evidence && !c.rubric).map((c) => c.name),
  ),
  EditionFileErrors: object({ error: object({ code: str, message: str, rows: { type: 'array', items: object({ row: nullable('integer'), column: nullable('string'), message: str }) } }) }),
  SendResultsResponse: object({ id: { type: 'string', format: 'uuid' }, delivery: { enum: ['sent', 'outbox'] } }),
};
