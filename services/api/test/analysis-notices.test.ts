/**
 * Whole notices analysed: an English and an Arabic notice meeting most of the rubric, pages full of
 * distractors meeting almost none of it, evidence quoted exactly, and the same analysis every time.
 */
import { RUBRIC_REQUIREMENTS, RUBRIC_VERSION, TEXT_DIMENSIONS, type NoticeAnalysis } from '@pdpl/contracts';
import { analyseNotice, detectLanguage } from '../src/modules/analysis/analyse.js';

const ENGLISH = `Privacy Notice
Last updated: 2 February 2026

1. About this notice
Najd Retail Company ("Najd", "we", "us") is the controller of the personal data described in this notice.
Our registered office is at 4410 Olaya Street, Al Olaya District, Riyadh 12241, Saudi Arabia.
You can reach us on 920 012 345 or at hello@najd.sa.

2. Privacy governance
Our Data Protection Officer oversees how we handle personal data.
We protect your data with encryption, firewalls and role-based access controls.
If a personal data breach occurs, we will notify SDAIA within 72 hours and inform you where the breach could harm you.

3. What we collect
We collect your name, mobile number, e-mail address and delivery address when you create an account.
When you use our app we automatically collect your IP address, device model and the pages you visit.
We do not collect sensitive personal data such as health or biometric information.

4. Why we use your data
We use your personal data to process and deliver your orders, to take payments, to prevent fraud and to answer your questions.
We will not use your personal data for purposes other than those described in this notice.

5. Legal basis
We process your data because it is necessary to perform our contract with you and to comply with legal obligations; we send marketing on the basis of your consent.

6. Your rights
You have the right to:
be informed about how we process your personal data;
access the personal data we hold about you;
obtain a copy of your data in a readable format;
ask us to correct or complete inaccurate data;
ask us to destroy your data when it is no longer needed;
withdraw your consent at any time.
To exercise your rights, e-mail privacy@najd.sa or use the request form in our app.
We will respond to your request within 30 days.
If you are not satisfied, you may lodge a complaint with the Saudi Data and Artificial Intelligence Authority.

7. Consent and marketing
We ask for your consent before sending you marketing messages.
You can withdraw your consent at any time in the app settings.
Every marketing e-mail contains an unsubscribe link.

8. Retention
We keep order records for five years after the order, as the law requires.
When the retention period ends, we securely delete or anonymise the data.

9. Sharing and transfers
We share your delivery details with our delivery partners so that they can bring your order to you.
Our service providers are bound by contracts that require them to keep your data confidential and secure.
Your data is stored in data centres in the Kingdom and is not transferred abroad.

10. Children
Our services are not intended for children under 18, and we do not knowingly collect their personal data.

11. Changes to this notice
We will post any changes to this notice on this page and notify you by e-mail.`;

const ARABIC = `سياسة الخصوصية
تاريخ آخر تحديث: ١٥ رمضان ١٤٤٧هـ

أولاً: من نحن
شركة نجد للتجزئة ("نجد" أو "نحن") هي جهة التحكم المسؤولة عن بياناتك الشخصية.
العنوان: ٤٤١٠ شارع العليا، حي العليا، الرياض ١٢٢٤١.
للتواصل: الهاتف ٩٢٠٠١٢٣٤٥ أو البريد الإلكتروني hello@najd.sa.

ثانياً: حوكمة الخصوصية
عيّنت الشركة مسؤولاً لحماية البيانات الشخصية يشرف على تطبيق هذه السياسة.
نحمي بياناتك بالتشفير وجدران الحماية وتقييد صلاحيات الوصول.
في حال وقوع تسرب للبيانات الشخصية نُبلغ الهيئة السعودية للبيانات والذكاء الاصطناعي خلال ٧٢ ساعة.

ثالثاً: البيانات التي نجمعها
نجمع اسمك ورقم جوالك وبريدك الإلكتروني وعنوان التوصيل عند إنشاء حسابك.
عند استخدامك التطبيق نجمع تلقائياً عنوان IP ونوع الجهاز والصفحات التي تزورها.
لا نجمع أي بيانات حساسة كالبيانات الصحية أو الحيوية.

رابعاً: أغراض المعالجة
نستخدم بياناتك الشخصية لتنفيذ طلباتك وتوصيلها، ولتحصيل المدفوعات، ولمنع الاحتيال، وللرد على استفساراتك.
لن نستخدم بياناتك لأغراض أخرى غير المذكورة في هذه السياسة.

خامساً: الأساس النظامي
نعالج بياناتك تنفيذاً للعقد المبرم معك ووفاءً بالالتزامات النظامية، ونرسل الرسائل التسويقية بناءً على موافقتك.

سادساً: حقوقك
الحق في العلم بكيفية معالجة بياناتك.
الحق في الوصول إلى بياناتك الشخصية.
الحق في الحصول على نسخة من بياناتك بصيغة مقروءة.
الحق في طلب تصحيح بياناتك أو إكمالها.
الحق في طلب إتلاف بياناتك عند انتهاء الحاجة إليها.
الحق في الرجوع عن موافقتك في أي وقت.
لممارسة حقوقك راسلنا على privacy@najd.sa أو عبر نموذج الطلبات في التطبيق.
نرد على طلبك خلال ثلاثين يوماً من استلامه.
ويحق لك تقديم شكوى إلى الهيئة السعودية للبيانات والذكاء الاصطناعي.

سابعاً: الموافقة والتسويق
نطلب موافقتك قبل إرسال الرسائل التسويقية إليك.
يمكنك سحب موافقتك في أي وقت من إعدادات التطبيق.
يمكنك إلغاء الاشتراك في الرسائل التسويقية بالضغط على رابط إلغاء الاشتراك.

ثامناً: الاحتفاظ بالبيانات
نحتفظ بسجلات الطلبات لمدة خمس سنوات من تاريخ الطلب وفقاً للأنظمة.
بعد انتهاء مدة الاحتفاظ نتلف البيانات بطريقة آمنة أو نخفي هويتها.

تاسعاً: المشاركة والنقل
نشارك بيانات التوصيل مع شركات التوصيل لإيصال طلبك إليك.
يلتزم مزودو الخدمات بموجب عقود بالمحافظة على سرية بياناتك وحمايتها.
تُحفظ بياناتك داخل المملكة ولا تُنقل إلى خارجها.

عاشراً: الأطفال
خدماتنا غير موجهة لمن هم دون سن ١٨ عاماً، ولا نجمع بياناتهم عن قصد.

تحديث السياسة
ننشر أي تعديل على هذه السياسة في هذه الصفحة ونبلغك بالبريد الإلكتروني.`;

