import { KSA_ENTITY, LEGAL, SITE, type Locale } from '@pdpl/contracts';

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

/** What differs in the Arabic texts: the product's Arabic name. */
const FACTS_AR: Record<string, string> = { ...FACTS, productName: SITE.productNameAr };

/** The legal texts name facts as {{key}}, so names and addresses are kept in one place (contracts). */
export function fillFacts(source: string, locale: Locale = 'en'): string {
  const facts = locale === 'ar' ? FACTS_AR : FACTS;
  return source.replace(/\{\{(\w+)\}\}/g, (match, key: string) => facts[key] ?? match);
}
