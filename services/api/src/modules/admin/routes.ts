import { API_PATHS } from '@pdpl/contracts';
import { privateRead, type RouteDeclaration } from '../../http/route.js';

/** Admin-only endpoints. For now a ping that proves the guard. */
export function adminRoutes(): RouteDeclaration[] {
  return [privateRead(API_PATHS.adminPing, 'admin', () => ({ ok: true }))];
}
