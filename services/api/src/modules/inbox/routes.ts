import { API_PATHS, SYNCABLE_TABLE_NAMES, isSyncableTable, LEADS_PAGE_SIZE, leadsFilterSchema, type LeadsPage } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { NotFound } from '../../domain/errors.js';
import { sendCsv } from '../../http/csv-download.js';
import { privateRead, route, type RouteDeclaration } from '../../http/route.js';
import { exportColumns, exportRows, findLead, leadsPage } from './repository.js';
import { error } from '../../docs/openapi-parts.js';

const TAG = 'Leads inbox';
const BAD_FILTER = { '422': error('VALIDATION_FAILED: a bad filter.') };
/** What the filter schema's tests check, for the reference. */
const FILTER_PARAMETERS = [
  { name: 'table', in: 'query', schema: { enum: ['', ...SYNCABLE_TABLE_NAMES] }, description: 'One lead table; empty or absent for all five.' },
  { name: 'from', in: 'query', schema: { format: 'date' }, description: 'First day (UTC), inclusive.' },
  { name: 'to', in: 'query', schema: { format: 'date' }, description: 'Last day (UTC), inclusive.' },
  { name: 'q', in: 'query', description: 'Case-insensitive search of name, e-mail and company.' },
];
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's leads inbox: filtered pages, one submission, and CSV export of a filter (the query string, checked with the page's own filter schema). */
export function inboxRoutes(db: Knex): RouteDeclaration[] {
  return [
    route({
      method: 'get',
      path: API_PATHS.adminLeads,
      access: 'admin',
      query: leadsFilterSchema,
      doc: {
        tag: TAG,
        summary: `Submissions of the five lead tables matching the filter, newest first, ${LEADS_PAGE_SIZE} a page, with the total.`,
        parameters: FILTER_PARAMETERS,
        responses: { '200': { description: 'One page.' }, ...BAD_FILTER },
      },
      handler: async ({ res, query: filter }) => {
        const { leads, total } = await leadsPage(db, filter);
        const body: LeadsPage = { leads, total, page: filter.page, pageSize: LEADS_PAGE_SIZE };
        res.set('Cache-Control', 'no-store').json(body);
      },
    }),
    route({
      method: 'get',
      path: API_PATHS.adminLeadsExport,
      access: 'admin',
      query: leadsFilterSchema,
      doc: {
        tag: TAG,
        summary: 'Every submission matching the filter as CSV (UTF-8 with BOM, formula cells neutralised), streamed.',
        parameters: FILTER_PARAMETERS,
        responses: { '200': { description: 'The CSV file.', content: { 'text/csv': {} } }, ...BAD_FILTER },
      },
      handler: async ({ res, query: filter }) => {
        const day = new Date().toISOString().slice(0, 10);
        await sendCsv(res, `leads-${filter.table || 'all'}-${day}.csv`, await exportColumns(db, filter), exportRows(db, filter));
      },
    }),
    privateRead(
      '/api/admin/leads/:table/:id',
      'admin',
      {
        tag: TAG,
        summary: 'One submission with every column.',
        parameters: [
          { name: 'table', in: 'path', required: true, schema: { enum: SYNCABLE_TABLE_NAMES } },
          { name: 'id', in: 'path', required: true, schema: { type: 'string', format: 'uuid' } },
        ],
        responses: { '200': { description: 'The submission.' }, '404': error('NOT_FOUND.') },
      },
      async ({ req }) => {
        const { table, id } = req.params as { table: string; id: string };
        const lead = isSyncableTable(table) && UUID.test(id) ? await findLead(db, table, id) : null;
        if (!lead) throw new NotFound('No such submission');
        return lead;
      },
    ),
  ];
}
