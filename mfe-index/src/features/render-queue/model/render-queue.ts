import type { RenderQueueStatus } from '@pdpl/contracts';

/** While pages wait or a pass runs, the queue is read again this often... */
export const BUSY_POLL_MS = 5_000;
/** ...and otherwise this often (or at once, on Refresh). */
export const IDLE_POLL_MS = 30_000;

/** Whether the queue has work in hand: pages waiting, or a pass started and not ended. */
export function isRenderQueueBusy(status: RenderQueueStatus): boolean {
  return status.pending > 0 || (status.pass.startedAt !== null && status.pass.endedAt === null);
}

/** How long to wait before reading the queue again after this answer. */
export function nextReadIn(status: RenderQueueStatus): number {
  return isRenderQueueBusy(status) ? BUSY_POLL_MS : IDLE_POLL_MS;
}

/**
 * A failure's page as a link target: only a site path (`/PDPLComplianceIndex/...`, `/ar/...`), never
 * another origin (`//host`) or scheme, whatever the stored text holds; null shows it as plain text.
 */
export function sitePathHref(path: string): string | null {
  return /^\/(?![/\\])[^\s]*$/.test(path) ? path : null;
}
