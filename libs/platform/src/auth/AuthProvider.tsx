import type { LoginInput, SessionUser } from '@pdpl/contracts';
import { createContext, startTransition, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { authStore, followSignOutsElsewhere, refreshSession, signIn, signOut, type SignInResult } from './auth-store';

export interface AuthContextValue {
  loading: boolean;
  /** The signed-in user, or null; the session itself is an HttpOnly cookie the browser keeps. */
  user: SessionUser | null;
  signIn: (input: LoginInput) => Promise<SignInResult>;
  signOut: () => Promise<void>;
  refresh: () => Promise<SessionUser | null>;
}

/** Exported for the render ahead (libs/platform/server), which shows a visitor who is not signed in. */
export const AuthContext = createContext<AuthContextValue | null>(null);

/** Sessions roll on the server with each request; re-reading keeps the UI in step with expiry. */
const REFRESH_INTERVAL_MS = 5 * 60 * 1000;

/** Mounted once, by the shell: reads the session at start, then on focus and every few minutes. */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [{ loading, user }, setAuth] = useState(authStore.getState);

  useEffect(() => {
    // As a transition, not through useSyncExternalStore: the session's answer arrives while the
    // page takes over, and a store read that way, changing mid-render, makes React render the whole
    // page again in one blocking task. A sign-in's navigation is a transition too, so the two render together.
    const follow = () => startTransition(() => setAuth(authStore.getState()));
    const stopSubscription = authStore.subscribe(follow);
    follow();
    void refreshSession();
    const onVisible = () => document.visibilityState === 'visible' && void refreshSession();
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => void refreshSession(), REFRESH_INTERVAL_MS);
    const stopFollowing = followSignOutsElsewhere();
    return () => {
      stopSubscription();
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      stopFollowing();
    };
  }, []);

  const value = useMemo(() => ({ loading, user, signIn, signOut, refresh: refreshSession }), [loading, user]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
