import { readBack, typedIn, type Typed } from '../src/features/companies/use-typed-text';

const start: Typed = { text: '', seen: '', pending: [] };

describe('the search field while its URL catches up', () => {
  it('keeps what was typed when an earlier value of its own reaches the URL late', () => {
    let field = typedIn(typedIn(typedIn(start, 'z'), 'za'), 'zay');
    field = readBack(field, 'z');
    expect(field.text).toBe('zay');
    field = readBack(field, 'za');
    expect(field.text).toBe('zay');
    field = readBack(field, 'zay');
    expect(field).toEqual({ text: 'zay', seen: 'zay', pending: [] });
  });

  it('takes a value it did not send (Back, a shared link)', () => {
    const field = readBack(typedIn(start, 'bank'), 'telecom');
    expect(field).toEqual({ text: 'telecom', seen: 'telecom', pending: [] });
  });

  it('follows a search cleared by typing and then restored by Back', () => {
    let field = readBack(typedIn(typedIn(start, 'a'), ''), 'a');
    field = readBack(field, '');
    expect(field.text).toBe('');
    field = readBack(field, 'a');
    expect(field.text).toBe('a');
  });
});
