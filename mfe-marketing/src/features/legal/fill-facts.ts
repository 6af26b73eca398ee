import { KSA_ENTITY, LEGAL, SITE } from '@pdpl/contracts';

const FACTS: Record<string, string> = {
  companyName: SITE.companyName,
  productName: SITE.productName,
  ksaEntity: KSA_ENTITY.name,
  ksaRegistration: KSA_ENTITY.registration,
  responseDays: String(LEGAL.privacyResponseDays),
  privacyEmail: LEGAL.privacyEmail,
  legalEmail: LEGAL.legalEmail,
  supportEmail: LEGAL.supportEmail,
};

/** The legal texts name facts as {{key}}, so names and addresses are kept in one place (contracts). */
export function fillFacts(source: string): string {
  return source.replace(/\{\{(\w+)\}\}/g, (match, key: string) => FACTS[key] ?? match);
}
