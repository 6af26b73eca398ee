/**
 * The render queue's polling, with the API client's fetch mocked: read at once, then every 5 s while
 * pages wait or a pass runs and every 30 s otherwise; Refresh reads at once; failures are said and
 * tried again, except when the API refuses the account; nothing is read after the page is left.
 */
import { API_PATHS, type RenderQueueStatus } from '@pdpl/contracts';
import { loadRuntimeConfig } from '@pdpl/platform';
import { BUSY_POLL_MS, IDLE_POLL_MS, isRenderQueueBusy, nextReadIn, sitePathHref } from '../src/features/render-queue/model/render-queue';
import { formatAgoIn } from '../src/features/render-queue/model/time-format';
import { watchRenderQueue } from '../src/features/render-queue/watch-render-queue';
import { idle, running, waiting } from './support/render-queue-statuses';

type Answer = { status: number; body: unknown };

/** fetch answers in turn; the last answer repeats. Returns the URLs asked for. */
function mockFetch(...answers: Answer[]): string[] {
  const calls: string[] = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    calls.push(String(url));
    const { status, body } = answers.length > 1 ? answers.shift()! : answers[0]!;
    return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
  }) as typeof fetch;
  return calls;
}

const ok = (body: RenderQueueStatus): Answer => ({ status: 200, body });
const apiError = (status: number, code: string, message: string): Answer => ({ status, body: { error: { code, message } } });

/** Lets the mocked fetch's promises settle (no timers involved). */
async function settle() {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}

/** Moves the fake clock on and lets the readings it starts settle. */
async function advance(ms: number) {
  await jest.advanceTimersByTimeAsync(ms);
  await settle();
}

function listener() {
  const statuses: RenderQueueStatus[] = [];
  const errors: Error[] = [];
  return { statuses, errors, onStatus: (status: RenderQueueStatus) => statuses.push(status), onError: (err: Error) => errors.push(err) };
}

beforeAll(async () => {
  mockFetch({ status: 200, body: { apiBaseUrl: 'https://api.example', analyticsId: null, remotes: { mfe_marketing: '/a.js', mfe_ksa: '/b.js', mfe_index: '/c.js', mfe_admin: '/d.js' }, pages: [] } });
  await loadRuntimeConfig('/config.json');
});

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

describe('what the queue is doing', () => {
  it('is busy while pages wait or a pass runs, and is then read every 5 s, otherwise every 30 s', () => {
    expect(isRenderQueueBusy(waiting)).toBe(true);
    expect(isRenderQueueBusy(running)).toBe(true);
    expect(isRenderQueueBusy(idle)).toBe(false);
    expect([nextReadIn(waiting), nextReadIn(running), nextReadIn(idle)]).toEqual([5_000, 5_000, 30_000]);
    expect([BUSY_POLL_MS, IDLE_POLL_MS]).toEqual([5_000, 30_000]);
  });

  it('links a failure to its page only when it is a path of this site', () => {
    expect(sitePathHref('/PDPLComplianceIndex/acme')).toBe('/PDPLComplianceIndex/acme');
    expect(sitePathHref('/ar/PDPLComplianceIndex/acme/details')).toBe('/ar/PDPLComplianceIndex/acme/details');
    for (const unsafe of ['//evil.example/x', '/\\evil.example', 'javascript:alert(1)', 'https://evil.example/', 'PDPLComplianceIndex', '/a b']) expect(sitePathHref(unsafe)).toBeNull();
  });
});

describe('how long pages have waited', () => {
  const now = Date.parse('2026-03-04T10:15:00Z');
  const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();
  it('reads in the largest whole unit, in English and Arabic (Latin digits)', () => {
    expect([0, 42, 3 * 60 + 59, 2 * 3600 + 1, 3 * 86_400].map((s) => formatAgoIn('en', ago(s), now))).toEqual(['now', '42 seconds ago', '3 minutes ago', '2 hours ago', '3 days ago']);
    expect([42, 5 * 60, 3 * 86_400].map((s) => formatAgoIn('ar', ago(s), now))).toEqual(['قبل 42 ثانية', 'قبل 5 دقائق', 'قبل 3 أيام']);
  });
  it('reads a moment ahead of the clock (clocks apart) as now', () => {
    expect(formatAgoIn('en', ago(-90), now)).toBe('now');
  });
});

describe('watching the render queue', () => {
  it('reads the admin endpoint at once, then every 5 s while pages wait', async () => {
    const calls = mockFetch(ok(waiting));
    const seen = listener();
    const watch = watchRenderQueue(seen);
    await settle();
    expect(calls).toEqual([`https://api.example${API_PATHS.adminIndexRenders}`]);
    expect(seen.statuses).toEqual([waiting]);
    await advance(4_999);
    expect(calls).toHaveLength(1);
    await advance(1);
    expect(calls).toHaveLength(2);
    await advance(5_000);
    expect(calls).toHaveLength(3);
    watch.stop();
  });

  it('reads every 5 s while a pass runs, then every 30 s once it has ended and nothing waits', async () => {
    const calls = mockFetch(ok(running), ok(idle));
    const seen = listener();
    const watch = watchRenderQueue(seen);
    await settle();
    await advance(5_000);
    expect(seen.statuses).toEqual([running, idle]);
    await advance(29_999);
    expect(calls).toHaveLength(2);
    await advance(1);
    expect(calls).toHaveLength(3);
    watch.stop();
  });

  it('reads at once on Refresh, and the next reading is counted from there', async () => {
    const calls = mockFetch(ok(idle));
    const watch = watchRenderQueue(listener());
    await settle();
    await advance(20_000);
    await watch.refresh();
    await settle();
    expect(calls).toHaveLength(2);
    await advance(29_999);
    expect(calls).toHaveLength(2);
    await advance(1);
    expect(calls).toHaveLength(3);
    watch.stop();
  });

  it('says why a reading failed and tries again 30 s later', async () => {
    const calls = mockFetch(apiError(500, 'INTERNAL', 'Something went wrong'), ok(waiting));
    const seen = listener();
    const watch = watchRenderQueue(seen);
    await settle();
    expect(seen.errors.map((e) => e.message)).toEqual(['Something went wrong']);
    await advance(30_000);
    expect(calls).toHaveLength(2);
    expect(seen.statuses).toEqual([waiting]);
    watch.stop();
  });

  it('stops polling when the API refuses the account, until Refresh', async () => {
    const calls = mockFetch(apiError(403, 'FORBIDDEN', 'You do not have access'), ok(idle));
    const seen = listener();
    const watch = watchRenderQueue(seen);
    await settle();
    expect(seen.errors.map((e) => e.message)).toEqual(['You do not have access']);
    await advance(120_000);
    expect(calls).toHaveLength(1);
    await watch.refresh();
    expect(seen.statuses).toEqual([idle]);
    watch.stop();
  });

  it('reads nothing more, and reports nothing, once stopped (the page is left)', async () => {
    const calls = mockFetch(ok(waiting));
    const seen = listener();
    const watch = watchRenderQueue(seen);
    watch.stop();
    await settle();
    await advance(60_000);
    expect(calls).toHaveLength(1);
    expect(seen.statuses).toEqual([]);
  });
});