/** Met by both notices: everything but sensitive-data safeguards, transfer safeguards and a guardian's consent. */
const NOT_MET = ['sensitive.safeguards', 'transfers.safeguards', 'children.guardianConsent'];

const requirementsOf = (analysis: NoticeAnalysis) => Object.values(analysis.dimensions).flatMap((d) => d!.requirements);
const metIds = (analysis: NoticeAnalysis) => requirementsOf(analysis).filter((r) => r.met).map((r) => r.id);
const TEXT_REQUIREMENT_IDS = RUBRIC_REQUIREMENTS.filter((r) => TEXT_DIMENSIONS.includes(r.dimension)).map((r) => r.id);

describe.each([
  ['English', ENGLISH, 'en', '2026-02-02'],
  ['Arabic', ARABIC, 'ar', '2026-03-04'],
] as const)('an %s notice', (_, notice, language, date) => {
  const analysis = analyseNotice(notice, { asOf: '2026-06-01' });

  it('reports every text dimension, its requirements in the rubric’s order, scored from them', () => {
    expect(analysis.rubric).toBe(RUBRIC_VERSION);
    expect(analysis.language).toBe(language);
    expect(Object.keys(analysis.dimensions)).toEqual([...TEXT_DIMENSIONS]);
    expect(requirementsOf(analysis).map((r) => r.id)).toEqual(TEXT_REQUIREMENT_IDS);
    expect(analysis.dimensions.dataSubjectRights!.score).toBe(100);
    expect(analysis.dimensions.crossBorderTransfers!.score).toBe(50);
  });

  it('meets what the notice says and only that', () => {
    expect(metIds(analysis).sort()).toEqual(TEXT_REQUIREMENT_IDS.filter((id) => !NOT_MET.includes(id)).sort());
  });

  it('reads the date it was last updated (Hijri converted) and finds it recent', () => {
    expect(analysis.lastUpdated).toBe(date);
    const stale = analyseNotice(notice, { asOf: '2027-06-01' });
    const recent = stale.dimensions.lastUpdated!.requirements.find((r) => r.id === 'lastUpdated.recent')!;
    expect(recent.met).toBe(false);
  });

  it('quotes, as evidence, at most three sentences exactly as the notice has them', () => {
    for (const r of requirementsOf(analysis)) {
      expect(r.evidence.length).toBeLessThanOrEqual(3);
      if (!r.met) expect(r.evidence).toEqual([]);
      for (const { quote } of r.evidence) expect(notice.includes(quote)).toBe(true);
    }
  });

  it('analyses the same text the same way every time', () => {
    expect(analyseNotice(notice, { asOf: '2026-06-01' })).toEqual(analysis);
    expect(analyseNotice(`${notice}`, { language, asOf: '2026-06-01' })).toEqual(analysis);
  });
});

