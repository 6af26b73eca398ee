/**
 * Right-to-left line layout for the PDF report, at the level a report needs: words are placed from
 * the right margin in reading order, so a number, a URL or a Latin word keeps its own left-to-right
 * order inside an Arabic sentence; inside a word, its Arabic and Latin runs (a colon, brackets,
 * digits) are placed right to left, with brackets mirrored as Unicode's bidirectional rules do.
 */

export interface RtlRun {
  text: string;
  arabic: boolean;
}

export interface RtlWord {
  /** Left to right, as drawn. */
  runs: RtlRun[];
  width: number;
}

const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;
const MIRRORED: Record<string, string> = { '(': ')', ')': '(', '[': ']', ']': '[', '«': '»', '»': '«', '<': '>', '>': '<' };

export const isArabicRun = (run: RtlRun) => run.arabic;

/** Punctuation at a word's edges, which takes the direction of the Arabic sentence around it. */
const NEUTRAL = /[()[\]«»<>.,:;!?،؛"']/;

const mirrored = (chars: string[]): RtlRun[] => chars.reverse().map((c) => ({ text: MIRRORED[c] ?? c, arabic: ARABIC.test(c) }));

/**
 * A word's runs in drawing order: its edge punctuation right to left (brackets mirrored); inside,
 * Arabic and Latin runs split and placed right to left, a Latin word or number as it is.
 */
function wordRuns(word: string): RtlRun[] {
  const chars = [...word];
  let start = 0;
  while (start < chars.length && NEUTRAL.test(chars[start]!)) start += 1;
  let end = chars.length;
  while (end > start && NEUTRAL.test(chars[end - 1]!)) end -= 1;
  const core: RtlRun[] = [];
  for (const char of chars.slice(start, end)) {
    const arabic = ARABIC.test(char);
    const last = core.at(-1);
    if (last && last.arabic === arabic) last.text += char;
    else core.push({ text: char, arabic });
  }
  const inside = core.some((run) => run.arabic)
    ? core.reverse().map((run) => (run.arabic ? run : { ...run, text: [...run.text].map((c) => MIRRORED[c] ?? c).join('') }))
    : core;
  return [...mirrored(chars.slice(end)), ...inside, ...mirrored(chars.slice(0, start))];
}

/** Lines of words (each line's first word is its rightmost) no wider than `width`. */
export function rtlLines(text: string, width: number, widthOf: (run: RtlRun) => number, space: number): RtlWord[][] {
  const lines: RtlWord[][] = [];
  let line: RtlWord[] = [];
  let used = 0;
  for (const token of text.split(/\s+/).filter(Boolean)) {
    const runs = wordRuns(token);
    const word = { runs, width: runs.reduce((sum, run) => sum + widthOf(run), 0) };
    const needed = line.length === 0 ? word.width : used + space + word.width;
    if (line.length > 0 && needed > width) {
      lines.push(line);
      line = [word];
      used = word.width;
    } else {
      line.push(word);
      used = needed;
    }
  }
  if (line.length > 0) lines.push(line);
  return lines;
}
