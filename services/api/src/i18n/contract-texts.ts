/**
 * The API's texts in the visitor's language: a request names its locale (`?locale=ar`, sent by
 * every Arabic page); it is never guessed from Accept-Language. The Arabic of a contracts text
 * (a validation message, a toast, a dimension's name) is in @pdpl/contracts' messages/ar.json,
 * keyed by the English text, the same file the browser loads.
 */
import { createRequire } from 'node:module';
import { isLocale, type Locale } from '@pdpl/contracts';

const require = createRequire(import.meta.url);
const arabic = require('@pdpl/contracts/messages/ar.json') as Record<string, string>;

/** `text` in `locale`; the English text itself where no translation exists. */
export function contractText(locale: Locale, text: string): string {
  return locale === 'ar' ? (arabic[text] ?? text) : text;
}

/** The locale a request names in its query string; English otherwise. */
export function localeOf(query: unknown): Locale {
  const locale = (query as { locale?: unknown } | undefined)?.locale;
  return isLocale(locale) ? locale : 'en';
}
