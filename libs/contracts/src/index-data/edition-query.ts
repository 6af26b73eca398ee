import { object, string, type InferType } from 'yup';
import { EDITION_MONTH_PATTERN } from '../index-editions/editions.js';
import { INDEX_EDITION_PARAM } from '../api.js';

/**
 * The query string of the public index reads: `edition`, the month (YYYY-MM) of a published edition
 * to read; without it, the current one. Its own file: the public pages send it but never validate it,
 * so they do not ship yup.
 */
export const indexEditionQuerySchema = object({
  [INDEX_EDITION_PARAM]: string().optional().matches(EDITION_MONTH_PATTERN, 'Give the month as YYYY-MM'),
});

export type IndexEditionQuery = InferType<typeof indexEditionQuerySchema>;
