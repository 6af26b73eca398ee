import type { Knex } from 'knex';
import type { ClientRateLimitInfo, IncrementResponse, Options, Store } from 'express-rate-limit';

/** Expired counters are deleted on every this many increments (a key's own row resets in place). */
const PRUNE_EVERY = 100;

/**
 * express-rate-limit counts in each process's memory by default: behind a load balancer every
 * instance would allow the full limit, and a restart would clear the count. This store keeps the
 * counters in PostgreSQL (table rate_limit_hits), one row per key, reset when its window ends.
 */
export class PostgresRateLimitStore implements Store {
  readonly localKeys = false;
  private windowMs = 60_000;
  private increments = 0;

  constructor(
    private readonly db: Knex,
    readonly prefix: string,
  ) {}

  init(options: Options): void {
    this.windowMs = options.windowMs;
  }

  async increment(key: string): Promise<IncrementResponse> {
    const { rows } = await this.db.raw<{ rows: { hits: number; reset_at: Date }[] }>(
      `insert into rate_limit_hits (key, hits, reset_at) values (?, 1, now() + make_interval(secs => ?))
       on conflict (key) do update set
         hits = case when rate_limit_hits.reset_at <= now() then 1 else rate_limit_hits.hits + 1 end,
         reset_at = case when rate_limit_hits.reset_at <= now() then excluded.reset_at else rate_limit_hits.reset_at end
       returning hits, reset_at`,
      [this.prefix + key, this.windowMs / 1000],
    );
    this.increments += 1;
    if (this.increments % PRUNE_EVERY === 0) await this.db('rate_limit_hits').where('reset_at', '<=', this.db.fn.now()).delete();
    return { totalHits: rows[0]!.hits, resetTime: rows[0]!.reset_at };
  }

  async decrement(key: string): Promise<void> {
    await this.db('rate_limit_hits')
      .where({ key: this.prefix + key })
      .andWhere('reset_at', '>', this.db.fn.now())
      .update({ hits: this.db.raw('greatest(hits - 1, 0)') });
  }

  async resetKey(key: string): Promise<void> {
    await this.db('rate_limit_hits').where({ key: this.prefix + key }).delete();
  }

  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.db('rate_limit_hits')
      .where({ key: this.prefix + key })
      .andWhere('reset_at', '>', this.db.fn.now())
      .first<{ hits: number; reset_at: Date } | undefined>();
    return row ? { totalHits: row.hits, resetTime: row.reset_at } : undefined;
  }
}
