import type { CollectionStatus, NoticeKind, NoticeLanguage, SiteTraits } from '@pdpl/contracts';

export const COLLECTION_STATUS_LABEL: Record<CollectionStatus, string> = { queued: 'Queued', running: 'Running', done: 'Done', failed: 'Failed' };

export const NOTICE_KIND_LABEL: Record<NoticeKind, string> = { privacy: 'Privacy notice', cookies: 'Cookie notice' };
export const NOTICE_LANGUAGE_LABEL: Record<NoticeLanguage, string> = { en: 'English', ar: 'Arabic' };

/** "Privacy notice (Arabic)". */
export const noticeTitle = (notice: { kind: NoticeKind; language: NoticeLanguage }) => `${NOTICE_KIND_LABEL[notice.kind]} (${NOTICE_LANGUAGE_LABEL[notice.language]})`;

/** The writing direction of a notice's (or a quote's) language. */
export const languageDir = (language: NoticeLanguage) => (language === 'ar' ? 'rtl' : 'ltr');

/** What the collection saw of the site, in the order the review lists it. */
export const SITE_TRAIT_LABELS: readonly { key: keyof SiteTraits; label: string }[] = [
  { key: 'https', label: 'Home page over HTTPS' },
  { key: 'privacyNoticeFound', label: 'Privacy notice found' },
  { key: 'privacyLinkedFromHome', label: 'Privacy notice linked from the home page' },
  { key: 'privacyNoticeHttps', label: 'Privacy notice over HTTPS' },
  { key: 'cookieNoticeFound', label: 'Cookie notice found' },
  { key: 'cookieLinkedFromHome', label: 'Cookie notice linked from the home page' },
  { key: 'cookieNoticeHttps', label: 'Cookie notice over HTTPS' },
  { key: 'cookieBannerMarkup', label: 'Cookie banner markup on the home page' },
  { key: 'cookiesBeforeChoice', label: 'Optional cookies set before any choice' },
  { key: 'bannerRejectOption', label: 'Banner offers a refusal' },
  { key: 'arabicNoticeFound', label: 'Arabic notice found' },
  { key: 'arabicNoticeLang', label: 'Language the Arabic notice declares' },
  { key: 'englishNoticeLang', label: 'Language the English notice declares' },
];

/** A month as YYYY-MM (UTC): the current one by default. */
export function monthOf(date = new Date()): string {
  // Analyses are filed under the UTC month of their collection: in Riyadh after 21:00 on the last day, the local month is already the next.
  return date.toISOString().slice(0, 7);
}

/** "(06:00 Riyadh)": Riyadh keeps UTC+3 all year. */
export const riyadhHour = (hourUtc: number) => `${String((hourUtc + 3) % 24).padStart(2, '0')}:00 Riyadh`;
