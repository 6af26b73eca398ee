import type { Request } from 'express';
import { API_PATHS, inviteSchema, setPasswordSchema, type SessionUser, type StaffAuditResponse, type StaffListResponse } from '@pdpl/contracts';
import { NotFound } from '../../domain/errors.js';
import { privateRead, route, type RouteDeclaration } from '../../http/route.js';
import { latestAudit, listStaff } from './repository.js';
import { inviteStaff, NO_SUCH_ACCOUNT, sendPasswordReset, setPasswordFromLink, setStaffDisabled, type StaffDeps } from './service.js';
import { error, object, ok, ref, str } from '../../docs/openapi-parts.js';

const AUDIT_LIMIT = 50;

/** Where e-mailed links point: this site as the browser reached it (TRUST_PROXY makes it right behind a proxy). */
const originOf = (req: Request) => `${req.protocol}://${req.get('host')}`;

/** `/api/admin/staff/:id/...`: ids are positive integers; anything else names no account. */
function staffId(req: Request): number {
  const id = Number(req.params.id);
  if (!Number.isSafeInteger(id) || id <= 0) throw new NotFound(NO_SUCH_ACCOUNT);
  return id;
}

/** What each `/api/admin/staff/:id/<action>` does to the account (204 when done). */
const ACCOUNT_ACTIONS: Record<string, (deps: StaffDeps, actor: SessionUser, id: number, req: Request) => Promise<void>> = {
  disable: (deps, actor, id) => setStaffDisabled(deps, actor, id, true),
  enable: (deps, actor, id) => setStaffDisabled(deps, actor, id, false),
  'password-reset': (deps, actor, id, req) => sendPasswordReset(deps, actor, id, originOf(req)),
};

const ACTION_SUMMARIES: Record<string, string> = {
  disable: 'Disable an account (its sessions end at once).',
  enable: 'Enable a disabled account.',
  'password-reset': 'E-mail a one-time password reset link.',
};

/** Staff accounts (admin only) and the public set-password step. */
export function staffRoutes(deps: StaffDeps): RouteDeclaration[] {
  return [
    privateRead(
      API_PATHS.adminStaff,
      'admin',
      { tag: 'Staff', summary: 'Every staff account: role, status (active, invited, disabled), second factor, last sign-in.', responses: { '200': { description: 'The accounts.' } } },
      async (): Promise<StaffListResponse> => ({ staff: await listStaff(deps.db) }),
    ),
    privateRead(
      API_PATHS.adminStaffAudit,
      'admin',
      { tag: 'Staff', summary: 'The staff audit log (who did what to which account, when), newest first.', responses: { '200': { description: 'The entries.' } } },
      async (): Promise<StaffAuditResponse> => ({ entries: await latestAudit(deps.db, AUDIT_LIMIT) }),
    ),
    route({
      method: 'post',
      path: API_PATHS.adminStaffInvitations,
      access: 'admin',
      body: inviteSchema,
      doc: {
        tag: 'Staff',
        summary: 'Invite a staff member: an account without a password and a one-time link (72 h) by e-mail.',
        responses: { '201': ok('Invited.', ref('Created')), '409': error('DUPLICATE: the address has an account.') },
      },
      handler: async ({ req, res, body }) => res.status(201).json(await inviteStaff(deps, req.user!, body, originOf(req))),
    }),
    ...Object.entries(ACCOUNT_ACTIONS).map(([action, act]) =>
      route({
        method: 'post',
        path: `/api/admin/staff/:id/${action}`,
        access: 'admin',
        doc: {
          tag: 'Staff',
          summary: ACTION_SUMMARIES[action]!,
          parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
          responses: { '204': { description: 'Done.' }, '404': error('NOT_FOUND.') },
        },
        handler: async ({ req, res }) => {
          await act(deps, req.user!, staffId(req), req);
          res.status(204).end();
        },
      }),
    ),
    route({
      method: 'post',
      // The end of an e-mailed link, signed in or not: like the sign-in routes, no CSRF token exists yet.
      path: API_PATHS.setPassword,
      access: 'sign-in',
      body: setPasswordSchema,
      doc: {
        tag: 'Staff',
        summary: 'Set a password from an invitation or reset link (at least 12 characters, not a common password); the link works once.',
        responses: { '200': ok('Set.', object({ email: str })), '410': error('The link is used, expired or unknown.') },
      },
      handler: async ({ res, body }) => res.json(await setPasswordFromLink(deps, body)),
    }),
  ];
}
