import {
  ASSESSMENT_LEVELS,
  ASSESSMENT_PRIORITIES,
  ASSESSMENT_PRIORITY_METHOD,
  KSA_PAGE_PATHS,
  KSA_SECTIONS,
  LOCALE_INFO,
  blogShortPath,
  localePath,
  provisionCitation,
  type AssessmentReport,
  type Locale,
} from '@pdpl/contracts';
import { contractText } from '../../i18n/contract-texts.js';
import { REPORT_TEXTS } from './report-texts.js';

export interface ReportLink {
  label: string;
  url: string;
}

export interface ReportGapSection {
  heading: string;
  priority: string;
  gap: string;
  actions: string[];
  provisions: string[];
  readMore: ReportLink | null;
}

/**
 * One report, in words, in one language: what the PDF and both parts of the e-mail show, so they
 * cannot say different things. Built from the server's own scoring of the answers.
 */
export interface ReportDocument {
  locale: Locale;
  dir: 'ltr' | 'rtl';
  /** The e-mail's subject: the score and level. */
  subject: string;
  title: string;
  date: string;
  score: string;
  level: string;
  description: string;
  gapsHeading: string;
  noGaps: string | null;
  gaps: ReportGapSection[];
  labels: { actions: string; provisions: string };
  strengthsHeading: string;
  strengths: string[];
  methodHeading: string;
  method: string[];
  links: { retake: ReportLink; pilot: ReportLink; site: ReportLink };
}

export function reportDocument(report: AssessmentReport, locale: Locale, origin: string, now: Date): ReportDocument {
  const say = REPORT_TEXTS[locale];
  const text = (english: string) => contractText(locale, english);
  const url = (path: string) => `${origin}${localePath(path, locale)}`;
  const bands = ASSESSMENT_LEVELS.map((band) => `${band.range} ${text(band.level)}`).join(locale === 'ar' ? '، ' : ', ');
  const fraction = `${report.score}/${report.totalQuestions}`;
  const level = text(report.complianceLevel);
  const date = new Intl.DateTimeFormat(LOCALE_INFO[locale].intl, { dateStyle: 'long', timeZone: 'UTC' }).format(now);
  return {
    locale,
    dir: LOCALE_INFO[locale].dir,
    subject: say.subject(fraction, level),
    title: say.title,
    date: say.date(date),
    score: say.score(fraction),
    level: say.level(level, report.complianceRange),
    description: text(report.complianceDescription),
    gapsHeading: say.gapsHeading(report.gaps.length),
    noGaps: report.gaps.length === 0 ? say.noGaps(report.totalQuestions) : null,
    gaps: report.gaps.map((gap, i) => ({
      heading: `${i + 1}. ${text(gap.title)}`,
      priority: text(ASSESSMENT_PRIORITIES[gap.priority].label),
      gap: text(gap.gap),
      actions: gap.actions.map(text),
      provisions: gap.provisions.map((provision) => provisionCitation(provision, text)),
      readMore: gap.article ? { label: say.readMore, url: url(blogShortPath(gap.article)) } : null,
    })),
    labels: { actions: say.actions, provisions: say.provisions },
    strengthsHeading: say.strengthsHeading(report.strengths.length),
    strengths: report.strengths.length > 0 ? report.strengths.map((s) => text(s.title)) : [say.noStrengths],
    methodHeading: say.methodHeading,
    method: [
      say.methodScore(report.totalQuestions, bands),
      text(ASSESSMENT_PRIORITY_METHOD),
      ...Object.values(ASSESSMENT_PRIORITIES).map((p) => `${text(p.label)}. ${text(p.explanation)}`),
    ],
    links: {
      retake: { label: say.retake, url: url(`${KSA_PAGE_PATHS.ksa}#${KSA_SECTIONS.assessment}`) },
      pilot: { label: say.applyPilot, url: url(KSA_PAGE_PATHS.pilotApplication) },
      site: { label: say.address, url: url('/') },
    },
  };
}
