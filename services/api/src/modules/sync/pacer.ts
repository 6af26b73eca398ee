/**
 * Airtable allows 5 requests per second per base and answers more with 429 and a 30 s penalty,
 * so requests are spaced rather than retried. Start times are reserved in PostgreSQL, one row per
 * base, so every caller on every API instance sharing the database keeps one pace: a manual sync
 * on one instance and the hourly job on another still stay under the limit together.
 */
import type { Knex } from 'knex';

/**
 * 8% under the limit: starts are reserved here, arrivals are counted at Airtable, and the network
 * and timers jitter (six arrivals may drift 80 ms closer than their starts before Airtable sees six
 * in one second). It still leaves 92% of the 50 records/s a base allows.
 */
const SAFETY = 1.08;

export interface RequestPacer {
  /** Resolves when the caller may start its request; the slot is reserved before waiting and kept after it. */
  wait(): Promise<void>;
}

export function createRequestPacer(db: Knex, key: string, requestsPerSecond: number): RequestPacer {
  const gapSeconds = Math.ceil((1000 / requestsPerSecond) * SAFETY) / 1000;
  return {
    async wait() {
      // One atomic statement: this caller's start is the later of now and the previous reservation's
      // end; the database clock is the one clock every instance shares.
      const { rows } = await db.raw<{ rows: { wait_ms: number }[] }>(
        `insert into airtable_request_pace as p (pace_key, next_start)
           values (?, clock_timestamp() + make_interval(secs => ?::float8))
         on conflict (pace_key) do update
           set next_start = greatest(p.next_start, clock_timestamp()) + make_interval(secs => ?::float8)
         returning greatest(0, extract(epoch from (next_start - clock_timestamp())) * 1000 - ?::float8 * 1000)::float8 as wait_ms`,
        [key, gapSeconds, gapSeconds, gapSeconds],
      );
      const waitMs = rows[0]!.wait_ms;
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
      // A timer that fired late (a busy event loop) must not squeeze the next caller's gap: the
      // next start is at least a full gap after this one's real start.
      await db.raw(
        `update airtable_request_pace set next_start = greatest(next_start, clock_timestamp() + make_interval(secs => ?::float8)) where pace_key = ?`,
        [gapSeconds, key],
      );
    },
  };
}
