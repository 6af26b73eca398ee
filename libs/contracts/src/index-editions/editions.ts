/** What analysts and the open-data pages read about editions of the index. Months are YYYY-MM. */
import type { CompanyRow } from '../index-data/types.js';

/** A draft is imported, not public; publishing makes it the edition of its month; withdrawn is no longer public. */
export const EDITION_STATUSES = ['draft', 'published', 'withdrawn'] as const;
export type EditionStatus = (typeof EDITION_STATUSES)[number];

/** Error codes of the edition endpoints, beside the common API_ERROR_CODES. */
export const EDITION_ERROR_CODES = {
  /** Publishing anything but a draft (409). */
  notDraft: 'EDITION_NOT_DRAFT',
  /** Withdrawing anything but a published edition (409). */
  notPublished: 'EDITION_NOT_PUBLISHED',
  /** An import whose body is neither text/csv nor application/json (415). */
  unsupportedType: 'UNSUPPORTED_MEDIA_TYPE',
} as const;

export const EDITION_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
export const isEditionMonth = (value: unknown): value is string => typeof value === 'string' && EDITION_MONTH_PATTERN.test(value);

/**
 * The largest edition file the API takes. A company with every analysis text takes about 10 kB
 * (the sample's 100 companies: 0.95 MB), so 16 MB holds 1,000 companies with room to spare.
 */
export const EDITION_FILE_MAX_BYTES = 16 * 1024 * 1024;

/** Rows in the preview's "how the public list would look" page: the index table's page size (index-blog-admin.md §9). */
export const EDITION_PREVIEW_PAGE_SIZE = 20;
export const EDITION_PREVIEW_CHANGES = 10;

/** A row of GET /api/admin/index/editions. *By is the staff e-mail, or null for the command line and sample data. */
export interface EditionListItem {
  id: number;
  month: string;
  status: EditionStatus;
  isSample: boolean;
  companyCount: number;
  createdBy: string | null;
  createdAt: string;
  publishedBy: string | null;
  publishedAt: string | null;
  withdrawnBy: string | null;
  withdrawnAt: string | null;
}

export interface EditionListResponse {
  editions: EditionListItem[];
}

/** POST import (the new draft) and POST withdraw (the withdrawn edition). */
export interface EditionResponse {
  edition: EditionListItem;
}

/** POST publish: the published edition, and the edition of the same month it replaced (now withdrawn). */
export interface EditionPublishResponse {
  edition: EditionListItem;
  replaced: EditionListItem | null;
}

export interface EditionScoreChange {
  id: string;
  companyName: string;
  before: number;
  after: number;
  /** after - before, to one decimal. */
  delta: number;
}

export interface SectorAverageChange {
  sector: string;
  /** To one decimal; null when the sector has no company in that edition. */
  before: number | null;
  after: number | null;
}

/** GET preview: a draft against the current published edition (null when nothing is published). */
export interface EditionPreview {
  edition: EditionListItem;
  current: EditionListItem | null;
  added: { id: string; companyName: string }[];
  removed: { id: string; companyName: string }[];
  /** The largest changes of overall score (by absolute delta), at most EDITION_PREVIEW_CHANGES. */
  biggestChanges: EditionScoreChange[];
  sectorAverages: SectorAverageChange[];
  /** The first page of the public list once published: best score first, ties by name. */
  firstPage: CompanyRow[];
}

export const EDITION_AUDIT_ACTIONS = ['import', 'publish', 'withdraw'] as const;
export type EditionAuditAction = (typeof EDITION_AUDIT_ACTIONS)[number];

/** A row of GET /api/admin/index/editions/audit, newest first. */
export interface EditionAuditEntry {
  id: number;
  action: EditionAuditAction;
  /** A staff e-mail, 'command line' or 'sample data'. */
  actor: string;
  at: string;
  editionId: number;
  month: string;
  companyCount: number;
}

export interface EditionAuditResponse {
  entries: EditionAuditEntry[];
}

/**
 * The open data's licence: anyone may reuse the published editions with attribution. Stated in
 * every download (the Link header, fields of the JSON, the data package's licences).
 */
export const OPEN_DATA_LICENCE = {
  name: 'CC BY 4.0',
  /** Its Open Definition / SPDX id, the name a data package's licence takes. */
  id: 'CC-BY-4.0',
  title: 'Creative Commons Attribution 4.0 International',
  url: 'https://creativecommons.org/licenses/by/4.0/',
  attribution: 'PDPL Compliance Index by Mizan',
  note: 'Scores come from an automated analysis of public information (company web sites and privacy notices) and are not legal advice or an audit.',
} as const;

/** A row of GET /api/index/editions: a published edition. */
export interface OpenDataEdition {
  month: string;
  companyCount: number;
  publishedAt: string;
}

export interface OpenDataEditionList {
  licence: typeof OPEN_DATA_LICENCE;
  editions: OpenDataEdition[];
}

/** GET /api/index/editions/{month}.json: the edition's rows with the columns of the edition file. */
export interface OpenDataEditionFile {
  licence: typeof OPEN_DATA_LICENCE;
  month: string;
  publishedAt: string;
  companies: Record<string, string | number>[];
}
