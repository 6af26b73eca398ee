/**
 * Why the collector did not get a page, in its own words. A refusal is the collector's choice (a
 * rule it keeps: no private address, no disallowed path, no oversized body); a failure is the
 * site's (unreachable, too slow, an error status, an unreadable document).
 */

export type RefusalReason = 'scheme' | 'credentials' | 'address' | 'robots' | 'too-large' | 'too-many-redirects';
export type FailureReason = 'unreachable' | 'timeout' | 'status' | 'unreadable';

export abstract class CollectionError extends Error {
  abstract readonly reason: RefusalReason | FailureReason;

  constructor(
    /** The URL asked for (the hop that was refused or failed). */
    readonly url: string,
    message: string,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The collector will not fetch this URL (an SSRF rule, robots.txt, a size or redirect limit). */
export class CollectionRefused extends CollectionError {
  constructor(
    readonly reason: RefusalReason,
    url: string,
    message: string,
  ) {
    super(url, message);
  }
}

/** The site did not give the page: unreachable, timed out, answered an error status, or sent something unreadable. */
export class CollectionFailed extends CollectionError {
  constructor(
    readonly reason: FailureReason,
    url: string,
    message: string,
    /** The HTTP status when reason is 'status'. */
    readonly status: number | null = null,
  ) {
    super(url, message);
  }
}
