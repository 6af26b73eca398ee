import { describeTrend, trendOf } from '../src/features/companies/model/trend';

describe('the trend of the average score', () => {
  it('is up, down or neutral against the previous edition', () => {
    expect(trendOf(71.2, 68.7)).toBe('up');
    expect(trendOf(60, 68.7)).toBe('down');
    expect(trendOf(60, 60)).toBe('neutral');
    expect(trendOf(60, null)).toBe('neutral');
  });
  it('says so in words', () => {
    expect(describeTrend(71.2, 68.7)).toBe('Up 2.5 points from the previous edition');
    expect(describeTrend(60, 68.7)).toBe('Down 8.7 points from the previous edition');
    expect(describeTrend(60, 60)).toBe('Unchanged from the previous edition');
    expect(describeTrend(60, null)).toBe('No previous edition to compare');
  });
});
