import type { LoginInput, SessionUser } from '@pdpl/contracts';
import { createStore } from '../store';
import { fetchSession, postSignIn, postSignOut } from './auth-api';

/** The browser's view of the API session: loading at start, then a user or none (marketing-ksa-pilot.md §4). */
export interface AuthState {
  loading: boolean;
  user: SessionUser | null;
}

/** One store for the whole site, so a sign-in in one remote is the auth-change event every other part sees. */
export const authStore = createStore<AuthState>({ loading: true, user: null });

/** Reads the session from the API; a failed read leaves the visitor signed out. */
export async function refreshSession(): Promise<SessionUser | null> {
  try {
    const { user } = await fetchSession();
    authStore.setState({ loading: false, user });
    return user;
  } catch (err) {
    console.error('Could not read the session', err);
    authStore.setState({ loading: false, user: null });
    return null;
  }
}

/** Signs in; the server's error (an ApiError with its message) reaches the caller. */
export async function signIn(input: LoginInput): Promise<SessionUser> {
  const { user } = await postSignIn(input);
  authStore.setState({ loading: false, user });
  return user;
}

export async function signOut(): Promise<void> {
  await postSignOut();
  authStore.setState({ loading: false, user: null });
}
