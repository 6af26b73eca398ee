import { leadsFilterSchema, leadsQueryString } from '../src/leads-inbox/inbox.js';

describe('leadsQueryString', () => {
  it('writes one filter as one URL, whatever order its keys come in', () => {
    const cast = leadsFilterSchema.cast({ q: 'acme', page: 2, table: 'contact_submissions', from: '2026-01-01' });
    expect(leadsQueryString(cast)).toBe('?table=contact_submissions&from=2026-01-01&q=acme&page=2');
    expect(leadsQueryString({ page: 2, q: 'acme', from: '2026-01-01', table: 'contact_submissions' })).toBe('?table=contact_submissions&from=2026-01-01&q=acme&page=2');
  });

  it('leaves out empty values and the first page, and encodes the search', () => {
    expect(leadsQueryString(leadsFilterSchema.getDefault())).toBe('');
    expect(leadsQueryString({ q: 'a&b=c %', page: 1 })).toBe('?q=a%26b%3Dc%20%25');
  });
});
