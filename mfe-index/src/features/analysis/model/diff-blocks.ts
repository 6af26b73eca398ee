import type { NoticeDiffChange } from '@pdpl/contracts';

export type DiffLineKind = NoticeDiffChange['kind'];

/** One line of the diff as shown, or a run of unchanged lines shown folded. */
export type DiffBlock = { kind: DiffLineKind; text: string } | { kind: 'collapsed'; lines: string[] };

/** The diff's changes one line each (a change may hold several lines; its last line break ends it). */
export function diffLines(changes: readonly NoticeDiffChange[]): { kind: DiffLineKind; text: string }[] {
  return changes.flatMap((change) =>
    change.text
      .replace(/\r?\n$/, '')
      .split(/\r?\n/)
      .map((text) => ({ kind: change.kind, text })),
  );
}

/**
 * The diff as read: added and removed lines with `context` unchanged lines around each change, and
 * every longer run of unchanged lines folded into one block.
 */
export function diffBlocks(changes: readonly NoticeDiffChange[], context = 1): DiffBlock[] {
  const lines = diffLines(changes);
  const blocks: DiffBlock[] = [];
  let i = 0;
  while (i < lines.length) {
    const line = lines[i]!;
    if (line.kind !== 'same') {
      blocks.push(line);
      i++;
      continue;
    }
    let end = i;
    while (end < lines.length && lines[end]!.kind === 'same') end++;
    const run = lines.slice(i, end);
    const before = i === 0 ? 0 : context;
    const after = end === lines.length ? 0 : context;
    if (run.length <= before + after + 1) {
      blocks.push(...run);
    } else {
      blocks.push(...run.slice(0, before));
      blocks.push({ kind: 'collapsed', lines: run.slice(before, run.length - after).map((l) => l.text) });
      blocks.push(...run.slice(run.length - after));
    }
    i = end;
  }
  return blocks;
}
