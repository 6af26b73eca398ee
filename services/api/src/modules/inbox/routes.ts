import { Router, type Request } from 'express';
import { API_PATHS, isSyncableTable, LEADS_PAGE_SIZE, leadsFilterSchema, type LeadsFilter, type LeadsPage } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { notFound } from '../../http/errors.js';
import { parseBody } from '../../http/validate.js';
import { requireAdmin } from '../auth/require-admin.js';
import { sendCsv } from './csv.js';
import { exportColumns, exportRows, findLead, leadsPage } from './repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The query string checked with the page's own filter schema (422 naming each bad field). */
const filterOf = (req: Request) => parseBody(leadsFilterSchema, { ...req.query }) as Promise<LeadsFilter>;

/** The admin's leads inbox: filtered pages, one submission, and CSV export of a filter. */
export function inboxRoutes(db: Knex): Router {
  const router = Router();
  router.get(API_PATHS.adminLeads, requireAdmin, async (req, res) => {
    const filter = await filterOf(req);
    const { leads, total } = await leadsPage(db, filter);
    const body: LeadsPage = { leads, total, page: filter.page, pageSize: LEADS_PAGE_SIZE };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get(API_PATHS.adminLeadsExport, requireAdmin, async (req, res) => {
    const filter = await filterOf(req);
    const day = new Date().toISOString().slice(0, 10);
    await sendCsv(res, `leads-${filter.table || 'all'}-${day}.csv`, await exportColumns(db, filter), exportRows(db, filter));
  });
  router.get('/api/admin/leads/:table/:id', requireAdmin, async (req, res) => {
    const { table, id } = req.params as { table: string; id: string };
    const lead = isSyncableTable(table) && UUID.test(id) ? await findLead(db, table, id) : null;
    if (!lead) throw notFound('No such submission');
    res.set('Cache-Control', 'no-store').json(lead);
  });
  return router;
}
