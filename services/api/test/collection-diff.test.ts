/**
 * Versions of a notice: a new version only when its normalised text changes (the hash), and a
 * readable diff between two versions, sentence by sentence, unchanged stretches shortened.
 */
import { diffNoticeText } from '../src/modules/collection/diff.js';
import { normaliseNoticeText, noticeTextHash } from '../src/modules/collection/notice-text.js';

const V1 = [
  'Privacy Policy',
  'Last updated: 1 March 2025',
  'We collect your name. We collect your e-mail address. We keep your data for two years.',
  'Your rights',
  'You may ask to access your data. You may ask to correct it. You may ask to destroy it.',
].join('\n');

describe('notice versions', () => {
  it('gives the same hash to the same text served with other whitespace or another Unicode composition', () => {
    const reflowed = `  Privacy   Policy\r\n\r\nLast updated: 1 March 2025\n${V1.split('\n').slice(2).join('\n\n')}\n`;
    expect(noticeTextHash(reflowed)).toBe(noticeTextHash(V1));
    expect(noticeTextHash('Cafe\u0301')).toBe(noticeTextHash('Café'));
    expect(noticeTextHash(V1)).toMatch(/^[0-9a-f]{64}$/);
    expect(noticeTextHash(`${V1} We sell nothing.`)).not.toBe(noticeTextHash(V1));
    expect(normaliseNoticeText(' a \n\n b  c ')).toBe('a\nb c');
  });
});

describe('diffNoticeText', () => {
  it('finds nothing between a text and itself', () => {
    const diff = diffNoticeText(V1, V1, { context: Infinity });
    expect(diff.added).toBe(0);
    expect(diff.removed).toBe(0);
    expect(diff.changes.every((c) => c.kind === 'same')).toBe(true);
    expect(diffNoticeText(V1, V1).changes).toEqual([{ kind: 'same', text: '[… 9 unchanged sentences …]' }]);
  });

  it('shows a changed sentence as removed and added, with two sentences of context on each side', () => {
    const v2 = V1.replace('We keep your data for two years.', 'We keep your data for five years.').replace('Last updated: 1 March 2025', 'Last updated: 1 June 2025');
    const diff = diffNoticeText(V1, v2);
    expect(diff).toEqual({
      added: 2,
      removed: 2,
      changes: [
        { kind: 'same', text: 'Privacy Policy' },
        { kind: 'removed', text: 'Last updated: 1 March 2025' },
        { kind: 'added', text: 'Last updated: 1 June 2025' },
        { kind: 'same', text: 'We collect your name.' },
        { kind: 'same', text: 'We collect your e-mail address.' },
        { kind: 'removed', text: 'We keep your data for two years.' },
        { kind: 'added', text: 'We keep your data for five years.' },
        { kind: 'same', text: 'Your rights' },
        { kind: 'same', text: 'You may ask to access your data.' },
        { kind: 'same', text: '[… 2 unchanged sentences …]' },
      ],
    });
  });

  it('splits Arabic sentences at Arabic punctuation', () => {
    const before = 'سياسة الخصوصية\nنجمع اسمك. هل نبيع بياناتك؟ لا نبيعها.';
    const after = 'سياسة الخصوصية\nنجمع اسمك. هل نبيع بياناتك؟ نبيعها لشركائنا.';
    expect(diffNoticeText(before, after, { context: 0 }).changes).toEqual([
      { kind: 'same', text: '[… 3 unchanged sentences …]' },
      { kind: 'removed', text: 'لا نبيعها.' },
      { kind: 'added', text: 'نبيعها لشركائنا.' },
    ]);
  });

  it('shows a rewritten notice as all removed and all added', () => {
    const diff = diffNoticeText('One. Two.', 'Three. Four. Five.');
    expect([diff.removed, diff.added]).toEqual([2, 3]);
  });
});
