import {
  ASSESSMENT_QUESTIONS,
  PILOT_INITIAL_VALUES,
  launchNotificationCheck,
  newsletterCheck,
  pilotApplicationCheck,
  scoreAssessment,
  type AssessmentAnswers,
} from '../src/index.js';

const complete = {
  ...PILOT_INITIAL_VALUES,
  name: 'Sara',
  email: 'sara@example.sa',
  companyName: 'Wahat Telecom',
  companyLocation: 'Saudi Arabia',
  mobilePhone: '+966 50 000 0000',
  position: 'DPO',
  dataPrivacyExperience: 'Between 1 - 3 years',
  acceptTerms: true,
  consentToMessages: true,
};

describe('pilot application checks, in the spec order', () => {
  it('reports missing required fields first, even when everything else is wrong too', () => {
    expect(pilotApplicationCheck({ ...PILOT_INITIAL_VALUES, email: 'bad email' })?.title).toBe('Required Fields Missing');
  });
  it('then the Other position, the e-mail, the terms and the consent', () => {
    expect(pilotApplicationCheck({ ...complete, position: 'Other', otherPosition: ' ', email: 'x y@z' })?.title).toBe('Position Required');
    expect(pilotApplicationCheck({ ...complete, email: 'sara @example.sa', acceptTerms: false })).toEqual({
      title: 'Invalid Email',
      message: 'Please enter a valid email address.',
    });
    expect(pilotApplicationCheck({ ...complete, acceptTerms: false, consentToMessages: false })?.title).toBe('Terms & Conditions Required');
    expect(pilotApplicationCheck({ ...complete, consentToMessages: false })?.message).toBe('Please consent to receiving messages from the provider.');
    expect(pilotApplicationCheck(complete)).toBeNull();
  });
});

describe('subscription checks', () => {
  it('the launch dialog checks e-mail presence, then consent, then the pattern', () => {
    expect(launchNotificationCheck({ email: ' ', consent: false })).toBe('Email required');
    expect(launchNotificationCheck({ email: 'nope', consent: false })).toBe('Consent required');
    expect(launchNotificationCheck({ email: 'nope', consent: true })).toBe('Invalid email');
    expect(launchNotificationCheck({ email: 'a@b.sa', consent: true })).toBeNull();
  });
  it('the newsletter page checks the pattern before consent', () => {
    expect(newsletterCheck({ email: '', consent: false })).toBe('Please enter your email address to subscribe.');
    expect(newsletterCheck({ email: 'nope', consent: false })).toBe('Please enter a valid email address.');
    expect(newsletterCheck({ email: 'a@b.sa', consent: false })).toBe('Please agree to receive communications from the provider.');
  });
});

describe('assessment scoring', () => {
  const answers = (yes: number) =>
    Object.fromEntries(ASSESSMENT_QUESTIONS.map((q, i) => [q.id, i < yes])) as AssessmentAnswers;

  it.each([
    [15, 'Low Risk', '13-15'],
    [13, 'Low Risk', '13-15'],
    [12, 'Moderate Risk', '10-12'],
    [10, 'Moderate Risk', '10-12'],
    [9, 'High Risk', '7-9'],
    [7, 'High Risk', '7-9'],
    [6, 'Critical Risk', '0-6'],
    [0, 'Critical Risk', '0-6'],
  ])('%i yes answers give %s (%s)', (yes, level, range) => {
    const outcome = scoreAssessment(answers(yes));
    expect(outcome).toMatchObject({ score: yes, totalQuestions: 15, complianceLevel: level, complianceRange: range });
    expect(outcome.failedQuestions).toHaveLength(15 - yes);
  });

  it('lists the questions answered no with their titles, and names the 72-hour breach notice', () => {
    const outcome = scoreAssessment({ ...answers(15), breach_response: false });
    expect(outcome.failedQuestions).toEqual([expect.objectContaining({ id: 'breach_response', title: 'Breach response and 72-hour notification' })]);
    expect(outcome.failedQuestions[0].description).toContain('72 hours');
  });
});
