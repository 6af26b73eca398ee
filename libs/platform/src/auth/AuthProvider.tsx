import type { LoginInput, SessionUser } from '@pdpl/contracts';
import { createContext, useContext, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
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
  const { loading, user } = useSyncExternalStore(authStore.subscribe, authStore.getState, authStore.getState);

  useEffect(() => {
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
  }, []);

  const value = useMemo(() => ({ loading, user, signIn, signOut, refresh: refreshSession }), [loading, user]);
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext);
  if (!value) throw new Error('useAuth must be used within an AuthProvider');
  return value;
}