it('quotes the sentences that meet a requirement, first ones first', () => {
  const analysis = analyseNotice(ENGLISH, { asOf: '2026-06-01' });
  const evidence = (id: string) => requirementsOf(analysis).find((r) => r.id === id)!.evidence.map((e) => e.quote);
  expect(evidence('dsrContact.complaint')).toEqual(['If you are not satisfied, you may lodge a complaint with the Saudi Data and Artificial Intelligence Authority.']);
  expect(evidence('rights.access')).toEqual(['access the personal data we hold about you;', 'obtain a copy of your data in a readable format;']);
  expect(evidence('lastUpdated.dated')).toEqual(['Last updated: 2 February 2026']);
  expect(evidence('dsrContact.email')[0]).toBe('To exercise your rights, e-mail privacy@najd.sa or use the request form in our app.');
});

describe('pages full of distractors', () => {
  const ENGLISH_PAGE = `Privacy
Browse our children's clothing collection and find great deals on kids' toys.
Our cookies are freshly baked every morning in our stores.
Send money abroad with our international transfer service at low fees.
For sales enquiries, call our customer service on 920 000 111.
Any breach of these terms may result in the suspension of your account.
We reserve the right to amend these terms and our prices.
© 2025 Najd Retail. All rights reserved.`;
  const ARABIC_PAGE = `الخصوصية
تسوق الآن من تشكيلة ملابس الأطفال الجديدة وألعاب الأطفال.
جرّب كوكيز الشوكولاتة الطازجة من مخابزنا.
نقدم خدمة التحويلات الدولية إلى أكثر من ٥٠ دولة بأقل الرسوم.
للاستفسار عن المبيعات يرجى الاتصال على ٩٢٠٠٠٠١١١
أي خرق لهذه الشروط يعرض حسابك للإيقاف.
نحتفظ بالحق في تعديل الأسعار دون إشعار مسبق.
© ٢٠٢٥ شركة نجد للتجزئة. جميع الحقوق محفوظة.`;

  it.each([
    ['English', ENGLISH_PAGE],
    ['Arabic', ARABIC_PAGE],
  ])('the %s page meets nothing but giving a telephone number', (_, page) => {
    const analysis = analyseNotice(page, { asOf: '2026-06-01' });
    expect(metIds(analysis)).toEqual(['overall.plainLanguage', 'controller.contact']);
    expect(analysis.lastUpdated).toBeNull();
  });
});

it('detects the language from the share of Arabic letters', () => {
  expect(detectLanguage(ENGLISH)).toBe('en');
  expect(detectLanguage(ARABIC)).toBe('ar');
  expect(detectLanguage('سياسة الخصوصية privacy@najd.sa')).toBe('ar');
});

it('finds a notice organised, plain and comprehensive, or not', () => {
  const overall = (text: string) => Object.fromEntries(analyseNotice(text, { asOf: '2026-06-01' }).dimensions.privacyNoticeOverall!.requirements.map((r) => [r.id, r.met]));
  expect(overall(ENGLISH)).toEqual({ 'overall.sections': true, 'overall.plainLanguage': true, 'overall.comprehensive': true });
  const long = `${'We may collect and use and keep and share and process some of the information that you give to us when you visit and use any of the many services that we provide to you and others'.repeat(2)}.`;
  expect(overall(long)).toEqual({ 'overall.sections': false, 'overall.plainLanguage': false, 'overall.comprehensive': false });
});

it('refuses a reading day that is not a date', () => {
  expect(() => analyseNotice(ENGLISH, { asOf: '1 June 2026' })).toThrow(/YYYY-MM-DD/);
});

// Its speed is bench:analysis's (ms a notice); here, that a long notice is judged as its text says.
it('judges a long notice (the same text twelve times over) as it judges the text once', () => {
  const once = analyseNotice(`${ENGLISH}\n${ARABIC}`, { asOf: '2026-06-01' });
  const long = analyseNotice(Array.from({ length: 12 }, () => `${ENGLISH}\n${ARABIC}`).join('\n'), { asOf: '2026-06-01' });
  const metOf = (analysis: typeof once) => Object.values(analysis.dimensions).flatMap((d) => d!.requirements.map((r) => [r.id, r.met]));
  expect(metOf(long)).toEqual(metOf(once));
});

it('reads requirements stated as labelled lines and lists under question headings', () => {
  const notice = `How long do we keep your data?
Retention: five years from the end of the customer relationship.
Once that period ends, your records are removed from our systems.

Who we share your data with
Payment processors that handle card payments.

كم من الوقت نحتفظ ببياناتك؟
مدة الاحتفاظ: خمس سنوات من تاريخ انتهاء العلاقة.`;
  const met = (id: string) =>
    Object.values(analyseNotice(notice, { language: 'en', asOf: '2026-11-01' }).dimensions)
      .flatMap((d) => d!.requirements)
      .find((r) => r.id === id)!.met;
  for (const id of ['retention.stated', 'retention.period', 'retention.destruction', 'sharing.recipients', 'sharing.purpose']) expect(met(id)).toBe(true);
  for (const id of ['children.addressed', 'transfers.disclosed', 'dsrContact.complaint']) expect(met(id)).toBe(false);
});
