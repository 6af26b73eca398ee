/**
 * The analysts' analysis API (access 'analyst': analysts and admins; state changes CSRF-checked):
 * watched companies, collections and their progress, the schedule, reviews with overrides, notice
 * versions and diffs, and the month's draft edition.
 */
import express, { type Request, type RequestHandler } from 'express';
import type { Knex } from 'knex';
import { stringify } from 'csv-stringify/sync';
import {
  ANALYSIS_API_PATHS,
  API_ERROR_CODES,
  collectionScheduleSchema,
  collectRequestSchema,
  isWatchedCompanyId,
  monthRequestSchema,
  requirementOverrideSchema,
  WATCHED_COMPANY_COLUMNS,
  WATCHED_COMPANY_EXAMPLE_ROW,
  WATCHED_COMPANY_FILE_MAX_BYTES,
  WATCHED_COMPANY_IMPORT_MESSAGES,
  watchedCompanySchema,
  type CompanyReview,
  type NoticeDiff,
  type WatchedCompanyListResponse,
} from '@pdpl/contracts';
import { error, object, ok, ref, str } from '../../docs/openapi-parts.js';
import { InvalidRequest, NotConfigured, NotFound } from '../../domain/errors.js';
import { HttpError } from '../../http/errors.js';
import { privateRead, route, type RouteDeclaration, type RouteDoc } from '../../http/route.js';
import { diffNoticeText } from '../collection/diff.js';
import { listWatchedCompanies } from '../watched-companies/repository.js';
import { addWatchedCompany, editWatchedCompany, importWatchedCompanies, removeWatchedCompany, watchedCompany } from '../watched-companies/service.js';
import { collectionProgress, requestCollection, setSchedule, type CollectionQueue } from './collection.js';
import { createDraftEdition } from './draft.js';
import { acceptReview, companyReview, overrideRequirement } from './review.js';
import { listVersions, versionsWithText } from './versions-repository.js';

const TAG = 'Index analysis';
const COMPANY_ID = [{ name: 'id', in: 'path', required: true, schema: str }];
const doc = (summary: string, responses: RouteDoc['responses'], rest: Partial<RouteDoc> = {}): RouteDoc => ({ tag: TAG, summary, responses, ...rest });
const NOT_FOUND = error('NOT_FOUND: no such watched company (or no analysis for the month).');

const actorOf = (req: Request) => ({ id: req.user!.id, label: req.user!.email });
function companyId(req: Request): string {
  const id = String(req.params.id);
  if (!isWatchedCompanyId(id)) throw new NotFound(`No watched company with id ${id.slice(0, 80)}`);
  return id;
}

const csvBody = express.text({ type: 'text/csv', limit: WATCHED_COMPANY_FILE_MAX_BYTES });
const readCsvBody: RequestHandler = (req, res, next) => {
  csvBody(req, res, (err?: unknown) => {
    if ((err as { type?: string } | undefined)?.type === 'entity.too.large') next(new HttpError(413, API_ERROR_CODES.payloadTooLarge, WATCHED_COMPANY_IMPORT_MESSAGES.fileTooLarge));
    else if (err) next(err);
    else if (typeof req.body !== 'string') next(new HttpError(415, 'UNSUPPORTED_MEDIA_TYPE', 'Send the file as text/csv.'));
    else next();
  });
};

function versionId(value: unknown): number {
  const id = Number(value);
  if (!/^\d{1,15}$/.test(String(value)) || id < 1) throw new InvalidRequest('Version ids are whole numbers');
  return id;
}

