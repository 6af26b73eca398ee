import { answerInLanguage } from '../src/index.js';

const details = {
  companyName: 'Kawkab Properties',
  edition: { month: '2025-11-01', current: true },
  ar: { companyName: 'كوكب للعقارات' },
  sections: [
    { id: 'childrensData', name: "Children's Data", normalizedScore: 0, reason: 'Not addressed.', bestPractices: '', recommendations: 'Add a section', ar: { reason: 'لا يتناوله.', recommendations: '' } },
    { id: 'consent', name: 'Consent', normalizedScore: 80, reason: 'Clear.' },
  ],
};

describe('an index answer in one language (what a document embeds for its page)', () => {
  it('an English page keeps no Arabic text and every English one', () => {
    expect(answerInLanguage(details, 'en')).toEqual({
      companyName: 'Kawkab Properties',
      edition: { month: '2025-11-01', current: true },
      sections: [
        { id: 'childrensData', name: "Children's Data", normalizedScore: 0, reason: 'Not addressed.', bestPractices: '', recommendations: 'Add a section' },
        { id: 'consent', name: 'Consent', normalizedScore: 80, reason: 'Clear.' },
      ],
    });
  });

  it('an Arabic page keeps the Arabic, and the English only where there is no Arabic to show', () => {
    const arabic = answerInLanguage(details, 'ar');
    expect(arabic.companyName).toBe('');
    expect(arabic.ar).toEqual({ companyName: 'كوكب للعقارات' });
    // An empty Arabic text does not replace the English one: the page shows the English and says so.
    expect(arabic.sections[0]).toEqual({ id: 'childrensData', name: "Children's Data", normalizedScore: 0, reason: '', bestPractices: '', recommendations: 'Add a section', ar: { reason: 'لا يتناوله.', recommendations: '' } });
    expect(arabic.sections[1]).toEqual(details.sections[1]);
    expect(arabic.edition).toEqual(details.edition);
  });

  it('leaves the answer it was given as it was', () => {
    const before = JSON.stringify(details);
    answerInLanguage(details, 'ar');
    answerInLanguage(details, 'en');
    expect(JSON.stringify(details)).toBe(before);
  });
});
