import type { NoticeDiffChange, NoticeVersionWithText } from '@pdpl/contracts';
import { diffBlocks, diffLines } from '../src/features/analysis/model/diff-blocks';
import { highlightNotices, markId, quoteKey } from '../src/features/analysis/model/highlights';
import { monthOf, noticeTitle, riyadhHour } from '../src/features/analysis/model/labels';

const notice = (id: number, language: 'en' | 'ar', text: string): NoticeVersionWithText => ({
  id,
  kind: 'privacy',
  language,
  url: 'https://www.example.com/privacy',
  finalUrl: 'https://www.example.com/privacy',
  status: 200,
  fetchedAt: '2026-11-02T03:00:00Z',
  lastSeenAt: '2026-11-02T03:00:00Z',
  contentHash: 'x',
  format: 'html',
  lang: language,
  text,
});

const joined = (segments: { text: string }[] | undefined) => (segments ?? []).map((s) => s.text).join('');

describe('highlightNotices', () => {
  it('marks every occurrence of a quote and links the quote to its first highlight', () => {
    const text = 'We keep data. You may ask for a copy. We keep data.';
    const { segments, targets, counts } = highlightNotices([notice(1, 'en', text)], [{ quote: 'We keep data.', language: 'en' }]);
    const parts = segments.get(1)!;
    expect(joined(parts)).toBe(text);
    expect(parts.filter((s) => s.markId).map((s) => s.text)).toEqual(['We keep data.', 'We keep data.']);
    expect(targets.get(quoteKey({ quote: 'We keep data.', language: 'en' }))).toBe(markId(1, 0));
    expect(counts.get(1)).toBe(1);
  });

  it('finds a quote whose white space differs from the text (line breaks, double spaces)', () => {
    const text = 'Your rights:\n  you may ask\nfor a copy of your data.';
    const { segments } = highlightNotices([notice(1, 'en', text)], [{ quote: ' you may ask for a copy ', language: 'en' }]);
    expect(segments.get(1)!.find((s) => s.markId)?.text).toBe('you may ask\nfor a copy');
    expect(joined(segments.get(1))).toBe(text);
  });

  it('merges overlapping quotes into one highlight that both link to', () => {
    const text = 'A. We share data with processors bound by contract. B.';
    const quotes = [
      { quote: 'We share data with processors', language: 'en' as const },
      { quote: 'processors bound by contract.', language: 'en' as const },
    ];
    const { segments, targets } = highlightNotices([notice(1, 'en', text)], quotes);
    expect(segments.get(1)!.filter((s) => s.markId).map((s) => s.text)).toEqual(['We share data with processors bound by contract.']);
    expect(targets.get(quoteKey(quotes[0]!))).toBe(markId(1, 0));
    expect(targets.get(quoteKey(quotes[1]!))).toBe(markId(1, 0));
  });

  it('looks for a quote only in the notices of its language, and leaves out what no text holds', () => {
    const ar = 'نحتفظ بالبيانات لمدة خمس سنوات.';
    const { targets, segments } = highlightNotices(
      [notice(1, 'en', 'We keep data for five years.'), notice(2, 'ar', ar)],
      [
        { quote: 'نحتفظ بالبيانات', language: 'ar' },
        { quote: 'We keep data', language: 'ar' },
        { quote: 'Not in any notice', language: 'en' },
      ],
    );
    expect(targets.get(quoteKey({ quote: 'نحتفظ بالبيانات', language: 'ar' }))).toBe(markId(2, 0));
    expect(targets.has(quoteKey({ quote: 'We keep data', language: 'ar' }))).toBe(false);
    expect(targets.has(quoteKey({ quote: 'Not in any notice', language: 'en' }))).toBe(false);
    expect(segments.get(1)).toEqual([{ text: 'We keep data for five years.' }]);
  });
});

describe('diffBlocks', () => {
  const same = (n: number, from = 1): NoticeDiffChange[] => Array.from({ length: n }, (_, i) => ({ kind: 'same', text: `line ${from + i}` }));

  it('splits a change of several lines into lines', () => {
    expect(diffLines([{ kind: 'added', text: 'a\nb\n' }])).toEqual([
      { kind: 'added', text: 'a' },
      { kind: 'added', text: 'b' },
    ]);
  });

  it('keeps one unchanged line around each change and folds the rest', () => {
    const blocks = diffBlocks([...same(5), { kind: 'removed', text: 'old' }, { kind: 'added', text: 'new' }, ...same(5, 6)]);
    expect(blocks).toEqual([
      { kind: 'collapsed', lines: ['line 1', 'line 2', 'line 3', 'line 4'] },
      { kind: 'same', text: 'line 5' },
      { kind: 'removed', text: 'old' },
      { kind: 'added', text: 'new' },
      { kind: 'same', text: 'line 6' },
      { kind: 'collapsed', lines: ['line 7', 'line 8', 'line 9', 'line 10'] },
    ]);
  });

  it('does not fold a run too short to be worth it', () => {
    const blocks = diffBlocks([{ kind: 'added', text: 'a' }, ...same(3), { kind: 'added', text: 'b' }]);
    expect(blocks.every((b) => b.kind !== 'collapsed')).toBe(true);
    expect(blocks).toHaveLength(5);
  });
});

it('labels notices, months and the hour in Riyadh', () => {
  expect(noticeTitle({ kind: 'cookies', language: 'ar' })).toBe('Cookie notice (Arabic)');
  expect(monthOf(new Date(Date.UTC(2026, 0, 31, 12)))).toBe('2026-01');
  // 22:00 UTC on 31 January is already February in Riyadh; the analyses are filed under January.
  expect(monthOf(new Date(Date.UTC(2026, 0, 31, 22)))).toBe('2026-01');
  expect(riyadhHour(22)).toBe('01:00 Riyadh');
});
