import type { LoginInput, SessionUser, SignInChallenge, TwoFactorEnrollment, TwoFactorInput } from '@pdpl/contracts';
import { createStore } from '../store';
import { fetchSession, postSecondFactor, postSignIn, postSignOut, postTwoFactorConfirm, postTwoFactorSetup } from './auth-api';

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

/** The outcome of a sign-in step: signed in, or a second step to take first. */
export type SignInResult = { user: SessionUser; challenge: null } | { user: null; challenge: SignInChallenge };

/** Signs in with the password; the server's error (an ApiError with its message) reaches the caller. */
export async function signIn(input: LoginInput): Promise<SignInResult> {
  const { user, challenge } = await postSignIn(input);
  if (user) {
    authStore.setState({ loading: false, user });
    return { user, challenge: null };
  }
  if (!challenge) throw new Error('The server answered neither a session nor a second step.');
  return { user: null, challenge };
}

/**
 * The second step (a code). The session starts on the server at once; the site learns of it when
 * the caller calls acceptSignIn, so a page can first show recovery codes that were just issued.
 */
export async function submitSecondFactor(input: TwoFactorInput): Promise<{ user: SessionUser; recoveryCodes: string[] | null }> {
  const { user, recoveryCodes } = await postSecondFactor(input);
  if (!user) throw new Error('The server did not start a session.');
  return { user, recoveryCodes };
}

export function acceptSignIn(user: SessionUser): void {
  authStore.setState({ loading: false, user });
}

/** A signed-in user adding an authenticator app: the secret, then the first code turns it on. */
export const startTwoFactorSetup = (): Promise<TwoFactorEnrollment> => postTwoFactorSetup();
export async function confirmTwoFactorSetup(input: TwoFactorInput): Promise<string[]> {
  return (await postTwoFactorConfirm(input)).recoveryCodes ?? [];
}

/**
 * Tabs of the site tell each other of a sign-out, so admin pages open in other tabs close at once
 * instead of at their next request (BroadcastChannel: same origin only, absent in old browsers).
 */
const SIGN_OUT_CHANNEL = 'pdpl-auth';
const SIGNED_OUT = 'signed-out';
const hasChannel = () => typeof BroadcastChannel !== 'undefined';

/** Listens for a sign-out in another tab; returns the clean-up (an open channel keeps Node alive in tests). */
export function followSignOutsElsewhere(): () => void {
  if (!hasChannel()) return () => undefined;
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  channel.onmessage = (event: MessageEvent) => {
    if (event.data === SIGNED_OUT) authStore.setState({ loading: false, user: null });
  };
  return () => channel.close();
}

export async function signOut(): Promise<void> {
  await postSignOut();
  authStore.setState({ loading: false, user: null });
  if (!hasChannel()) return;
  const channel = new BroadcastChannel(SIGN_OUT_CHANNEL);
  channel.postMessage(SIGNED_OUT);
  channel.close();
}
