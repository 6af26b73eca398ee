import { API_PATHS } from '@pdpl/contracts';
import { privateRead, type RouteDeclaration } from '../../http/route.js';
import { object, ok } from '../../docs/openapi-parts.js';

/** Admin-only endpoints. For now a ping that proves the guard. */
export function adminRoutes(): RouteDeclaration[] {
  return [
    privateRead(
      API_PATHS.adminPing,
      'admin',
      { tag: 'Admin', summary: 'Checks that the session is an admin one.', responses: { '200': ok('Admin.', object({ ok: { type: 'boolean' } })) } },
      () => ({ ok: true }),
    ),
  ];
}
