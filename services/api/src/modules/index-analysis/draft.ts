/**
 * "Create draft edition": the month's reviewed companies become a draft through the one import path
 * (validation, audit, preview, publication as for any edition file). Each dimension's score is the
 * reviewed percentage of requirements met; its reason lists the requirements met and not met (in
 * English and Arabic); its evidence is the first quotation of a requirement met, with the notice's
 * address and the day it was read.
 */
import type { Knex } from 'knex';
import {
  DIMENSIONS,
  EDITION_COLUMN_NAMES,
  EVIDENCE_QUOTE_MAX,
  findRequirement,
  NO_REQUIREMENT_MET,
  requirementsColumn,
  RUBRIC_VERSION_COLUMN, REVIEW_MESSAGES, type CreateDraftResponse, type ReviewedDimension } from '@pdpl/contracts';
import { Conflict } from '../../domain/errors.js';
import { contractText } from '../../i18n/contract-texts.js';
import type { EditionActor } from '../editions/repository.js';
import { importEdition } from '../editions/service.js';
import { watchedCompany } from '../watched-companies/service.js';
import { currentOverrides, reviewedAnalyses, type StoredAnalysis } from './analyses-repository.js';
import { reviewedDimensions, scoreOf } from './scores.js';
import { versionsWithText } from './versions-repository.js';

const STRONG = 70;
const WEAK = 40;
const MAX_RECOMMENDATIONS = 5;

const LABELS = {
  en: { met: 'Met', notMet: 'Not met', of: (n: number, m: number) => `${n} of ${m} requirements met` },
  ar: { met: 'مستوفى', notMet: 'غير مستوفى', of: (n: number, m: number) => `${n} من ${m} متطلبات مستوفاة` },
} as const;

type Language = keyof typeof LABELS;

const textOf = (language: Language, id: string) => contractText(language, findRequirement(id)!.text);

function reason(d: ReviewedDimension, language: Language): string {
  const met = d.requirements.filter((r) => r.met).map((r) => textOf(language, r.id));
  const notMet = d.requirements.filter((r) => !r.met).map((r) => textOf(language, r.id));
  const l = LABELS[language];
  return [l.of(met.length, d.requirements.length), ...met.map((t) => `${l.met}: ${t}`), ...notMet.map((t) => `${l.notMet}: ${t}`)].join('\n');
}

const dimensionLabel = (key: string) => DIMENSIONS.find((d) => d.key === key)!.section;

async function editionRow(db: Knex, analysis: StoredAnalysis): Promise<Record<string, string | number>> {
  const company = await watchedCompany(db, analysis.companyId);
  const dimensions = reviewedDimensions(analysis, await currentOverrides(db, analysis.companyId, analysis.month), null);
  const notices = await versionsWithText(db, analysis.companyId, [analysis.versions.privacy.en, analysis.versions.privacy.ar].filter((id): id is number => id !== null));
  const noticeIn = (language: string) => notices.find((n) => n.language === language);
  const privacy = noticeIn('en') ?? noticeIn('ar');
  const count = (d: ReviewedDimension) => LABELS.en.of(d.requirements.filter((r) => r.met).length, d.requirements.length);
  // Every column, as the import expects of a file; evidence only where a quotation was found.
  const row: Record<string, string | number> = {
    ...Object.fromEntries(EDITION_COLUMN_NAMES.map((name) => [name, ''])),
    id: company.id,
    companyName: company.nameEn,
    companyNameAr: company.nameAr,
    sector: company.sector,
    homepageUrl: company.website,
    privacyPolicyUrl: privacy?.finalUrl ?? '',
    reportDate: analysis.analysedAt.slice(0, 10),
    score: scoreOf(dimensions),
    strengths: dimensions.filter((d) => d.score >= STRONG).map((d) => `${dimensionLabel(d.key)}: ${count(d)}`).join('\n'),
    criticalIssues: dimensions.filter((d) => d.score < WEAK).map((d) => `${dimensionLabel(d.key)}: ${count(d)}`).join('\n'),
    recommendations: dimensions
      .flatMap((d) => d.requirements.filter((r) => !r.met).map((r) => findRequirement(r.id)!.text))
      .slice(0, MAX_RECOMMENDATIONS)
      .join('\n'),
  };
  row[RUBRIC_VERSION_COLUMN] = analysis.rubric;
  for (const d of dimensions) {
    row[d.key] = d.score;
    const met = d.requirements.filter((r) => r.met).map((r) => r.id);
    row[requirementsColumn(d.key)] = met.length > 0 ? met.join(' ') : NO_REQUIREMENT_MET;
    row[`${d.key}Reason`] = reason(d, 'en');
    row[`${d.key}ReasonAr`] = reason(d, 'ar');
    const evidence = d.requirements.flatMap((r) => (r.met ? r.evidence : [])).find((e) => e.quote.length <= EVIDENCE_QUOTE_MAX && noticeIn(e.language));
    if (evidence) {
      const notice = noticeIn(evidence.language)!;
      row[`${d.key}EvidenceQuote`] = evidence.quote;
      row[`${d.key}EvidenceUrl`] = notice.finalUrl;
      row[`${d.key}EvidenceRetrieved`] = notice.fetchedAt.slice(0, 10);
    }
  }
  return row;
}

export async function createDraftEdition(db: Knex, month: string, actor: EditionActor): Promise<CreateDraftResponse> {
  const analyses = await reviewedAnalyses(db, month);
  if (analyses.length === 0) throw new Conflict(REVIEW_MESSAGES.noReviewed, { code: 'NOTHING_REVIEWED' });
  const rows = [];
  for (const analysis of analyses) rows.push(await editionRow(db, analysis));
  const edition = await importEdition(db, { text: JSON.stringify(rows), format: 'json', month, actor });
  return { edition, companyCount: rows.length };
}
