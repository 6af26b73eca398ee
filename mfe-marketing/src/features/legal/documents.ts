import { defineLocalized } from '@pdpl/platform';

/** A legal text in the page's language, or in English where its translation is not there yet. */
export interface LegalText {
  source: string;
  translated: boolean;
}

// English ships with the page (it renders at once); the Arabic text is fetched by Arabic pages only.
const english = import.meta.glob<string>(['./content/*.md', '!./content/*.ar.md'], { query: '?raw', import: 'default', eager: true });
const arabic = import.meta.glob<string>('./content/*.ar.md', { query: '?raw', import: 'default' });

function legalText(name: string) {
  const source = english[`./content/${name}.md`];
  if (source === undefined) throw new Error(`No legal text ${name}`);
  const load = arabic[`./content/${name}.ar.md`];
  return defineLocalized<LegalText>({
    en: { source, translated: true },
    ar: async () => ({ default: load ? { source: await load(), translated: true } : { source, translated: false } }),
  });
}

export const LEGAL_DOCUMENTS = {
  privacyPolicy: legalText('privacy-policy'),
  terms: legalText('terms-of-service'),
};

export type LegalDocumentName = keyof typeof LEGAL_DOCUMENTS;
