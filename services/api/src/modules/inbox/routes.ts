import { API_PATHS, isSyncableTable, LEADS_PAGE_SIZE, leadsFilterSchema, type LeadsPage } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { NotFound } from '../../domain/errors.js';
import { sendCsv } from '../../http/csv-download.js';
import { privateRead, route, type RouteDeclaration } from '../../http/route.js';
import { exportColumns, exportRows, findLead, leadsPage } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The admin's leads inbox: filtered pages, one submission, and CSV export of a filter (the query string, checked with the page's own filter schema). */
export function inboxRoutes(db: Knex): RouteDeclaration[] {
  return [
    route({
      method: 'get',
      path: API_PATHS.adminLeads,
      access: 'admin',
      query: leadsFilterSchema,
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
      handler: async ({ res, query: filter }) => {
        const day = new Date().toISOString().slice(0, 10);
        await sendCsv(res, `leads-${filter.table || 'all'}-${day}.csv`, await exportColumns(db, filter), exportRows(db, filter));
      },
    }),
    privateRead('/api/admin/leads/:table/:id', 'admin', async ({ req }) => {
      const { table, id } = req.params as { table: string; id: string };
      const lead = isSyncableTable(table) && UUID.test(id) ? await findLead(db, table, id) : null;
      if (!lead) throw new NotFound('No such submission');
      return lead;
    }),
  ];
}
