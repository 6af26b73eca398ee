import type { LoginInput, SessionUser } from '@pdpl/contracts';
import { fetchSession, postSignIn, postSignOut } from './auth-api';

/** The browser's view of the API session: loading at start, then a user or none (marketing-ksa-pilot.md §4). */
export interface AuthState {
  loading: boolean;
  user: SessionUser | null;
}

type Listener = () => void;

/**
 * One store for the whole site (platform is a shared singleton), so a sign-in in one remote is the
 * auth-change event every other part of the site sees. Hand-rolled rather than zustand: public
 * pages would otherwise download zustand just for this.
 */
function createAuthStore() {
  let state: AuthState = { loading: true, user: null };
  const listeners = new Set<Listener>();
  return {
    getState: (): AuthState => state,
    setState(next: AuthState): void {
      state = next;
      listeners.forEach((listener) => listener());
    },
    subscribe(listener: Listener): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

export const authStore = createAuthStore();

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
