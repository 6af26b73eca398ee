/**
 * Versions of a notice, as Open Terms Archive keeps them: a new version only when the text
 * changed. Texts are compared normalised, so a page re-served with other whitespace or another
 * Unicode composition of the same letters is not a new version.
 */
import { createHash } from 'node:crypto';

/** NFC, whitespace collapsed inside each line, blank lines dropped. */
export function normaliseNoticeText(text: string): string {
  return text
    .normalize('NFC')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');
}

/** The version's identity: sha256 (hex) of the normalised text. */
export function noticeTextHash(text: string): string {
  return createHash('sha256').update(normaliseNoticeText(text)).digest('hex');
}
