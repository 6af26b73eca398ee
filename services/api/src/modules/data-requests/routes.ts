import { Router } from 'express';
import { API_PATHS, dataRequestSchema, type DataRequestInput, type DataRequestLogResponse } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { validateBody } from '../../http/validate.js';
import { requireAdmin } from '../auth/require-admin.js';
import { latestRequests } from './repository.js';
import { eraseSubject, exportSubject, lookUpSubject } from './service.js';

const LOG_LIMIT = 100;

/** Data-subject requests (admin only; POSTs CSRF-checked by app.ts on /api/admin). */
export function dataRequestRoutes(db: Knex): Router {
  const router = Router();
  router.get(API_PATHS.adminDataRequests, requireAdmin, async (_req, res) => {
    const body: DataRequestLogResponse = { entries: await latestRequests(db, LOG_LIMIT) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.post(API_PATHS.adminDataRequestLookup, requireAdmin, validateBody(dataRequestSchema), async (req, res) => {
    res.set('Cache-Control', 'no-store').json(await lookUpSubject(db, req.user!, req.body as DataRequestInput));
  });
  router.post(API_PATHS.adminDataRequestExport, requireAdmin, validateBody(dataRequestSchema), async (req, res) => {
    const day = new Date().toISOString().slice(0, 10);
    res
      .set({ 'Cache-Control': 'no-store', 'Content-Disposition': `attachment; filename="personal-data-${day}.json"` })
      .json(await exportSubject(db, req.user!, req.body as DataRequestInput));
  });
  router.post(API_PATHS.adminDataRequestErasure, requireAdmin, validateBody(dataRequestSchema), async (req, res) => {
    res.json(await eraseSubject(db, req.user!, req.body as DataRequestInput));
  });
  return router;
}
