/**
 * What the domain refuses, and why, in its own words: services, rules and repositories throw these
 * and know nothing of HTTP. The one translation to HTTP is src/http/errors.ts (httpErrorOf).
 */
import type { EditionFileError } from '@pdpl/contracts';

/** Every kind of refusal; each maps to exactly one HTTP answer. */
export type RefusalKind =
  | 'invalid-request'
  | 'not-signed-in'
  | 'wrong-credentials'
  | 'forbidden'
  | 'not-found'
  | 'already-exists'
  | 'conflict'
  | 'gone'
  | 'validation-failed'
  | 'limit-reached'
  | 'upstream-failed'
  | 'not-configured';

/** What a refusal tells the user besides its message. */
export interface RefusalDetails {
  /** A reason code clients may tell apart (EDITION_NOT_DRAFT, SYNC_FAILED...); each kind has a default. */
  code?: string;
  /** A toast title the UI may show with the message. */
  title?: string;
  /** Each failing field's message, for the form to mark. */
  fields?: Record<string, string>;
  /** A refused edition file: every error, each naming its row and column. */
  rows?: EditionFileError[];
}

export abstract class DomainError extends Error {
  abstract readonly kind: RefusalKind;

  constructor(
    message: string,
    readonly details: RefusalDetails = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The base class of the refusals of one kind. */
const refusal = <K extends RefusalKind>(kind: K) =>
  class extends DomainError {
    readonly kind: K = kind;
  };

/** The request makes no sense as asked (an id that is not one, disabling oneself). */
export class InvalidRequest extends refusal('invalid-request') {}

/** Nobody is signed in, or a pending sign-in step has expired. */
export class NotSignedIn extends refusal('not-signed-in') {
  constructor(message = 'Please sign in to continue') {
    super(message);
  }
}

/** A wrong password or second-factor code. */
export class WrongCredentials extends refusal('wrong-credentials') {}

/** Signed in, but the role does not allow it. */
export class Forbidden extends refusal('forbidden') {
  constructor(message = 'You do not have permission to do this') {
    super(message);
  }
}

export class NotFound extends refusal('not-found') {}

/** The thing to create exists already (a subscribed e-mail, a staff account). */
export class AlreadyExists extends refusal('already-exists') {}

/** The current state does not allow it (an edition that is not a draft, a setup that expired). */
export class Conflict extends refusal('conflict') {}

/** A one-time link that was used, expired, or never existed. */
export class Gone extends refusal('gone') {}

/** The input breaks the rules; `fields` names every failing field. */
export class ValidationFailed extends refusal('validation-failed') {}

/** Done too often (the results e-mails one address may receive, wrong codes in a row). */
export class LimitReached extends refusal('limit-reached') {}

/** A service we depend on (the mail server, Airtable) failed; `code` says which failure. */
export class UpstreamFailed extends refusal('upstream-failed') {
  constructor(message: string, code: string) {
    super(message, { code });
  }
}

/** The server is not set up for this (no admin, no Airtable, the schedule off); `code` says what is missing. */
export class NotConfigured extends refusal('not-configured') {
  constructor(message: string, code: string) {
    super(message, { code });
  }
}
