import type { DimensionTextSet } from './text-types.js';

/** Templates for the notice-presentation dimensions (placement, cookies, language, dating, overall quality). */
export const NOTICE_TEXTS = {
  privacyNoticePlacement: {
    strong: {
      reason: 'The privacy notice is easy to find: it is linked from every page and shown where personal data is collected.',
      bestPractices: [
        'Privacy notice linked from the footer of every page, including the mobile layout',
        'Link repeated next to sign-up, checkout and contact forms',
        'Notice readable without creating an account or signing in',
      ],
      criticalIssues: [],
      recommendations: ['Keep the link visible in the mobile app and on new campaign landing pages'],
    },
    partial: {
      reason: 'A privacy notice is linked from the website, but it is not consistently surfaced where personal data is collected.',
      bestPractices: ['Privacy notice linked from the site footer'],
      criticalIssues: [
        'Forms that collect personal data do not link to the notice, so data subjects are not informed before they submit data (PDPL Article 12 requires the policy to be available before collection)',
      ],
      recommendations: [
        'Add a short notice and link beside every form that collects personal data',
        'Make the link reachable from the mobile layout and the app',
      ],
    },
    weak: {
      reason: 'No privacy notice could be found in a visible location on the website, or the link to it is broken.',
      bestPractices: [],
      criticalIssues: [
        'Data subjects cannot read a privacy notice before their personal data is collected, as PDPL Article 12 requires',
        'The missing notice is an immediately visible gap for customers and for SDAIA',
      ],
      recommendations: [
        'Publish a privacy notice and link it from the footer of every page',
        'Link the notice at every point of collection (forms, sign-up, checkout)',
      ],
    },
    strength: 'Privacy notice is easy to find, linked from every page and at the points of data collection',
    issue: 'Privacy notice is missing or hard to find before personal data is collected',
    action: 'Link the privacy notice from every page footer and next to each form that collects personal data',
  },
  cookieBannerPlacement: {
    strong: {
      reason: 'A cookie banner appears on the first visit, offers clear accept and reject choices, and non-essential cookies wait for consent.',
      bestPractices: [
        'Banner shown on first visit before analytics or advertising cookies are set',
        'Accept and reject options equally prominent, with per-category settings',
        'Banner links to the cookie notice and choices can be changed later',
      ],
      criticalIssues: [],
      recommendations: ['Re-test the banner after each tag-manager change to confirm no tracker loads before consent'],
    },
    partial: {
      reason: 'A cookie banner is displayed, but the choices are limited or some trackers load before the visitor decides.',
      bestPractices: ['Cookie banner displayed on the first visit'],
      criticalIssues: [
        'Analytics or advertising cookies are set before the visitor makes a choice',
        'No equally prominent option to refuse non-essential cookies',
      ],
      recommendations: [
        'Block non-essential cookies until the visitor consents',
        'Offer reject-all alongside accept-all, plus per-category settings',
      ],
    },
    weak: {
      reason: 'No cookie banner or consent choice was found, although the site sets non-essential cookies.',
      bestPractices: [],
      criticalIssues: [
        'Tracking and advertising cookies are set without any choice, while the PDPL relies on consent for processing no other legal basis covers',
        'Visitors cannot refuse or withdraw consent for non-essential cookies',
      ],
      recommendations: [
        'Deploy a consent banner that blocks non-essential cookies until the visitor opts in',
        'Keep a record of consent choices so they can be demonstrated to SDAIA',
      ],
    },
    strength: 'Cookie banner offers a real choice, with non-essential cookies held back until consent',
    issue: 'Non-essential cookies are set without a genuine consent choice',
    action: 'Deploy a cookie banner with equally prominent accept and reject options and block trackers until consent',
  },
  privacyNoticeArabic: {
    strong: {
      reason: 'A complete Arabic version of the privacy notice is published and linked from the Arabic website.',
      bestPractices: [
        'Full Arabic privacy notice equivalent to the English version',
        'Language switch available on the notice page',
        'Both language versions carry the same update date',
      ],
      criticalIssues: [],
      recommendations: ['Update both language versions together and keep their dates aligned'],
    },
    partial: {
      reason: 'An Arabic privacy notice exists, but it is shorter than the English version or hard to reach.',
      bestPractices: ['An Arabic notice is available for part of the site'],
      criticalIssues: [
        'The Arabic text omits sections of the English notice, such as data subject rights or transfers outside the Kingdom',
        'Arabic-speaking data subjects receive less information than English readers',
      ],
      recommendations: [
        'Publish a complete Arabic notice that mirrors the English one section by section',
        'Link the Arabic notice from the Arabic version of every page',
      ],
    },
    weak: {
      reason: 'The privacy notice is not available in Arabic, so most data subjects in the Kingdom cannot read it in their language.',
      bestPractices: [],
      criticalIssues: [
        'No Arabic privacy notice, although Arabic is the official language and the PDPL expects notices that data subjects can clearly understand',
        'Consent obtained through an English-only notice may not be informed consent',
      ],
      recommendations: ['Publish a full Arabic privacy notice, reviewed by counsel, and make it the default on the Arabic site'],
    },
    strength: 'Complete Arabic privacy notice, equivalent to the English version',
    issue: 'Arabic version of the privacy notice is missing or incomplete',
    action: 'Publish a complete Arabic privacy notice that mirrors the English version',
  },
  cookieNoticePlacement: {
    strong: {
      reason: 'A dedicated cookie notice explains each cookie category, its purpose and duration, and is linked from the banner and footer.',
      bestPractices: [
        'Cookie categories (strictly necessary, analytics, advertising) listed with their purposes',
        'Third-party cookies, their providers and lifetimes named',
        'Notice linked from the cookie banner and the footer',
      ],
      criticalIssues: [],
      recommendations: ['Refresh the cookie table whenever new tags or vendors are added'],
    },
    partial: {
      reason: 'Cookies are described, but only in general terms inside the privacy notice.',
      bestPractices: ['The privacy notice mentions the use of cookies'],
      criticalIssues: [
        'No list of the cookies used, their purposes, providers or lifetimes',
        'Third-party advertising and analytics cookies are not identified',
      ],
      recommendations: [
        'Publish a cookie notice with a table of cookies, providers, purposes and durations',
        'Link it from the cookie banner',
      ],
    },
    weak: {
      reason: 'No cookie notice or cookie section could be found.',
      bestPractices: [],
      criticalIssues: [
        'Visitors are not told which cookies and similar technologies collect their data, or why',
        'Without a notice, any consent collected for cookies is not informed',
      ],
      recommendations: [
        'Publish a cookie notice describing each cookie category, purpose, provider and duration',
        'Link it from the footer and from the cookie banner',
      ],
    },
    strength: 'Dedicated cookie notice listing cookie categories, purposes and durations',
    issue: 'Cookie notice is missing or does not explain which cookies are used and why',
    action: 'Publish a cookie notice with a table of cookies, providers, purposes and durations',
  },
  lastUpdated: {
    strong: {
      reason: 'The notice shows a last-updated date within the past 12 months and reflects the PDPL and its Implementing Regulations.',
      bestPractices: [
        'Effective and last-updated dates displayed at the top of the notice',
        'Notice revised after the PDPL became fully enforceable in September 2024',
      ],
      criticalIssues: [],
      recommendations: ['Keep a change log and review the notice at least once a year'],
    },
    partial: {
      reason: 'A date is shown, but the notice has not been revised for over a year or the date is missing from one language version.',
      bestPractices: ['A last-updated date is displayed'],
      criticalIssues: ['The notice predates full enforcement of the PDPL (September 2024) and may not reflect current processing'],
      recommendations: [
        'Review the notice against the PDPL and its Implementing Regulations and refresh the date',
        'Schedule an annual review and one after each significant change in processing',
      ],
    },
    weak: {
      reason: 'The notice carries no date, so readers cannot tell whether it reflects current practice or the PDPL.',
      bestPractices: [],
      criticalIssues: ['No last-updated date on the notice', 'No sign that the notice was revised for the PDPL'],
      recommendations: [
        'Add an effective date and a short summary of changes to the notice',
        'Review the notice at least annually',
      ],
    },
    strength: 'Privacy notice is dated and was revised within the past year',
    issue: 'Privacy notice is undated or has not been reviewed since before PDPL enforcement',
    action: 'Date the privacy notice and review it at least annually and after any change in processing',
  },
  privacyNoticeOverall: {
    strong: {
      reason: 'The privacy notice is clear, well structured and covers the content required by Article 12 of the PDPL.',
      bestPractices: [
        'Plain-language notice with headings and a short summary',
        'Covers purposes, data collected, means of collection, storage, processing, destruction and data subject rights',
        'Layered format with links to detailed sections',
      ],
      criticalIssues: [],
      recommendations: ['Add short just-in-time notices in forms and the app to complement the full notice'],
    },
    partial: {
      reason: 'The notice covers some required topics, but it is generic, partly written for other jurisdictions or hard to follow.',
      bestPractices: ['Notice is organised under headings'],
      criticalIssues: [
        'Several Article 12 elements are missing or only vaguely described',
        'The notice cites foreign laws such as the GDPR instead of the PDPL',
      ],
      recommendations: [
        'Rewrite the notice around the PDPL: purposes, data categories, collection means, storage, destruction and rights',
        'Use plain language and a layered structure',
      ],
    },
    weak: {
      reason: 'The privacy notice is missing, a short disclaimer, or too vague to inform data subjects.',
      bestPractices: [],
      criticalIssues: [
        'The notice does not meet the minimum content of Article 12 of the PDPL',
        'Data subjects cannot understand how their personal data is processed',
      ],
      recommendations: [
        'Draft a complete PDPL privacy notice with counsel or a compliance tool',
        'Test its readability with customers before publishing',
      ],
    },
    strength: 'Clear, well-structured privacy notice covering the content the PDPL requires',
    issue: 'Privacy notice is too vague or incomplete to meet the PDPL minimum content',
    action: 'Rewrite the privacy notice around PDPL requirements in plain, layered language',
  },
} satisfies Record<string, DimensionTextSet>;
