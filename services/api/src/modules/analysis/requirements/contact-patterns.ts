/** E-mail addresses and telephone numbers, written the same way in both languages' notices. */

export const EMAIL = /[a-z0-9][a-z0-9._%+-]*@[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,}/;

/** A mailbox whose name says it is for privacy: privacy@, dpo@, dataprotection@, pdpl@. */
export const PRIVACY_EMAIL = /(?<![a-z0-9._%+-])[a-z0-9._%+-]*(?:privacy|dpo|data\.?protection|pdpl|personal\.?data|dp)[a-z0-9._%+-]*@/;

/**
 * Saudi numbers as notices write them: +966 or 00966, the unified 9200 and toll-free 800 numbers,
 * mobile and landline numbers with their leading 0, and a number after a word that says so.
 * Registration numbers (10 digits, no leading 0) are not telephone numbers.
 */
export const PHONE = new RegExp(
  [
    /(?:\+|00)\s?966[\s\d()-]{8,16}/.source,
    /(?<![\d.])9200?[\s-]?\d{2,3}[\s-]?\d{3,4}(?!\d)/.source,
    /(?<![\d.])800[\s-]?\d{3}[\s-]?\d{4}(?!\d)/.source,
    /(?<![\d.])0[1-9]\d?[\s-]?\d{3}[\s-]?\d{4}(?!\d)/.source,
    /(?:phone|telephone|tel\.?|call(?: us)?(?: on| at)?|hotline|toll[- ]free|unified number|mobile|whatsapp|fax|هاتف|الهاتف|جوال|الجوال|اتصال|اتصل|الاتصال|الرقم الموحد|رقم التواصل|الرقم المجاني|واتساب|علي الرقم|الي الرقم|بالرقم)\s*(?:number|no\.?|رقم)?\s*:?\s*\+?\(?\d[\d\s()-]{1,}\d/
      .source,
  ].join('|'),
);
