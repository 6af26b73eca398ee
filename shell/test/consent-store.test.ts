import { CONSENT, type ConsentRecord } from '@pdpl/contracts';

type ConsentModule = typeof import('../src/consent/consent-store');

/** A fresh copy of the consent module over a browser storage holding `stored` (raw JSON text). */
async function loadConsent(stored?: string): Promise<{ consent: ConsentModule; storage: Map<string, string> }> {
  const storage = new Map<string, string>(stored === undefined ? [] : [[CONSENT.storageKey, stored]]);
  Object.assign(globalThis, {
    localStorage: { getItem: (key: string) => storage.get(key) ?? null, setItem: (key: string, value: string) => void storage.set(key, value) },
  });
  let consent!: ConsentModule;
  await jest.isolateModulesAsync(async () => {
    consent = await import('../src/consent/consent-store');
  });
  return { consent, storage };
}

const record = (overrides: Partial<ConsentRecord> = {}) =>
  JSON.stringify({ analytics: 'granted', decidedAt: '2026-11-01T10:00:00.000Z', policyVersion: CONSENT.policyVersion, ...overrides });

afterEach(() => {
  delete (globalThis as { localStorage?: unknown }).localStorage;
});

test('a first visit has no choice', async () => {
  expect((await loadConsent()).consent.consentRecord()).toBeNull();
});

test('a choice made under the current cookie notice holds; one under another version, or unreadable, is asked again', async () => {
  expect((await loadConsent(record())).consent.consentRecord()).toEqual({ analytics: 'granted', decidedAt: '2026-11-01T10:00:00.000Z', policyVersion: CONSENT.policyVersion });
  expect((await loadConsent(record({ policyVersion: '2020-01-01' }))).consent.consentRecord()).toBeNull();
  expect((await loadConsent(record({ analytics: 'maybe' as never }))).consent.consentRecord()).toBeNull();
  expect((await loadConsent('{not json')).consent.consentRecord()).toBeNull();
});

test('a choice is stored with its date and the notice version, and announced once', async () => {
  const { consent, storage } = await loadConsent();
  const heard: ConsentRecord[] = [];
  consent.onConsentChange((choice) => heard.push(choice));
  const before = Date.now();
  consent.chooseConsent('denied');
  const stored = JSON.parse(storage.get(CONSENT.storageKey)!) as ConsentRecord;
  expect(stored).toMatchObject({ analytics: 'denied', policyVersion: CONSENT.policyVersion });
  expect(Date.parse(stored.decidedAt)).toBeGreaterThanOrEqual(before - 1000);
  expect(consent.consentRecord()).toEqual(stored);
  // Reopening the choice is not a new choice.
  consent.reopenConsent();
  expect(heard).toEqual([stored]);
  consent.chooseConsent('granted');
  expect(heard.map((choice) => choice.analytics)).toEqual(['denied', 'granted']);
});
