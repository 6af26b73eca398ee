/** Arabic normalisation for matching: each spelling variant meets one form; quotes keep the original. */
import { matchText } from '../src/modules/analysis/match-text.js';
import { arabicPattern, normaliseArabic } from '../src/modules/analysis/normalise-arabic.js';

describe('normaliseArabic', () => {
  it.each([
    ['harakat, tanween, shadda and sukun', 'مُحَمَّدٌ يَكْتُبُ', 'محمد يكتب'],
    ['kasratan and dammatan', 'كتابٍ كتابٌ', 'كتاب كتاب'],
    ['superscript alef', 'هٰذا', 'هذا'],
    ['tatweel', 'الخـــصوصية', 'الخصوصيه'],
    ['alef with hamza above', 'أحمد', 'احمد'],
    ['alef with hamza below', 'إلى', 'الي'],
    ['alef with madda', 'آخر', 'اخر'],
    ['alef wasla', 'ٱلبيانات', 'البيانات'],
    ['waw with hamza', 'مسؤول', 'مسوول'],
    ['yeh with hamza', 'رئيسي', 'رييسي'],
    ['taa marbuta', 'سياسة', 'سياسه'],
    ['alef maqsura', 'على', 'علي'],
    ['Arabic-Indic digits', '١٤٤٦/٠٩/١٥', '1446/09/15'],
    ['Persian digits', '۱۴۰۲', '1402'],
  ])('removes or unifies %s', (_, input, expected) => {
    expect(normaliseArabic(input)).toBe(expected);
  });

  it('leaves Latin text alone', () => {
    expect(normaliseArabic('Privacy Notice 2025')).toBe('Privacy Notice 2025');
  });

  it('turns a pattern written in ordinary spelling into the normalised one', () => {
    const pattern = arabicPattern(/سياسة الخصوصية|إلى/);
    expect(pattern.test(normaliseArabic('سِيَاسَةُ الخُصُوصِيَّةِ'))).toBe(true);
    expect(pattern.test(normaliseArabic('الى'))).toBe(true);
  });
});

describe('matchText', () => {
  it('folds case, quotes, dashes, spaces and compatibility forms', () => {
    expect(matchText('  We’ll  “notify”\u00a0you — by e-mail ')).toBe('we\'ll "notify" you - by e-mail');
    // Arabic presentation forms, as PDF text extraction yields them.
    expect(matchText('ﺍﻟﺒﻴﺎﻧﺎﺕ')).toBe('البيانات');
    expect(matchText('آخر تحديث: ١٤ مارس')).toBe('اخر تحديث: 14 مارس');
  });
});
