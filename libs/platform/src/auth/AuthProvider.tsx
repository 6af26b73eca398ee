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

/**
 * Mounted by the shell in each of its roots; the frame's (`follow`) reads the session at start, then
 * on focus and every few minutes; the page's shows the same store.
 */
export function AuthProvider({ children, follow = true }: { children: ReactNode; follow?: boolean }) {
  const [{ loading, user }, setAuth] = useState(authStore.getState);

  // As a transition, not through useSyncExternalStore: the session's answer arrives while the page
  // hydrates, and a store read that way, changing mid-render, makes React render the whole page
  // again in one blocking task. A sign-in's navigation is a transition too, so the two render together.
  useEffect(() => {
    const show = () => startTransition(() => setAuth(authStore.getState()));
    const stopSubscription = authStore.subscribe(show);
    show();
    return stopSubscription;
  }, []);

  useEffect(() => {
    if (!follow) return;
    void refreshSession();
    const onVisible = () => document.visibilityState === 'visible' && void refreshSession();
    document.addEventListener('visibilitychange', onVisible);
    const timer = setInterval(() => void refreshSession(), REFRESH_INTERVAL_MS);
    const stopFollowing = followSignOutsElsewhere();
    return () => {
      document.removeEventListener('visibilitychange', onVisible);
      clearInterval(timer);
      stopFollowing();
    };
  }, [follow]);

  const value = useMemo(() => ({ loading, user, signIn, signOut, refresh: refreshSession }), [loading, user]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
