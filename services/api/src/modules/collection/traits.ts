/**
 * What the collection tells of a site besides its notices' texts (SiteTraits). The two traits that
 * need a browser (cookies set before any choice, a way to refuse) are left null: a browser job
 * observes them.
 */
import type { NoticeKind, NoticeLanguage, SiteTraits } from '@pdpl/contracts';

/** Consent managers' scripts and markup, and the ids and classes sites give their own banners. */
const CONSENT_MANAGERS = [
  /onetrust|optanon|cdn\.cookielaw\.org/i,
  /cookiebot|CybotCookiebotDialog/i,
  /cookieyes|cky-consent/i,
  /didomi/i,
  /osano/i,
  /complianz|\bcmplz/i,
  /trustarc|truste\.com/i,
  /usercentrics/i,
  /termly/i,
  /iubenda/i,
  /cookie-script\.com|cookiehub|cookiefirst|consentmanager\.net|axeptio|tarteaucitron|klaro/i,
];
const BANNER_ATTRIBUTE = /\b(?:id|class)\s*=\s*["'][^"']*(?:cookie[-_]?(?:banner|consent|notice|bar|popup|law)|cookieconsent|gdpr|consent[-_]?banner)[^"']*["']/i;

export function hasCookieBannerMarkup(html: string): boolean {
  return BANNER_ATTRIBUTE.test(html) || CONSENT_MANAGERS.some((pattern) => pattern.test(html));
}

/** A line short enough to be a heading that names cookies: the privacy notice's cookie section. */
const COOKIE_HEADING = /\bcookies?\b|ملفات (تعريف )?(الارتباط|الإرتباط)|الكوكيز/iu;
function hasCookieSection(text: string): boolean {
  return text.split('\n').some((line) => line.split(' ').length <= 12 && COOKIE_HEADING.test(line));
}

interface FoundNotice {
  finalUrl: string;
  lang: string | null;
  text: string;
}

export interface TraitsInput {
  /** The home page's URL after redirects. */
  homeUrl: string;
  /** The home pages read (the site's own, and its other-language one if visited). */
  homeHtml: string[];
  /** Whether a home page links to a notice of each kind. */
  linkedFromHome: Record<NoticeKind, boolean>;
  notices: Record<NoticeKind, Record<NoticeLanguage, FoundNotice | null>>;
}

const https = (url: string) => new URL(url).protocol === 'https:';

export function siteTraits({ homeUrl, homeHtml, linkedFromHome, notices }: TraitsInput): SiteTraits {
  const found = (kind: NoticeKind) => [notices[kind].en, notices[kind].ar].filter((n): n is FoundNotice => n !== null);
  const privacy = found('privacy');
  const cookieNotices = found('cookies');
  // The rubric accepts a cookie section of the privacy notice as the cookie notice.
  const cookieSection = privacy.filter((n) => hasCookieSection(n.text));
  const cookies = cookieNotices.length > 0 ? cookieNotices : cookieSection;
  return {
    https: https(homeUrl),
    privacyNoticeFound: privacy.length > 0,
    privacyLinkedFromHome: linkedFromHome.privacy,
    privacyNoticeHttps: privacy.length > 0 ? privacy.every((n) => https(n.finalUrl)) : null,
    cookieNoticeFound: cookies.length > 0,
    cookieLinkedFromHome: linkedFromHome.cookies || (cookieNotices.length === 0 && cookieSection.length > 0 && linkedFromHome.privacy),
    cookieNoticeHttps: cookies.length > 0 ? cookies.every((n) => https(n.finalUrl)) : null,
    cookieBannerMarkup: homeHtml.some(hasCookieBannerMarkup),
    arabicNoticeFound: notices.privacy.ar !== null,
    arabicNoticeLang: notices.privacy.ar?.lang ?? null,
    englishNoticeLang: notices.privacy.en?.lang ?? null,
    cookiesBeforeChoice: null,
    bannerRejectOption: null,
  };
}
