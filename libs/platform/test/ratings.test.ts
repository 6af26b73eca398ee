import { rateWebVital } from '../src/analytics/ratings';

describe('web-vital ratings (marketing-ksa-pilot.md §9)', () => {
  it.each([
    ['LCP', 2499, 'good'],
    ['LCP', 2500, 'needs-improvement'],
    ['LCP', 3999, 'needs-improvement'],
    ['LCP', 4000, 'poor'],
    ['CLS', 0.09, 'good'],
    ['CLS', 0.1, 'needs-improvement'],
    ['CLS', 0.25, 'poor'],
    ['FID', 99, 'good'],
    ['FID', 100, 'needs-improvement'],
    ['FID', 300, 'poor'],
  ] as const)('%s of %d is %s', (name, value, rating) => {
    expect(rateWebVital(name, value)).toBe(rating);
  });
});
