import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { LOCALE_INFO } from '@pdpl/contracts';
import { formatMessage, type CompiledMessage } from '../src/i18n/format-message';

/** A message as the build compiles it (libs/messages.vite.js), filled in as a page shows it. */
const fill = (icu: string, values: Record<string, unknown> = {}, locale = 'en-US') => formatMessage(compileMessageOrThrow(icu) as CompiledMessage, values, locale);

describe('formatMessage', () => {
  it('fills placeholders and leaves text, apostrophes and tags as written', () => {
    expect(fill("It's {company}'s <b>report</b>", { company: 'Ruwaq' })).toBe("It's Ruwaq's <b>report</b>");
    expect(fill('Plain text')).toBe('Plain text');
    expect(fill('{missing} left empty')).toBe(' left empty');
  });

  it('chooses English plural forms, exact cases first, and writes the count', () => {
    const icu = '{count, plural, =0 {No company matches} one {# company matches} other {# companies match}}';
    expect(fill(icu, { count: 0 })).toBe('No company matches');
    expect(fill(icu, { count: 1 })).toBe('1 company matches');
    expect(fill(icu, { count: 1234 })).toBe('1,234 companies match');
  });

  it("chooses Arabic plural forms and writes the count in the Arabic pages' digits", () => {
    const icu = '{count, plural, zero {لا توجد شركة} one {شركة واحدة} two {شركتان} few {# شركات} many {# شركة} other {# شركة}} (الحد الأقصى {max})';
    const ar = (count: number, locale: string = LOCALE_INFO.ar.intl) => fill(icu, { count, max: 4 }, locale);
    expect(ar(0)).toBe('لا توجد شركة (الحد الأقصى 4)');
    expect(ar(2)).toBe('شركتان (الحد الأقصى 4)');
    expect(ar(3)).toBe('3 شركات (الحد الأقصى 4)');
    expect(ar(1100)).toBe('1,100 شركة (الحد الأقصى 4)');
    expect(ar(11, 'ar-EG')).toBe('١١ شركة (الحد الأقصى 4)');
  });

  it('applies an offset, ordinals and select', () => {
    expect(fill('{n, plural, offset:1 =0 {nobody} one {you and # other} other {you and # others}}', { n: 3 })).toBe('you and 2 others');
    expect(fill('{place, selectordinal, one {#st} two {#nd} few {#rd} other {#th}}', { place: 22 })).toBe('22nd');
    expect(fill('{role, select, analyst {Analyst} other {Staff}}', { role: 'analyst' })).toBe('Analyst');
    expect(fill('{role, select, analyst {Analyst} other {Staff}}', { role: 'admin' })).toBe('Staff');
  });
});
