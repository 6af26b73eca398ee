import { Router } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { databaseAnswers } from './repository.js';

const DB_TIMEOUT_MS = 2000;

/**
 * GET /api/health: liveness, answered by the process alone (restart me if this fails).
 * GET /api/ready: readiness, 200 only when the database answers (send me traffic).
 */
export function healthRoutes(db: Knex): Router {
  const router = Router();
  router.get(API_PATHS.health, (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ status: 'ok' });
  });
  router.get(API_PATHS.ready, async (_req, res) => {
    const up = await databaseAnswers(db, DB_TIMEOUT_MS);
    res.set('Cache-Control', 'no-store');
    res.status(up ? 200 : 503).json(up ? { status: 'ready', database: 'up' } : { status: 'unavailable', database: 'down' });
  });
  return router;
}
