import type { Locale } from '@pdpl/contracts';

/**
 * The results e-mail's own sentences in each language (the questions and bands it quotes come
 * translated from the contracts). Arabic lines all begin with an Arabic word, so a plain-text
 * mail client lays each one out right to left.
 */
export interface ResultsEmailTexts {
  subject: (score: string, level: string) => string;
  greeting: string;
  intro: string;
  score: (score: string) => string;
  level: (level: string, range: string) => string;
  allYes: (total: number) => string;
  failedHeading: (count: number) => string;
  contact: string;
  signature: string;
}

export const RESULTS_EMAIL_TEXTS: Record<Locale, ResultsEmailTexts> = {
  en: {
    subject: (score, level) => `Your PDPL self-assessment results: ${score} (${level})`,
    greeting: 'Hello,',
    intro: 'Thank you for taking the PDPL compliance self-assessment. Here are your results.',
    score: (score) => `Score: ${score}`,
    level: (level, range) => `Level: ${level} (${range})`,
    allYes: (total) => `You answered Yes to all ${total} questions.`,
    failedHeading: (count) => `Questions answered No (${count}):`,
    contact: 'To discuss your results with us, use the contact page on our website.',
    signature: 'Mizan',
  },
  ar: {
    subject: (score, level) => `نتائج تقييمك الذاتي لنظام حماية البيانات الشخصية: ${score} (${level})`,
    greeting: 'مرحبًا،',
    intro: 'شكرًا لإجرائك التقييم الذاتي للامتثال لنظام حماية البيانات الشخصية. إليك نتائجك.',
    score: (score) => `الدرجة: ${score}`,
    level: (level, range) => `المستوى: ${level} (${range})`,
    allYes: (total) => `أجبت بـ«نعم» عن الأسئلة الـ${total} جميعها.`,
    failedHeading: (count) => `الأسئلة التي أجبت عنها بـ«لا» (${count}):`,
    contact: 'لمناقشة نتائجك معنا، تفضّل بزيارة صفحة التواصل على موقعنا الإلكتروني.',
    signature: 'ميزان',
  },
};
