/**
 * Airtable allows 5 requests per second per base and answers more with 429 and a 30 s penalty,
 * so requests are spaced rather than retried. One pacer per base in this process is shared by
 * every caller (a manual sync and the hourly job running at once still stay under the limit).
 */

/** 10% under the limit: request starts are measured here, arrivals at Airtable, and the network jitters. */
const SAFETY = 1.1;

export class RequestPacer {
  private nextStart = 0;

  constructor(readonly gapMs: number) {}

  /** Resolves when the caller may start its request; reserves that slot before waiting. */
  async wait(): Promise<void> {
    const now = Date.now();
    const start = Math.max(now, this.nextStart);
    this.nextStart = start + this.gapMs;
    if (start > now) await new Promise((resolve) => setTimeout(resolve, start - now));
  }
}

const pacers = new Map<string, RequestPacer>();

export function pacerFor(endpointUrl: string, baseId: string, requestsPerSecond: number): RequestPacer {
  const key = `${endpointUrl} ${baseId} ${requestsPerSecond}`;
  let pacer = pacers.get(key);
  if (!pacer) {
    pacer = new RequestPacer(Math.ceil((1000 / requestsPerSecond) * SAFETY));
    pacers.set(key, pacer);
  }
  return pacer;
}
