/**
 * Checks of single cells of an edition file, as plain functions: 100,000 cells are checked in a few
 * milliseconds, where a yup schema per cell costs far more. Each answers the clean value or the
 * reason it is refused (the validator adds the row and column).
 */
import { INDEX_SECTORS } from '../index-data/types.js';
import { isIsoDate } from '../leads-inbox/inbox.js';
import { EVIDENCE_QUOTE_MAX, NO_REQUIREMENT_MET, type EditionCellKind, type IndexSector } from './columns.js';

export const EDITION_ID_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** http(s), a host name with a dot, an optional port, then anything without spaces. */
/** An absolute http(s) URL with a DNS-style host and no credentials. */
export const isHttpUrl = (text: string): boolean => URL_SHAPE.test(text);

const URL_SHAPE = /^https?:\/\/(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z0-9-]*[a-z0-9](?::\d{1,5})?(?:[/?#]\S*)?$/i;

export const EDITION_LIMITS = { id: 100, name: 200, url: 500, text: 5000, requirements: 1000 } as const;

/** A rubric requirement's id as a Requirements cell lists it: `<area>.<requirement>`, e.g. rights.access. */
const REQUIREMENT_ID_SHAPE = /^[a-z][A-Za-z0-9]*\.[a-z][A-Za-z0-9]*$/;
/** A rubric version: 2026.11-1. */
export const RUBRIC_VERSION_PATTERN = /^\d{4}\.\d{2}-\d+$/;

export type CellResult = { ok: true; value: string | number } | { ok: false; reason: string };

const ok = (value: string | number): CellResult => ({ ok: true, value });
const refuse = (reason: string): CellResult => ({ ok: false, reason });

/** A cell as the reader wrote it, shortened, for messages. */
function showCell(value: unknown): string {
  const text = String(value);
  return text.length > 40 ? `${text.slice(0, 37)}...` : text;
}

/** C0 controls (but tab, line feed, carriage return) and DEL: no text needs them; PostgreSQL refuses NUL. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** CSV cells are strings; JSON cells may also be numbers, null or missing (both empty). */
function asText(value: unknown): string | null {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

function checkScore(raw: string): CellResult {
  const text = raw.trim();
  const value = Number(text);
  if (!/^[-+]?(\d+\.?\d*|\.\d+)(e[-+]?\d+)?$/i.test(text) || !Number.isFinite(value)) return refuse(`"${showCell(text)}" is not a number`);
  if (value < 0) return refuse(`${showCell(text)} is below 0`);
  if (value > 100) return refuse(`${showCell(text)} is above 100`);
  if (Math.round(value * 10) / 10 !== value) return refuse(`${showCell(text)} has more than one decimal`);
  return ok(value);
}

function checkOne(kind: EditionCellKind, text: string): CellResult {
  switch (kind) {
    case 'score':
      return checkScore(text);
    case 'id':
      if (text.length > EDITION_LIMITS.id) return refuse(`is longer than ${EDITION_LIMITS.id} characters`);
      return EDITION_ID_PATTERN.test(text)
        ? ok(text)
        : refuse(`"${showCell(text)}" is not a valid id (lower-case letters, digits and single hyphens, e.g. acme-bank)`);
    case 'name':
      if (text.length > EDITION_LIMITS.name) return refuse(`is longer than ${EDITION_LIMITS.name} characters`);
      return /[\r\n]/.test(text) ? refuse('must fit on one line') : ok(text);
    case 'sector':
      return (INDEX_SECTORS as readonly string[]).includes(text)
        ? ok(text as IndexSector)
        : refuse(`"${showCell(text)}" is not a known sector (${INDEX_SECTORS.join('; ')})`);
    case 'url':
      if (text.length > EDITION_LIMITS.url) return refuse(`is longer than ${EDITION_LIMITS.url} characters`);
      return URL_SHAPE.test(text) ? ok(text) : refuse(`"${showCell(text)}" is not an http(s) URL`);
    case 'quote':
      return text.length > EVIDENCE_QUOTE_MAX ? refuse(`is longer than ${EVIDENCE_QUOTE_MAX} characters: quote the passage, not the notice`) : ok(text);
    case 'date':
      return isIsoDate(text) ? ok(text) : refuse(`"${showCell(text)}" is not a date as YYYY-MM-DD`);
    case 'text':
      return text.length > EDITION_LIMITS.text ? refuse(`is longer than ${EDITION_LIMITS.text} characters`) : ok(text);
    case 'rubricVersion':
      return RUBRIC_VERSION_PATTERN.test(text) ? ok(text) : refuse(`"${showCell(text)}" is not a rubric version (such as 2026.11-1)`);
    case 'requirements': {
      // Which ids belong to the column's dimension is the validator's to say (it knows the dimension).
      if (text.length > EDITION_LIMITS.requirements) return refuse(`is longer than ${EDITION_LIMITS.requirements} characters`);
      const ids = text.split(/\s+/);
      if (ids.length === 1 && ids[0] === NO_REQUIREMENT_MET) return ok(NO_REQUIREMENT_MET);
      const odd = ids.find((id) => !REQUIREMENT_ID_SHAPE.test(id));
      if (odd !== undefined) {
        return refuse(
          odd === NO_REQUIREMENT_MET
            ? `"${NO_REQUIREMENT_MET}" cannot be listed with requirements: it says none is met`
            : `"${showCell(odd)}" is not a requirement id (such as rights.access): list the ids met, separated by spaces`,
        );
      }
      return ok(ids.join(' '));
    }
  }
}

/**
 * One cell: texts keep their line breaks (CRLF becomes LF) with the ends trimmed; an empty optional
 * cell is ''. A required empty cell, text where a number belongs and objects in JSON are refused.
 */
export function checkCell(kind: EditionCellKind, required: boolean, value: unknown): CellResult {
  const raw = asText(value);
  if (raw === null) return refuse(kind === 'score' ? 'must be a number' : 'must be text');
  if (CONTROL_CHARACTER.test(raw)) return refuse('contains a control character');
  const text = (kind === 'text' || kind === 'quote') && raw.includes('\r') ? raw.replace(/\r\n?/g, '\n').trim() : raw.trim();
  if (text === '') return required ? refuse('is required') : ok('');
  return checkOne(kind, text);
}
