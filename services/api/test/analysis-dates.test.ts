/** Reading a notice's "last updated" date: English and Arabic forms, Gregorian and Hijri (Umm al-Qura). */
import { datesIn, lastUpdatedDate } from '../src/modules/analysis/dates.js';
import { hijriToGregorian } from '../src/modules/analysis/hijri.js';
import { matchText } from '../src/modules/analysis/match-text.js';
import { splitSentences } from '../src/modules/analysis/sentences.js';

describe('hijriToGregorian (Umm al-Qura)', () => {
  it.each([
    [1446, 9, 1, '2025-03-01'],
    [1446, 9, 15, '2025-03-15'],
    [1445, 1, 1, '2023-07-19'],
    [1447, 1, 1, '2025-06-26'],
    [1446, 10, 1, '2025-03-30'],
  ])('%i/%i/%i is %s', (year, month, day, expected) => {
    expect(hijriToGregorian(year, month, day)).toBe(expected);
  });

  it('answers null for a day the month does not have', () => {
    // Sha'ban 1446 had 29 days.
    expect(hijriToGregorian(1446, 8, 30)).toBeNull();
    expect(hijriToGregorian(1446, 13, 1)).toBeNull();
  });
});

describe('datesIn', () => {
  it.each([
    ['Last updated: 14 March 2025', '2025-03-14'],
    ['Updated on 2025-03-14', '2025-03-14'],
    ['March 14, 2025', '2025-03-14'],
    ['14th of March 2025', '2025-03-14'],
    ['14/03/2025', '2025-03-14'],
    ['03/14/2025', '2025-03-14'],
    ['March 2025', '2025-03-01'],
    ['آخر تحديث: ١٤ مارس ٢٠٢٥', '2025-03-14'],
    ['آخر تحديث: ١٤ آذار ٢٠٢٥م', '2025-03-14'],
    ['٣ كانون الثاني ٢٠٢٤', '2024-01-03'],
    ['١ تشرين الأول ٢٠٢٤', '2024-10-01'],
    ['١٥ رمضان ١٤٤٦هـ', '2025-03-15'],
    ['1446/09/15 هـ', '2025-03-15'],
    ['١٥/٠٩/١٤٤٦هـ', '2025-03-15'],
    ['1 Ramadan 1446 AH', '2025-03-01'],
    ['1 Rabi al-Awwal 1447', '2025-08-24'],
    ['١ ربيع الأول ١٤٤٧هـ', '2025-08-24'],
    ['١ جمادى الآخرة ١٤٤٦هـ', '2024-12-02'],
  ])('reads %s', (text, expected) => {
    expect(datesIn(matchText(text))).toEqual([expected]);
  });

  it('reads no date from a day that does not exist, nor from a year alone', () => {
    expect(datesIn(matchText('29 February 2025'))).toEqual([]);
    expect(datesIn(matchText('© 2025 Acme. All rights reserved.'))).toEqual([]);
  });
});

describe('lastUpdatedDate', () => {
  const dateOf = (text: string) => lastUpdatedDate(splitSentences(text))?.date ?? null;

  it('takes the date the notice gives as its update, before an effective or version date', () => {
    expect(dateOf('Privacy Policy\nEffective date: 1 January 2024\nLast updated: 14 March 2025\nWe respect your privacy.')).toBe('2025-03-14');
    expect(dateOf('Effective date: 1 January 2024\nWe respect your privacy.')).toBe('2024-01-01');
  });

  it('reads the date on the line after a "Last updated" title', () => {
    expect(dateOf('Last updated\n14/03/2025\nWe respect your privacy.')).toBe('2025-03-14');
  });

  it('reads Arabic notices, Hijri dates converted', () => {
    expect(dateOf('سياسة الخصوصية\nتاريخ آخر تحديث: ١٥ رمضان ١٤٤٦هـ\nنلتزم بحماية بياناتك.')).toBe('2025-03-15');
    expect(dateOf('آخر تحديث: ٢٢ شعبان ١٤٤٧هـ الموافق ١٠ فبراير ٢٠٢٦م')).toBe('2026-02-10');
  });

  it('ignores dates that are not the notice’s: the law’s, an offer’s', () => {
    expect(dateOf('The Personal Data Protection Law came into effect on 14 September 2023.\nOur offers end on 30 June 2025.')).toBeNull();
    expect(dateOf('صدر النظام بتاريخ ٩/٢/١٤٤٣هـ.')).toBeNull();
  });
});
