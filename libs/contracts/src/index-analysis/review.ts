/** What analysts read and send while collecting, reviewing and drafting the month's edition. */
import { boolean, object, string, type InferType } from 'yup';
import type { DimensionKey } from '../index-data/dimensions.js';
import type { EditionListItem } from '../index-editions/editions.js';
import { EDITION_MONTH_PATTERN } from '../index-editions/editions.js';
import type { NoticeLanguage, SiteTraits } from './analysis.js';
import type { WatchedCompanyInput } from './watched-companies.js';

export const NOTICE_KINDS = ['privacy', 'cookies'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export const COLLECTION_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type CollectionStatus = (typeof COLLECTION_STATUSES)[number];

export const REVIEW_MESSAGES = {
  reasonRequired: 'Give the reason for the override',
  monthInvalid: 'Give the month as YYYY-MM',
  requirementUnknown: 'No such requirement in the rubric',
  scheduleInvalid: 'Give a day of the month (1-28) and an hour (0-23, UTC)',
  noReviewed: 'No company of this month has been reviewed yet: accept at least one company first.',
  notAnalysed: 'This company has no analysis for this month yet: collect it first.',
  collectQueued: 'Collection queued',
  overrideSaved: 'Override saved',
  accepted: 'Suggestions accepted',
  draftCreated: 'Draft edition created',
} as const;

/** A company the index watches, as listed, with its latest collection and this month's review. */
export interface WatchedCompany extends Required<WatchedCompanyInput> {
  createdAt: string;
  lastCollection: {
    status: CollectionStatus;
    queuedAt: string;
    finishedAt: string | null;
    error: string | null;
  } | null;
  /** The month of the newest analysis (YYYY-MM), its overall score with the overrides, and whether it is reviewed. */
  analysis: { month: string; score: number; reviewed: boolean } | null;
}

export interface WatchedCompanyListResponse {
  companies: WatchedCompany[];
}

/** The collection's progress: the newest batch (one company or all) and the monthly schedule. */
export interface CollectionProgress {
  batch: {
    id: number;
    startedAt: string;
    total: number;
    queued: number;
    running: number;
    done: number;
    failed: number;
  } | null;
  schedule: CollectionSchedule;
}

/** Monthly: on this day of the month (1-28) at this hour (UTC). */
export const collectionScheduleSchema = object({
  enabled: boolean().required(),
  dayOfMonth: string().trim().required(REVIEW_MESSAGES.scheduleInvalid).matches(/^([1-9]|1\d|2[0-8])$/, REVIEW_MESSAGES.scheduleInvalid),
  hourUtc: string().trim().required(REVIEW_MESSAGES.scheduleInvalid).matches(/^(\d|1\d|2[0-3])$/, REVIEW_MESSAGES.scheduleInvalid),
});
export type CollectionScheduleInput = InferType<typeof collectionScheduleSchema>;
export interface CollectionSchedule {
  enabled: boolean;
  dayOfMonth: number;
  hourUtc: number;
  nextRunAt: string | null;
}

/** POST collect: one company, or every watched company when companyId is empty. */
export const collectRequestSchema = object({
  companyId: string().trim().max(80).default(''),
});

const monthField = () => string().trim().required(REVIEW_MESSAGES.monthInvalid).matches(EDITION_MONTH_PATTERN, REVIEW_MESSAGES.monthInvalid);

/** An analyst's decision on one requirement, which replaces the analysis's suggestion. */
export const requirementOverrideSchema = object({
  month: monthField(),
  requirementId: string().trim().max(80).required(REVIEW_MESSAGES.requirementUnknown),
  met: boolean().required(),
  reason: string().trim().max(2000).required(REVIEW_MESSAGES.reasonRequired),
});
export type RequirementOverrideInput = InferType<typeof requirementOverrideSchema>;

export const monthRequestSchema = object({ month: monthField() });
export type MonthRequest = InferType<typeof monthRequestSchema>;

/** A stored version of a notice: a new one only when its text changed. */
export interface NoticeVersion {
  id: number;
  kind: NoticeKind;
  language: NoticeLanguage;
  url: string;
  finalUrl: string;
  status: number;
  fetchedAt: string;
  /** The last collection that found the same text. */
  lastSeenAt: string;
  contentHash: string;
  format: 'html' | 'pdf' | 'text';
  /** The language its document declares (<html lang>), if any. */
  lang: string | null;
}

export interface NoticeVersionWithText extends NoticeVersion {
  text: string;
}

export interface NoticeDiffChange {
  kind: 'added' | 'removed' | 'same';
  text: string;
}

export interface NoticeDiff {
  from: NoticeVersion;
  to: NoticeVersion;
  changes: NoticeDiffChange[];
  added: number;
  removed: number;
}

export interface RequirementOverride {
  met: boolean;
  reason: string;
  by: string;
  at: string;
}

/** One requirement in the review: the analysis's suggestion, the analyst's override if any, and the result. */
export interface ReviewedRequirement {
  id: string;
  suggested: boolean;
  met: boolean;
  evidence: { quote: string; language: NoticeLanguage }[];
  override: RequirementOverride | null;
}

export interface ReviewedDimension {
  key: DimensionKey;
  suggestedScore: number;
  score: number;
  /** The same dimension's score in the month before's analysis (with its overrides), if any. */
  previousScore: number | null;
  requirements: ReviewedRequirement[];
}

/** GET review: everything an analyst needs to accept or correct a company's month. */
export interface CompanyReview {
  company: WatchedCompany;
  month: string;
  rubric: string;
  analysedAt: string;
  traits: SiteTraits;
  score: number;
  previousScore: number | null;
  dimensions: ReviewedDimension[];
  /** The notices the analysis read (privacy, each language), with their texts for highlighting the evidence. */
  notices: NoticeVersionWithText[];
  /** For each notice, what changed since the version before it, if there is one. */
  changes: NoticeDiff[];
  reviewed: { by: string; at: string } | null;
  /** The months with an analysis, newest first. */
  months: string[];
}

export interface CreateDraftResponse {
  edition: EditionListItem;
  companyCount: number;
}
