/**
 * A company's result on all 19 dimensions: the text requirements from its privacy notices' analyses
 * (met when either language's notice meets them), the trait requirements from what the collection
 * saw of its site (a trait not observed, null, is not met).
 */
import {
  DIMENSIONS,
  RUBRIC_REQUIREMENTS,
  dimensionScore,
  requirementsOf,
  type DimensionKey,
  type DimensionResult,
  type JudgedOn,
  type NoticeAnalysis,
  type RequirementResult,
  type SiteTraits,
} from '@pdpl/contracts';

export interface CompanyInput {
  privacy: { en: NoticeAnalysis | null; ar: NoticeAnalysis | null };
  traits: SiteTraits;
}

/** The Arabic notice is complete when it meets this share of what the English one meets. */
const ARABIC_COMPLETE_SHARE = 0.8;

/** Each requirement's id and whether it is judged on the notice's text or a trait of the site, for callers to show. */
export const requirementsJudgedOn = (): Record<string, JudgedOn> => Object.fromEntries(RUBRIC_REQUIREMENTS.map((r) => [r.id, r.judgedOn]));

const requirementIn = (analysis: NoticeAnalysis | null, dimension: DimensionKey, id: string): RequirementResult | undefined =>
  analysis?.dimensions[dimension]?.requirements.find((r) => r.id === id);

const textMet = (analysis: NoticeAnalysis): Set<string> =>
  new Set(Object.values(analysis.dimensions).flatMap((d) => d?.requirements.filter((r) => r.met).map((r) => r.id) ?? []));

/** The Arabic notice covers what the English one does (true when only the Arabic one exists). */
function arabicComplete({ en, ar }: CompanyInput['privacy']): boolean {
  if (!ar) return false;
  if (!en) return true;
  const english = textMet(en);
  const arabic = textMet(ar);
  const shared = [...english].filter((id) => arabic.has(id)).length;
  return shared >= ARABIC_COMPLETE_SHARE * english.size;
}

const TRAITS: Record<string, (input: CompanyInput) => boolean> = {
  'placement.found': ({ traits }) => traits.privacyNoticeFound,
  'placement.linkedFromHome': ({ traits }) => traits.privacyLinkedFromHome,
  'placement.https': ({ traits }) => traits.privacyNoticeHttps === true,
  'cookieBanner.present': ({ traits }) => traits.cookieBannerMarkup,
  'cookieBanner.noCookiesBeforeChoice': ({ traits }) => traits.cookiesBeforeChoice === 0,
  'cookieBanner.rejectOption': ({ traits }) => traits.bannerRejectOption === true,
  'arabic.available': ({ traits }) => traits.arabicNoticeFound,
  'arabic.langDeclared': ({ traits }) => traits.arabicNoticeFound && (traits.arabicNoticeLang ?? '').toLowerCase().startsWith('ar'),
  'arabic.complete': ({ privacy }) => arabicComplete(privacy),
  'cookieNotice.found': ({ traits }) => traits.cookieNoticeFound,
  'cookieNotice.linkedFromHome': ({ traits }) => traits.cookieLinkedFromHome,
  'cookieNotice.https': ({ traits }) => traits.cookieNoticeHttps === true,
};
// A trait requirement without a rule would silently never be met: refuse to load instead.
for (const r of RUBRIC_REQUIREMENTS) if (r.judgedOn === 'trait' && !TRAITS[r.id]) throw new Error(`No rule for the rubric's trait requirement ${r.id}`);

export function assessCompany(input: CompanyInput): Record<DimensionKey, DimensionResult> {
  const { en, ar } = input.privacy;
  const judge = (dimension: DimensionKey, id: string, judgedOn: JudgedOn): RequirementResult => {
    if (judgedOn === 'trait') return { id, met: TRAITS[id]!(input), evidence: [] };
    // English evidence first, then Arabic.
    const found = [requirementIn(en, dimension, id), requirementIn(ar, dimension, id)].filter((r) => r?.met);
    return { id, met: found.length > 0, evidence: found.flatMap((r) => r!.evidence) };
  };
  return Object.fromEntries(
    DIMENSIONS.map(({ key }) => {
      const requirements = requirementsOf(key).map((r) => judge(key, r.id, r.judgedOn));
      return [key, { score: dimensionScore(requirements.map((r) => r.met)), requirements }];
    }),
  ) as Record<DimensionKey, DimensionResult>;
}
