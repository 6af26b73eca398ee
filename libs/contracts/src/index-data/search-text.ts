/**
 * A name as search compares it: lower case, and for Arabic without diacritics or tatweel and with
 * the letters people type interchangeably folded together (alef forms, hamza carriers, taa marbuta,
 * alef maqsura), so «مصرف الراجحى» finds «مصرف الراجحي» and «ارامكو» finds «أرامكو».
 */
const DIACRITICS = /[\u064B-\u065F\u0670\u0640]/g;
const FOLDS: [RegExp, string][] = [
  [/[أإآٱ]/g, 'ا'],
  [/ؤ/g, 'و'],
  [/ئ/g, 'ي'],
  [/ى/g, 'ي'],
  [/ة/g, 'ه'],
];

export function searchText(text: string): string {
  let folded = text.normalize('NFC').replace(DIACRITICS, '').toLocaleLowerCase('en');
  for (const [letters, base] of FOLDS) folded = folded.replace(letters, base);
  return folded.replace(/\s+/g, ' ').trim();
}
