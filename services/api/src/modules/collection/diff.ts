/**
 * What changed between two versions of a notice, sentence by sentence, for an analyst to read:
 * unchanged stretches are shortened to a few sentences of context around each change.
 */
import type { NoticeDiffChange } from '@pdpl/contracts';
import { diffArrays } from 'diff';
import { normaliseNoticeText } from './notice-text.js';

export interface NoticeTextDiff {
  changes: NoticeDiffChange[];
  /** Sentences added and removed. */
  added: number;
  removed: number;
}

/** Past this many edits, the diff gives up on alignment and shows the whole text replaced. */
const MAX_EDITS = 5000;

/** Each line's sentences: split after ., !, ?, ؟ or ؛ followed by a space. */
function sentences(text: string): string[] {
  return normaliseNoticeText(text)
    .split('\n')
    .flatMap((line) => line.split(/(?<=[.!?؟؛])\s+/u))
    .filter(Boolean);
}

/**
 * @param options.context unchanged sentences kept before and after each change (default 2); longer
 *   unchanged stretches become one 'same' entry "[… N unchanged sentences …]". Infinity keeps all.
 */
export function diffNoticeText(a: string, b: string, options: { context?: number } = {}): NoticeTextDiff {
  const context = options.context ?? 2;
  const before = sentences(a);
  const after = sentences(b);
  const parts = diffArrays(before, after, { maxEditLength: MAX_EDITS }) ?? [
    { value: before, removed: true, added: false, count: before.length },
    { value: after, added: true, removed: false, count: after.length },
  ];
  const changes: NoticeDiffChange[] = [];
  let added = 0;
  let removed = 0;
  parts.forEach((part, i) => {
    if (part.added || part.removed) {
      const kind = part.added ? 'added' : 'removed';
      for (const text of part.value) changes.push({ kind, text });
      if (part.added) added += part.value.length;
      else removed += part.value.length;
      return;
    }
    const keepHead = i > 0 ? context : 0;
    const keepTail = i < parts.length - 1 ? context : 0;
    const values = part.value;
    if (values.length <= keepHead + keepTail + 1) {
      for (const text of values) changes.push({ kind: 'same', text });
      return;
    }
    for (const text of values.slice(0, keepHead)) changes.push({ kind: 'same', text });
    const hidden = values.length - keepHead - keepTail;
    changes.push({ kind: 'same', text: `[… ${hidden} unchanged ${hidden === 1 ? 'sentence' : 'sentences'} …]` });
    for (const text of values.slice(values.length - keepTail)) changes.push({ kind: 'same', text });
  });
  return { changes, added, removed };
}
