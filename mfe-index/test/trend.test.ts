import { describeTrend, trendOf } from '../src/features/companies/model/trend';
import en from '../src/features/companies/messages/en.json';

/** The English words the summary shows, as the page fills the message in. */
const words = (current: number | null, previous: number | null) => {
  const { key, delta } = describeTrend(current, previous);
  return en[key].replace('{delta}', delta.toFixed(1));
};

describe('the trend of the average score', () => {
  it('is up, down or neutral against the previous edition', () => {
    expect(trendOf(71.2, 68.7)).toBe('up');
    expect(trendOf(60, 68.7)).toBe('down');
    expect(trendOf(60, 60)).toBe('neutral');
    expect(trendOf(60, null)).toBe('neutral');
  });
  it('says so in words', () => {
    expect(words(71.2, 68.7)).toBe('Up 2.5 points from the previous edition');
    expect(words(60, 68.7)).toBe('Down 8.7 points from the previous edition');
    expect(words(60, 60)).toBe('Unchanged from the previous edition');
    expect(words(60, null)).toBe('No previous edition to compare');
  });
});
