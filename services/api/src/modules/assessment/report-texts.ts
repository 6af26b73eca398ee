import type { Locale } from '@pdpl/contracts';

/**
 * The sentences of the assessment report (the PDF and the results e-mail) in each language; the
 * questions, bands and guidance they quote come translated from the contracts. Arabic lines all
 * begin with an Arabic word, so a plain-text mail client lays each one out right to left.
 */
export interface ReportTexts {
  subject: (score: string, level: string) => string;
  title: string;
  greeting: string;
  intro: string;
  date: (date: string) => string;
  score: (score: string) => string;
  level: (level: string, range: string) => string;
  gapsHeading: (count: number) => string;
  noGaps: (total: number) => string;
  actions: string;
  provisions: string;
  readMore: string;
  strengthsHeading: (count: number) => string;
  noStrengths: string;
  methodHeading: string;
  methodScore: (total: number, bands: string) => string;
  retake: string;
  applyPilot: string;
  contact: string;
  address: string;
  signature: string;
}

export const REPORT_TEXTS: Record<Locale, ReportTexts> = {
  en: {
    subject: (score, level) => `Your PDPL self-assessment results: ${score} (${level})`,
    title: 'PDPL self-assessment report',
    greeting: 'Hello,',
    intro: 'Thank you for taking the PDPL compliance self-assessment. Here are your results and what to do next.',
    date: (date) => `Date: ${date}`,
    score: (score) => `Score: ${score}`,
    level: (level, range) => `Level: ${level} (${range})`,
    gapsHeading: (count) => `What to fix, by priority (${count})`,
    noGaps: (total) => `You answered Yes to all ${total} questions: no gaps to fix.`,
    actions: 'Actions:',
    provisions: 'Provisions:',
    readMore: 'Read more:',
    strengthsHeading: (count) => `Already in place (${count})`,
    noStrengths: 'None of the 15 controls is in place yet.',
    methodHeading: 'How this report is made',
    methodScore: (total, bands) => `Your score is the number of the ${total} controls you have in place (answered Yes). The level follows from the score: ${bands}.`,
    retake: 'Take the assessment again:',
    applyPilot: 'Apply for the free pilot:',
    contact: 'To discuss your results with us, use the contact page on our website.',
    address: 'Mizan, PDPL compliance:',
    signature: 'Mizan',
  },
  ar: {
    subject: (score, level) => `نتائج تقييمك الذاتي لنظام حماية البيانات الشخصية: ${score} (${level})`,
    title: 'تقرير التقييم الذاتي لنظام حماية البيانات الشخصية',
    greeting: 'مرحبًا،',
    intro: 'شكرًا لإجرائك التقييم الذاتي للامتثال لنظام حماية البيانات الشخصية. إليك نتائجك وما عليك فعله بعد ذلك.',
    date: (date) => `التاريخ: ${date}`,
    score: (score) => `الدرجة: ${score}`,
    level: (level, range) => `المستوى: ${level} (${range})`,
    gapsHeading: (count) => `ما يجب معالجته حسب الأولوية (${count})`,
    noGaps: (total) => `أجبت بـ«نعم» عن الأسئلة الـ${total} جميعها: لا توجد ثغرات لمعالجتها.`,
    actions: 'الإجراءات:',
    provisions: 'الأحكام النظامية:',
    readMore: 'للمزيد:',
    strengthsHeading: (count) => `ما هو مطبّق لديك بالفعل (${count})`,
    noStrengths: 'لم يُطبَّق بعد أي من الضوابط الخمسة عشر.',
    methodHeading: 'كيف أُعدّ هذا التقرير',
    methodScore: (total, bands) => `درجتك هي عدد الضوابط المطبّقة لديك (التي أجبت عنها بـ«نعم») من أصل ${total}. ويُحدَّد المستوى من الدرجة: ${bands}.`,
    retake: 'أعد إجراء التقييم:',
    applyPilot: 'قدّم طلبك للبرنامج التجريبي المجاني:',
    contact: 'لمناقشة نتائجك معنا، تفضّل بزيارة صفحة التواصل على موقعنا الإلكتروني.',
    address: 'ميزان، الامتثال لنظام حماية البيانات الشخصية:',
    signature: 'ميزان',
  },
};
