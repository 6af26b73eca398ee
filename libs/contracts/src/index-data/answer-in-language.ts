import type { Locale } from '../i18n/locales.js';

/**
 * A company text as a page in `locale` shows it: the edition's Arabic on Arabic pages where it has
 * one, else the English (and the page says so). The pages (useCompanyText) and the answers a
 * document embeds (below) follow this one rule.
 */
export function companyTextIn(locale: Locale, english: string, arabic: string | undefined): string {
  return locale === 'ar' && arabic ? arabic : english;
}

/**
 * An index answer with only the texts a page in `locale` shows. The API gives each company text in
 * English with its Arabic beside it (`ar`, CompanyTextsAr); a page shows one of the two (the Arabic
 * where there is one on Arabic pages, else the English, and says so). A document embeds the answers
 * its page was rendered with, for hydration: the texts of the other language, which no part of the
 * page reads, were a quarter of a report's details document as sent. So an English page's answer
 * has no `ar`, and an Arabic page's keeps an English text only where no Arabic replaces it ('' then).
 * The app keeps such an answer under its language (apiQueryKey), never showing it in the other.
 */
export function answerInLanguage<T>(answer: T, locale: Locale): T {
  return project(answer, locale) as T;
}

function project(value: unknown, locale: Locale): unknown {
  if (Array.isArray(value)) return value.map((item) => project(item, locale));
  if (value === null || typeof value !== 'object') return value;
  const arabic = (value as { ar?: unknown }).ar;
  const translations = arabic !== null && typeof arabic === 'object' && !Array.isArray(arabic) ? (arabic as Record<string, unknown>) : null;
  const kept: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (translations && key === 'ar') {
      if (locale === 'ar') kept[key] = item;
    } else if (translations && typeof item === 'string' && typeof translations[key] === 'string' && companyTextIn(locale, item, translations[key]) !== item) {
      // Shown in Arabic: the English is never read.
      kept[key] = '';
    } else {
      kept[key] = project(item, locale);
    }
  }
  return kept;
}
