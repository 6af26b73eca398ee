/** What the analysis of a notice produces: `npm run index:analyse` prints it, the review shows it, results store it. */
import type { DimensionKey } from '../index-data/dimensions.js';

export const NOTICE_LANGUAGES = ['en', 'ar'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

/** A sentence of the notice, exactly as it reads there, that meets a requirement. */
export interface EvidenceQuote {
  quote: string;
}

export interface RequirementResult {
  id: string;
  met: boolean;
  evidence: EvidenceQuote[];
}

export interface DimensionResult {
  /** Percentage of the dimension's requirements met, 0-100, one decimal. */
  score: number;
  requirements: RequirementResult[];
}

/** One notice's analysis: a pure function of its text, its language, the day it was read and the rubric. */
export interface NoticeAnalysis {
  language: NoticeLanguage;
  rubric: string;
  /** The "last updated" date the notice states (Hijri dates converted), YYYY-MM-DD; null when it gives none. */
  lastUpdated: string | null;
  dimensions: Partial<Record<DimensionKey, DimensionResult>>;
}

/**
 * What the collection sees of a site. null: not observed (a trait that needs a browser, before the
 * browser job has run; a notice that was not found).
 */
export interface SiteTraits {
  /** The home page was reached over HTTPS (after redirects). */
  https: boolean;
  privacyNoticeFound: boolean;
  privacyLinkedFromHome: boolean;
  privacyNoticeHttps: boolean | null;
  cookieNoticeFound: boolean;
  cookieLinkedFromHome: boolean;
  cookieNoticeHttps: boolean | null;
  /** Markup of a cookie banner or consent manager on the home page. */
  cookieBannerMarkup: boolean;
  arabicNoticeFound: boolean;
  /** The `lang` the Arabic notice's document declares, and the English one's. */
  arabicNoticeLang: string | null;
  englishNoticeLang: string | null;
  /** From the browser job: optional cookies set before any choice (count), and whether the banner offers a refusal. */
  cookiesBeforeChoice: number | null;
  bannerRejectOption: boolean | null;
}
