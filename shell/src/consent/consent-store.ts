import { CONSENT, type ConsentChoice, type ConsentRecord } from '@pdpl/contracts';
import { useSyncExternalStore } from 'react';
import { createStore } from '@pdpl/platform';

/**
 * The visitor's analytics consent. Nothing that needs it runs before `granted`: the choice is read
 * from the browser's storage (never a cookie, so it travels to no server), and a choice recorded
 * under an older cookie notice counts as none.
 */
interface ConsentState {
  record: ConsentRecord | null;
  /** The choice is shown again (the footer's Cookie settings). */
  reopened: boolean;
}

function storedRecord(): ConsentRecord | null {
  try {
    const raw = JSON.parse(localStorage.getItem(CONSENT.storageKey) ?? 'null') as Partial<ConsentRecord> | null;
    if (!raw || (raw.analytics !== 'granted' && raw.analytics !== 'denied') || raw.policyVersion !== CONSENT.policyVersion) return null;
    return { analytics: raw.analytics, decidedAt: String(raw.decidedAt), policyVersion: raw.policyVersion };
  } catch {
    // Storage blocked or unreadable: ask, and keep the answer for this page's life.
    return null;
  }
}

const consent = createStore<ConsentState>({ record: typeof localStorage === 'undefined' ? null : storedRecord(), reopened: false });

export function consentRecord(): ConsentRecord | null {
  return consent.getState().record;
}

/** Records the visitor's choice with its date and the notice's version, and closes the choice. */
export function chooseConsent(analytics: ConsentChoice): void {
  const record: ConsentRecord = { analytics, decidedAt: new Date().toISOString(), policyVersion: CONSENT.policyVersion };
  try {
    localStorage.setItem(CONSENT.storageKey, JSON.stringify(record));
  } catch {
    // Kept for this page only; the next page asks again.
  }
  consent.setState({ record, reopened: false });
}

/** Shows the choice again, whatever was chosen before. */
export function reopenConsent(): void {
  consent.setState({ ...consent.getState(), reopened: true });
}

/** Calls back with each new choice. */
export function onConsentChange(listener: (record: ConsentRecord) => void): () => void {
  let last = consent.getState().record;
  return consent.subscribe(() => {
    const { record } = consent.getState();
    if (record && record !== last) listener(record);
    last = record;
  });
}

/** The choice and whether it is to be asked (no choice yet, or reopened). */
export function useConsent(): { record: ConsentRecord | null; asking: boolean } {
  const state = useSyncExternalStore(consent.subscribe, consent.getState);
  return { record: state.record, asking: state.record === null || state.reopened };
}
