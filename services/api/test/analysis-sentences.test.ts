/** Splitting a notice into the sentences the matchers judge, each quoting the notice exactly. */
import { splitSentences } from '../src/modules/analysis/sentences.js';

const texts = (notice: string) => splitSentences(notice).map((s) => s.text);

describe('splitSentences', () => {
  it('ends English sentences at . ! ? and at line breaks, not inside abbreviations, decimals or addresses', () => {
    expect(texts('We collect data, e.g. your name. Contact privacy@acme.com.sa for help! Is it safe? Yes\nNext line')).toEqual([
      'We collect data, e.g. your name.',
      'Contact privacy@acme.com.sa for help!',
      'Is it safe?',
      'Yes',
      'Next line',
    ]);
    expect(texts('Version 2.1 applies. Write to P.O. Box 1234, Riyadh.')).toEqual(['Version 2.1 applies.', 'Write to P.O. Box 1234, Riyadh.']);
    // A semicolon does not end a sentence.
    expect(texts('We may revise this notice; we will post it here.')).toEqual(['We may revise this notice; we will post it here.']);
  });

  it('ends Arabic sentences at . ! ؟ and line breaks, never at the Arabic comma', () => {
    expect(texts('نجمع اسمك، ورقم جوالك، وعنوانك. هل نشارك بياناتك؟ لا نبيعها!\nسطر جديد')).toEqual([
      'نجمع اسمك، ورقم جوالك، وعنوانك.',
      'هل نشارك بياناتك؟',
      'لا نبيعها!',
      'سطر جديد',
    ]);
  });

  it('keeps each sentence exactly as the notice has it, at its offset', () => {
    const notice = '  Privacy   Notice\n\n• We collect your name.  We use it to serve you.\nسِيَاسَةُ الخُصُوصِيَّةِ: نحمي بياناتك.';
    for (const s of splitSentences(notice)) expect(notice.slice(s.start, s.start + s.text.length)).toBe(s.text);
    expect(texts(notice)).toContain('We collect your name.');
    expect(texts(notice)).toContain('سِيَاسَةُ الخُصُوصِيَّةِ: نحمي بياناتك.');
  });

  it('finds headings: short lines of their own without final punctuation, with or without numbers', () => {
    const notice = [
      'Privacy Notice',
      '1. Who we are',
      'Acme Company is the controller.',
      'Your rights',
      'You may ask for a copy of your data.',
      'أولاً: الجهة المسؤولة',
      'نحن شركة أكمي.',
      'Email: privacy@acme.sa',
    ].join('\n');
    expect(splitSentences(notice).filter((s) => s.heading).map((s) => s.text)).toEqual(['Privacy Notice', 'Who we are', 'Your rights', 'الجهة المسؤولة']);
  });

  it('reads a run of short lines as a list, not as headings, and ties list items to the line introducing them', () => {
    const sentences = splitSentences('We collect:\nName\nE-mail address\nMobile number\nWe keep it safe.');
    expect(sentences.filter((s) => s.heading)).toEqual([]);
    const item = sentences.find((s) => s.text === 'E-mail address')!;
    expect(item.listItem).toBe(true);
    expect(sentences[item.lead]!.text).toBe('We collect:');
  });

  it('gives each sentence the heading it falls under', () => {
    const sentences = splitSentences('Data retention\nWe keep records for ten years.');
    expect(sentences[sentences[1]!.section]!.text).toBe('Data retention');
  });
});
