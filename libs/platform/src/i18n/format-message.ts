// The browser's side of the message files: libs/messages.vite.js compiles each ICU message at build
// time (Lingui's compiled form), and this fills one in. Only what that compiler's output holds and the
// build lets through (libs/messages.vite.js refuses other formats): text, placeholders, plural,
// selectordinal and select, `#` as the count in the visitor's digits. Lingui's runtime did the same
// in 1.8 KB gzipped on every page.

/** A compiled message: plain text, or text and placeholders in order. */
export type CompiledMessage = string | readonly Token[];
type Cases = Readonly<Record<string, CompiledMessage>> & { offset?: number };
type Token = string | readonly [name: string] | readonly [name: string, type: 'plural' | 'selectordinal' | 'select', cases: Cases];

const numberFormats = new Map<string, Intl.NumberFormat>();
const pluralRules = new Map<string, Intl.PluralRules>();

function numberFormat(locale: string): Intl.NumberFormat {
  let format = numberFormats.get(locale);
  if (!format) numberFormats.set(locale, (format = new Intl.NumberFormat(locale)));
  return format;
}

function pluralRule(locale: string, type: Intl.PluralRuleType): Intl.PluralRules {
  const key = `${locale}|${type}`;
  let rules = pluralRules.get(key);
  if (!rules) pluralRules.set(key, (rules = new Intl.PluralRules(locale, { type })));
  return rules;
}

/** The case of `cases` for `value`: an exact `=N` case (compiled as `N`) first, then the language's plural category. */
function pluralCase(locale: string, type: Intl.PluralRuleType, value: number, { offset = 0, ...cases }: Cases): CompiledMessage | undefined {
  return cases[String(value)] ?? cases[pluralRule(locale, type).select(value - offset)] ?? cases.other;
}

/** `message` with `values` filled in, numbers and plural forms in `locale` (a BCP 47 tag). */
export function formatMessage(message: CompiledMessage, values: Readonly<Record<string, unknown>>, locale: string, count?: number): string {
  if (typeof message === 'string') return message;
  let text = '';
  for (const token of message) {
    if (typeof token === 'string') {
      text += token === '#' && count !== undefined ? numberFormat(locale).format(count) : token;
      continue;
    }
    const [name, type, cases] = token as readonly [string, Token[1]?, Cases?];
    const value = values[name];
    if (type === 'select') {
      const chosen = cases![String(value)] ?? cases!.other;
      if (chosen !== undefined) text += formatMessage(chosen, values, locale, count);
    } else if (type) {
      const chosen = pluralCase(locale, type === 'plural' ? 'cardinal' : 'ordinal', Number(value), cases!);
      if (chosen !== undefined) text += formatMessage(chosen, values, locale, Number(value) - (cases!.offset ?? 0));
    } else if (value != null) {
      text += String(value);
    }
  }
  return text;
}
