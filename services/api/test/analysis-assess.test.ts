/** A company's 19 dimensions from its notices' analyses and its site's traits. */
import { DIMENSIONS, RUBRIC_REQUIREMENTS, RUBRIC_VERSION, dimensionScore, type NoticeAnalysis, type SiteTraits } from '@pdpl/contracts';
import { analyseNotice } from '../src/modules/analysis/analyse.js';
import { assessCompany, requirementsJudgedOn } from '../src/modules/analysis/assess-company.js';

const TRAITS: SiteTraits = {
  https: true,
  privacyNoticeFound: true,
  privacyLinkedFromHome: true,
  privacyNoticeHttps: true,
  cookieNoticeFound: false,
  cookieLinkedFromHome: false,
  cookieNoticeHttps: null,
  cookieBannerMarkup: true,
  arabicNoticeFound: true,
  arabicNoticeLang: 'ar-SA',
  englishNoticeLang: 'en',
  cookiesBeforeChoice: null,
  bannerRejectOption: null,
};

const ENGLISH = analyseNotice(
  [
    'Acme Company ("we") is the controller of your personal data.',
    'You can reach us at hello@acme.sa.',
    'You may withdraw your consent at any time by e-mailing privacy@acme.sa.',
    'We keep your data for five years after your account closes.',
  ].join('\n'),
  { language: 'en', asOf: '2026-06-01' },
);
const ARABIC = analyseNotice(['شركة أكمي هي جهة التحكم المسؤولة عن بياناتك الشخصية.', 'يمكنك سحب موافقتك في أي وقت عبر التطبيق.'].join('\n'), {
  language: 'ar',
  asOf: '2026-06-01',
});

const requirement = (dimensions: ReturnType<typeof assessCompany>, id: string) =>
  Object.values(dimensions)
    .flatMap((d) => d.requirements)
    .find((r) => r.id === id)!;

it('reports all 19 dimensions, each requirement in the rubric’s order, scored from them', () => {
  const result = assessCompany({ privacy: { en: ENGLISH, ar: ARABIC }, traits: TRAITS });
  expect(Object.keys(result)).toEqual(DIMENSIONS.map((d) => d.key));
  expect(Object.values(result).flatMap((d) => d.requirements.map((r) => r.id))).toEqual(RUBRIC_REQUIREMENTS.map((r) => r.id));
  for (const d of Object.values(result)) expect(d.score).toBe(dimensionScore(d.requirements.map((r) => r.met)));
});

it('meets a text requirement met in either notice, quoting the English notice first', () => {
  const result = assessCompany({ privacy: { en: ENGLISH, ar: ARABIC }, traits: TRAITS });
  const name = requirement(result, 'controller.name');
  expect(name.met).toBe(true);
  expect(name.evidence.map((e) => e.quote)).toEqual(['Acme Company ("we") is the controller of your personal data.', 'شركة أكمي هي جهة التحكم المسؤولة عن بياناتك الشخصية.']);
  expect(requirement(result, 'retention.period').evidence.map((e) => e.quote)).toEqual(['We keep your data for five years after your account closes.']);
  const onlyArabic = assessCompany({ privacy: { en: null, ar: ARABIC }, traits: TRAITS });
  expect(requirement(onlyArabic, 'consent.withdraw').evidence.map((e) => e.quote)).toEqual(['يمكنك سحب موافقتك في أي وقت عبر التطبيق.']);
});

it('scores the text dimensions 0, nothing met, when there is no notice', () => {
  const result = assessCompany({ privacy: { en: null, ar: null }, traits: { ...TRAITS, privacyNoticeFound: false } });
  for (const key of ['dataControllerIdentity', 'lastUpdated', 'privacyNoticeOverall', 'dsrContactInfo'] as const) {
    expect(result[key].score).toBe(0);
    expect(result[key].requirements.every((r) => !r.met && r.evidence.length === 0)).toBe(true);
  }
  expect(requirement(result, 'placement.found').met).toBe(false);
  expect(requirement(result, 'arabic.complete').met).toBe(false);
});

it('judges the site’s traits, a trait not observed (null) being not met', () => {
  const result = assessCompany({ privacy: { en: ENGLISH, ar: ARABIC }, traits: TRAITS });
  expect(result.privacyNoticePlacement.requirements.map((r) => r.met)).toEqual([true, true, true]);
  expect(result.cookieBannerPlacement.requirements.map((r) => r.met)).toEqual([true, false, false]);
  expect(result.cookieNoticePlacement.requirements.map((r) => r.met)).toEqual([false, false, false]);
  const observed = assessCompany({ privacy: { en: ENGLISH, ar: ARABIC }, traits: { ...TRAITS, cookiesBeforeChoice: 0, bannerRejectOption: true } });
  expect(observed.cookieBannerPlacement.score).toBe(100);
  const cookiesSet = assessCompany({ privacy: { en: ENGLISH, ar: ARABIC }, traits: { ...TRAITS, cookiesBeforeChoice: 3 } });
  expect(requirement(cookiesSet, 'cookieBanner.noCookiesBeforeChoice').met).toBe(false);
  const undeclared = assessCompany({ privacy: { en: ENGLISH, ar: ARABIC }, traits: { ...TRAITS, arabicNoticeLang: 'en' } });
  expect(requirement(undeclared, 'arabic.langDeclared').met).toBe(false);
  for (const d of Object.values(result)) for (const r of d.requirements) if (requirementsJudgedOn()[r.id] === 'trait') expect(r.evidence).toEqual([]);
});

describe('the Arabic notice is complete', () => {
  const complete = (en: NoticeAnalysis | null, ar: NoticeAnalysis | null) => requirement(assessCompany({ privacy: { en, ar }, traits: TRAITS }), 'arabic.complete').met;

  it('when it meets at least 80% of what the English one meets', () => {
    expect(complete(ENGLISH, ENGLISH)).toBe(true);
    // The Arabic notice meets 3 of the 7 text requirements the English one meets.
    expect(complete(ENGLISH, ARABIC)).toBe(false);
  });

  it('when it is the only one, never when there is none', () => {
    expect(complete(null, ARABIC)).toBe(true);
    expect(complete(ENGLISH, null)).toBe(false);
  });
});

it('lists how each requirement is judged', () => {
  const judgedOn = requirementsJudgedOn();
  expect(Object.keys(judgedOn)).toEqual(RUBRIC_REQUIREMENTS.map((r) => r.id));
  expect(judgedOn['placement.https']).toBe('trait');
  expect(judgedOn['rights.access']).toBe('text');
  expect(ENGLISH.rubric).toBe(RUBRIC_VERSION);
});
