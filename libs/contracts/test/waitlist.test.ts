import { CONTACT_COUNTRIES, PILOT_COMPANY_LOCATIONS, WAITLIST_LOCATIONS, waitlistSchema } from '../src/index.js';

const valid = {
  name: 'Nora Al-Harbi',
  email: '  Nora@Example.SA ',
  position: 'Data Protection Officer',
  location: 'Saudi Arabia',
  newsletter: 'yes',
  privacyConsent: true,
};

async function messagesFor(input: Record<string, unknown>): Promise<string[]> {
  try {
    await waitlistSchema.validate(input, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
}

describe('waiting-list schema', () => {
  it('accepts a complete submission and normalises the e-mail', async () => {
    const out = await waitlistSchema.validate(valid);
    expect(out.email).toBe('nora@example.sa');
    expect(out.company).toBe('');
  });

  it('gives the spec message for every missing required field', async () => {
    expect(await messagesFor({})).toEqual(
      expect.arrayContaining([
        'Name must be at least 2 characters',
        'Please enter a valid email address',
        'Please select your position',
        'Please select your location',
        'Please select your newsletter preference',
        'You must consent to receive communications from the provider',
      ]),
    );
  });

  it('rejects a one-letter name, a malformed e-mail and values outside the enumerations', async () => {
    const errors = await messagesFor({ ...valid, name: 'A', email: 'not-an-email', position: 'CEO', location: 'Atlantis' });
    expect(errors).toEqual([
      'Name must be at least 2 characters',
      'Please enter a valid email address',
      'Please select your position',
      'Please select your location',
    ]);
  });

  it('rejects a filled honeypot field', async () => {
    expect(await messagesFor({ ...valid, website: 'http://spam.example' })).toHaveLength(1);
  });
});

describe('country lists', () => {
  it('has Ivory Coast on the waiting list only', () => {
    expect(WAITLIST_LOCATIONS).toContain('Ivory Coast');
    expect(CONTACT_COUNTRIES).not.toContain('Ivory Coast');
    expect(WAITLIST_LOCATIONS.length).toBeGreaterThanOrEqual(195);
    expect(new Set(WAITLIST_LOCATIONS).size).toBe(WAITLIST_LOCATIONS.length);
  });

  it('puts the six GCC states first for pilot companies, without repeating them', () => {
    expect(PILOT_COMPANY_LOCATIONS.slice(0, 6)).toEqual(['Saudi Arabia', 'United Arab Emirates', 'Kuwait', 'Qatar', 'Bahrain', 'Oman']);
    expect(PILOT_COMPANY_LOCATIONS.filter((c) => c === 'Saudi Arabia')).toHaveLength(1);
  });
});
