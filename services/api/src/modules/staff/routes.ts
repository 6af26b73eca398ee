import { Router, type Request } from 'express';
import {
  API_PATHS,
  inviteSchema,
  setPasswordSchema,
  type InviteInput,
  type SetPasswordInput,
  type StaffAuditResponse,
  type StaffListResponse,
} from '@pdpl/contracts';
import { notFound } from '../../http/errors.js';
import { validateBody } from '../../http/validate.js';
import { requireAdmin } from '../auth/require-admin.js';
import { latestAudit, listStaff } from './repository.js';
import { inviteStaff, sendPasswordReset, setPasswordFromLink, setStaffDisabled, type StaffDeps } from './service.js';

const AUDIT_LIMIT = 50;

/** Where e-mailed links point: this site as the browser reached it (TRUST_PROXY makes it right behind a proxy). */
const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;

/** `/api/admin/staff/:id/...`: ids are positive integers; anything else names no account. */
function staffId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound('No such staff account');
  return id;
}

/** Staff accounts (admin only; POSTs CSRF-checked by app.ts on /api/admin) and the public set-password step. */
export function staffRoutes(deps: StaffDeps): Router {
  const router = Router();

  router.get(API_PATHS.adminStaff, requireAdmin, async (_req, res) => {
    const body: StaffListResponse = { staff: await listStaff(deps.db) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.get(API_PATHS.adminStaffAudit, requireAdmin, async (_req, res) => {
    const body: StaffAuditResponse = { entries: await latestAudit(deps.db, AUDIT_LIMIT) };
    res.set('Cache-Control', 'no-store').json(body);
  });
  router.post(API_PATHS.adminStaffInvitations, requireAdmin, validateBody(inviteSchema), async (req, res) => {
    res.status(201).json(await inviteStaff(deps, req.user!, req.body as InviteInput, originOf(req)));
  });
  router.post('/api/admin/staff/:id/disable', requireAdmin, async (req, res) => {
    await setStaffDisabled(deps, req.user!, staffId(req), true);
    res.status(204).end();
  });
  router.post('/api/admin/staff/:id/enable', requireAdmin, async (req, res) => {
    await setStaffDisabled(deps, req.user!, staffId(req), false);
    res.status(204).end();
  });
  router.post('/api/admin/staff/:id/password-reset', requireAdmin, async (req, res) => {
    await sendPasswordReset(deps, req.user!, staffId(req), originOf(req));
    res.status(204).end();
  });
  router.post(API_PATHS.setPassword, validateBody(setPasswordSchema), async (req, res) => {
    res.json(await setPasswordFromLink(deps, req.body as SetPasswordInput));
  });
  return router;
}