export function analysisRoutes(db: Knex, queue: CollectionQueue | null): RouteDeclaration[] {
  const collectionQueue = () => {
    if (!queue) throw new NotConfigured('Collections run in the site server with its job queue; this instance has none.', 'COLLECTION_OFF');
    return queue;
  };
  return [
    privateRead(ANALYSIS_API_PATHS.companies, 'analyst', doc('The watched companies with their latest collection and newest analysis.', { '200': { description: 'The companies.' } }), async (): Promise<WatchedCompanyListResponse> => ({
      companies: await listWatchedCompanies(db),
    })),
    route({
      method: 'post',
      path: ANALYSIS_API_PATHS.companies,
      access: 'analyst',
      body: watchedCompanySchema,
      doc: doc('Watch a company.', { '201': { description: 'The company.' }, '409': error('ALREADY_EXISTS: the id is taken.') }),
      handler: async ({ req, res, body }) => {
        res.status(201).json({ company: await addWatchedCompany(db, body, req.user!.id) });
      },
    }),
    route({
      method: 'get',
      path: ANALYSIS_API_PATHS.companiesTemplate,
      access: 'analyst',
      doc: doc('The CSV template of a companies file: the header and one example row.', { '200': { description: 'The template.', content: { 'text/csv': {} } } }),
      handler: ({ res }) => {
        res.set({ 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="pdpl-index-companies-template.csv"', 'Cache-Control': 'no-store' });
        res.send(`\uFEFF${stringify([[...WATCHED_COMPANY_COLUMNS], WATCHED_COMPANY_EXAMPLE_ROW])}`);
      },
    }),
    route({
      method: 'post',
      path: ANALYSIS_API_PATHS.companiesImport,
      access: 'analyst',
      before: [readCsvBody],
      doc: doc(
        'Watch every company of a CSV file (at most 2 MB), all or none.',
        {
          '201': ok('How many were added.', object({ imported: { type: 'integer' } })),
          '413': error('PAYLOAD_TOO_LARGE.'),
          '415': error('UNSUPPORTED_MEDIA_TYPE: not text/csv.'),
          '422': ok('VALIDATION_FAILED: nothing was added; `rows` lists every error by row and column (the header is row 1).', ref('EditionFileErrors')),
        },
        { requestBody: { required: true, content: { 'text/csv': { schema: str } } } },
      ),
      handler: async ({ req, res }) => {
        res.status(201).json({ imported: await importWatchedCompanies(db, req.body as string, req.user!.id) });
      },
    }),
    route({
      method: 'put',
      path: '/api/admin/index/analysis/companies/:id',
      access: 'analyst',
      body: watchedCompanySchema,
      doc: doc('Edit a watched company (its id stays).', { '200': { description: 'The company.' }, '404': NOT_FOUND }, { parameters: COMPANY_ID }),
      handler: async ({ req, res, body }) => {
        if (body.id !== companyId(req)) throw new InvalidRequest('The id of a watched company cannot change');
        res.json({ company: await editWatchedCompany(db, body) });
      },
    }),
    route({
      method: 'delete',
      path: '/api/admin/index/analysis/companies/:id',
      access: 'analyst',
      doc: doc('Stop watching a company; its notices, analyses and reviews are kept.', { '204': { description: 'Done.' }, '404': NOT_FOUND }, { parameters: COMPANY_ID }),
      handler: async ({ req, res }) => {
        await removeWatchedCompany(db, companyId(req));
        res.status(204).end();
      },
    }),
    route({
      method: 'post',
      path: ANALYSIS_API_PATHS.collect,
      access: 'analyst',
      body: collectRequestSchema,
      doc: doc('Collect one company now, or every watched company (companyId empty).', { '202': { description: 'The batch queued.' }, '404': NOT_FOUND, '503': error('COLLECTION_OFF.') }),
      handler: async ({ req, res, body }) => {
        const batch = await requestCollection(db, collectionQueue(), { companyId: body.companyId || null, scope: body.companyId ? 'company' : 'all', by: req.user!.email });
        res.status(202).json({ batch });
      },
    }),
    privateRead(ANALYSIS_API_PATHS.progress, 'analyst', doc('The newest collection batch and the monthly schedule.', { '200': { description: 'The progress.' } }), () =>
      collectionProgress(db, collectionQueue()),
    ),
    route({
      method: 'put',
      path: ANALYSIS_API_PATHS.schedule,
      access: 'analyst',
      body: collectionScheduleSchema,
      doc: doc('Set the monthly collection: on a day of the month (1-28) at an hour (UTC), or off.', { '200': { description: 'The schedule.' } }),
      handler: async ({ res, body }) => {
        res.json({ schedule: await setSchedule(db, collectionQueue(), body) });
      },
    }),
    privateRead(
      '/api/admin/index/analysis/companies/:id/review',
      'analyst',
      doc('The company month\'s analysis with the overrides, evidence, notices and their changes (?month=YYYY-MM, else the newest).', { '200': { description: 'The review.' }, '404': NOT_FOUND }, {
        parameters: [...COMPANY_ID, { name: 'month', in: 'query', required: false, schema: str }],
      }),
      async ({ req }): Promise<CompanyReview> => {
        const month = typeof req.query.month === 'string' && req.query.month ? (await monthRequestSchema.validate({ month: req.query.month }).catch(() => { throw new InvalidRequest('Give the month as YYYY-MM'); })).month : undefined;
        return companyReview(db, companyId(req), month);
      },
    ),
    route({
      method: 'post',
      path: '/api/admin/index/analysis/companies/:id/overrides',
      access: 'analyst',
      body: requirementOverrideSchema,
      doc: doc('Override one requirement of a company\'s month with a reason (kept with who and when).', { '200': { description: 'The review.' }, '404': NOT_FOUND }, { parameters: COMPANY_ID }),
      handler: async ({ req, res, body }) => {
        res.json(await overrideRequirement(db, companyId(req), body, actorOf(req)));
      },
    }),
    route({
      method: 'post',
      path: '/api/admin/index/analysis/companies/:id/accept',
      access: 'analyst',
      body: monthRequestSchema,
      doc: doc('Accept the company month\'s suggestions (with its overrides): it goes into the month\'s draft.', { '200': { description: 'The review.' }, '404': NOT_FOUND }, { parameters: COMPANY_ID }),
      handler: async ({ req, res, body }) => {
        res.json(await acceptReview(db, companyId(req), body.month, actorOf(req)));
      },
    }),
    privateRead('/api/admin/index/analysis/companies/:id/versions', 'analyst', doc('Every stored version of the company\'s notices, newest first.', { '200': { description: 'The versions.' }, '404': NOT_FOUND }, { parameters: COMPANY_ID }), async ({ req }) => {
      await watchedCompany(db, companyId(req));
      return { versions: await listVersions(db, companyId(req)) };
    }),
    privateRead(
      '/api/admin/index/analysis/companies/:id/versions/:from/diff/:to',
      'analyst',
      doc('A readable diff between two versions of the same notice.', { '200': { description: 'The diff.' }, '404': NOT_FOUND }, {
        parameters: [...COMPANY_ID, { name: 'from', in: 'path', required: true, schema: { type: 'integer' } }, { name: 'to', in: 'path', required: true, schema: { type: 'integer' } }],
      }),
      async ({ req }): Promise<NoticeDiff> => {
        const ids = [versionId(req.params.from), versionId(req.params.to)];
        const [from, to] = await versionsWithText(db, companyId(req), ids);
        if (!from || !to) throw new NotFound('No such version of this company\'s notices');
        if (from.kind !== to.kind || from.language !== to.language) throw new InvalidRequest('Both versions must be of the same notice');
        const { text: fromText, ...fromMeta } = from;
        const { text: toText, ...toMeta } = to;
        return { from: fromMeta, to: toMeta, ...diffNoticeText(fromText, toText) };
      },
    ),
    route({
      method: 'post',
      path: ANALYSIS_API_PATHS.drafts,
      access: 'analyst',
      body: monthRequestSchema,
      doc: doc('The month\'s reviewed companies become a draft edition (then preview and publish it as any edition).', { '201': { description: 'The draft.' }, '409': error('NOTHING_REVIEWED.'), '422': ok('VALIDATION_FAILED.', ref('EditionFileErrors')) }),
      handler: async ({ req, res, body }) => {
        res.status(201).json(await createDraftEdition(db, body.month, actorOf(req)));
      },
    }),
  ];
}
