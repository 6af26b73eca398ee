/** The render queue as analysts and admins follow it (GET API_PATHS.adminIndexRenders), and as /api/ready sums it up. */
import type { RenderQueueStatus } from '@pdpl/contracts';
import type { Knex } from 'knex';
import { newestFailures, readProgress, storedCounts } from './renders-repository.js';

const SHOWN_FAILURES = 20;
const iso = (date: Date | null | undefined) => date?.toISOString() ?? null;

export async function renderQueueStatus(db: Knex): Promise<RenderQueueStatus> {
  const [progress, stored, failures] = await Promise.all([readProgress(db), storedCounts(db), newestFailures(db, SHOWN_FAILURES)]);
  return {
    pending: progress?.pending ?? 0,
    pendingSince: iso(progress?.pending_since),
    checkedAt: iso(progress?.checked_at),
    pass: { startedAt: iso(progress?.pass_started_at), endedAt: iso(progress?.pass_ended_at), rendered: progress?.pass_rendered ?? 0, failed: progress?.pass_failed ?? 0 },
    lastError: progress?.last_error ?? null,
    stored,
    failures,
  };
}
