import type { SessionUser } from '@pdpl/contracts';

declare module 'express-session' {
  interface SessionData {
    /** When the user signed in (ms since epoch); sessions older than the absolute limit end. */
    loginAt: number;
    /** Synchronizer token for CSRF protection (./csrf.ts). */
    csrfToken: string;
    /** A correct password awaiting its second step; enrollSecret when the step sets up the app. */
    pendingSignIn: { userId: number; startedAt: number; attempts: number; enrollSecret?: string };
    /** A signed-in user adding an authenticator app (two-factor setup, then confirm). */
    twoFactorSetup: { secret: string; startedAt: number; attempts: number };
  }
}

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace
  namespace Express {
    // eslint-disable-next-line @typescript-eslint/no-empty-object-type
    interface User extends SessionUser {}
  }
}

export {};
