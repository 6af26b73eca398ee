import type { RenderQueueStatus } from '@pdpl/contracts';

/** The moment the tests' readings arrive: the waiting time and "ago" are counted from it. */
export const READ_AT = Date.parse('2026-03-04T10:15:00Z');

/** 37 pages waiting for 3 minutes, the pass that found them still running, no failure. */
export const waiting: RenderQueueStatus = {
  pending: 37,
  pendingSince: '2026-03-04T10:12:00Z',
  checkedAt: '2026-03-04T10:14:30Z',
  pass: { startedAt: '2026-03-04T10:12:05Z', endedAt: null, rendered: 1234, failed: 0 },
  lastError: null,
  stored: { rendered: 1840, failed: 0 },
  failures: [],
};

/** Nothing waiting, the last pass still running (its last pages being stored). */
export const running: RenderQueueStatus = {
  ...waiting,
  pending: 0,
  pendingSince: null,
};

/** Nothing waiting, the last pass ended cleanly. */
export const idle: RenderQueueStatus = {
  pending: 0,
  pendingSince: null,
  checkedAt: '2026-03-04T10:14:30Z',
  pass: { startedAt: '2026-03-04T09:00:00Z', endedAt: '2026-03-04T09:04:10Z', rendered: 2412, failed: 0 },
  lastError: null,
  stored: { rendered: 2412, failed: 0 },
  failures: [],
};

/** The last pass stopped short, with pages that failed (newest first) and one path that is not a site path. */
export const failing: RenderQueueStatus = {
  pending: 1,
  pendingSince: '2026-03-04T08:15:00Z',
  checkedAt: '2026-03-04T10:14:30Z',
  pass: { startedAt: '2026-03-04T10:00:00Z', endedAt: '2026-03-04T10:02:00Z', rendered: 12, failed: 2 },
  lastError: 'The render worker stopped: out of memory',
  stored: { rendered: 2410, failed: 2 },
  failures: [
    { path: '/ar/PDPLComplianceIndex/acme-bank/details', error: 'TypeError: Cannot read properties of undefined', at: '2026-03-04T10:01:30Z' },
    { path: '/PDPLComplianceIndex/acme-bank', error: 'Render timed out after 30000 ms', at: '2026-03-04T10:01:00Z' },
    { path: 'javascript:alert(1)', error: 'Not a page', at: '2026-03-03T09:00:00Z' },
  ],
};

/** A queue that has never run: nothing checked, no pass, nothing stored. */
export const fresh: RenderQueueStatus = {
  pending: 0,
  pendingSince: null,
  checkedAt: null,
  pass: { startedAt: null, endedAt: null, rendered: 0, failed: 0 },
  lastError: null,
  stored: { rendered: 0, failed: 0 },
  failures: [],
};
