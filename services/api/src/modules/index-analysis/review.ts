/** An analyst's review of a company's month: read it, override a requirement with a reason, accept it. */
import type { Knex } from 'knex';
import { findRequirement, REVIEW_MESSAGES, type CompanyReview, type NoticeDiff, type RequirementOverrideInput } from '@pdpl/contracts';
import { NotFound, ValidationFailed } from '../../domain/errors.js';
import { diffNoticeText } from '../collection/diff.js';
import { watchedCompany } from '../watched-companies/service.js';
import {
  acceptAnalysis,
  analysisBefore,
  analysisMonths,
  clearAcceptance,
  currentOverrides,
  findAcceptance,
  findAnalysis,
  insertOverride,
  updateAnalysisScore,
  type Actor,
  type StoredAnalysis,
} from './analyses-repository.js';
import { reviewedDimensions, scoreOf } from './scores.js';
import { previousVersion, versionsWithText } from './versions-repository.js';

async function analysisOf(db: Knex, companyId: string, month?: string): Promise<StoredAnalysis> {
  const chosen = month ?? (await analysisMonths(db, companyId))[0];
  const analysis = chosen ? await findAnalysis(db, companyId, chosen) : null;
  if (!analysis) throw new NotFound(REVIEW_MESSAGES.notAnalysed);
  return analysis;
}

/** The month's analysis with its overrides, against the month before's. */
async function effective(db: Knex, analysis: StoredAnalysis) {
  const previous = await analysisBefore(db, analysis.companyId, analysis.month);
  const previousDimensions = previous ? reviewedDimensions(previous, await currentOverrides(db, previous.companyId, previous.month), null) : null;
  const dimensions = reviewedDimensions(analysis, await currentOverrides(db, analysis.companyId, analysis.month), previousDimensions ? new Map(previousDimensions.map((d) => [d.key, d.score])) : null);
  return { dimensions, score: scoreOf(dimensions), previousScore: previousDimensions ? scoreOf(previousDimensions) : null };
}

export async function companyReview(db: Knex, companyId: string, month?: string): Promise<CompanyReview> {
  const company = await watchedCompany(db, companyId);
  const analysis = await analysisOf(db, companyId, month);
  const ids = [analysis.versions.privacy.en, analysis.versions.privacy.ar, analysis.versions.cookies.en, analysis.versions.cookies.ar].filter((id): id is number => id !== null);
  const notices = await versionsWithText(db, companyId, ids);
  const changes: NoticeDiff[] = [];
  for (const notice of notices) {
    const before = await previousVersion(db, { ...notice, companyId });
    if (before) {
      const { text: beforeText, ...from } = before;
      const { text: _ignored, ...to } = notice;
      changes.push({ from, to, ...diffNoticeText(beforeText, notice.text) });
    }
  }
  return {
    company,
    month: analysis.month,
    rubric: analysis.rubric,
    analysedAt: analysis.analysedAt,
    traits: analysis.traits,
    ...(await effective(db, analysis)),
    notices,
    changes,
    reviewed: await findAcceptance(db, analysis),
    months: await analysisMonths(db, companyId),
  };
}

/** An override replaces the analysis's suggestion for one requirement; the month is to be accepted again. */
export async function overrideRequirement(db: Knex, companyId: string, input: RequirementOverrideInput, actor: Actor): Promise<CompanyReview> {
  await watchedCompany(db, companyId);
  if (!findRequirement(input.requirementId)) throw new ValidationFailed(REVIEW_MESSAGES.requirementUnknown, { fields: { requirementId: REVIEW_MESSAGES.requirementUnknown } });
  const analysis = await analysisOf(db, companyId, input.month);
  await db.transaction(async (trx) => {
    await insertOverride(trx, { companyId, ...input }, actor);
    await clearAcceptance(trx, companyId, analysis.month);
    await updateAnalysisScore(trx, analysis.id, (await effective(trx, analysis)).score);
  });
  return companyReview(db, companyId, analysis.month);
}

export async function acceptReview(db: Knex, companyId: string, month: string, actor: Actor): Promise<CompanyReview> {
  await watchedCompany(db, companyId);
  await acceptAnalysis(db, await analysisOf(db, companyId, month), actor);
  return companyReview(db, companyId, month);
}
