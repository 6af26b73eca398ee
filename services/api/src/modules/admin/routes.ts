import { Router } from 'express';
import { API_PATHS } from '@pdpl/contracts';
import { requireAdmin } from '../auth/require-admin.js';

/** Admin-only endpoints. For now a ping that proves the guard. */
export function adminRoutes(): Router {
  const router = Router();
  router.get(API_PATHS.adminPing, requireAdmin, (_req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ ok: true });
  });
  return router;
}
