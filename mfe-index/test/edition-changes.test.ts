import { formatAverage, formatChange, importErrorsHeading } from '../src/features/editions/model/changes';
import { editionFileType } from '../src/features/editions/model/edition-file';
import { formatEditionMonth } from '../src/shared/format';

describe('formatChange', () => {
  it('signs rises with + and falls with a true minus sign, to one decimal', () => {
    expect(formatChange(2.5)).toBe('+2.5');
    expect(formatChange(12)).toBe('+12.0');
    expect(formatChange(-1)).toBe('\u22121.0');
    expect(formatChange(-0.25)).toBe('\u22120.3');
  });

  it('gives no sign to what rounds to zero', () => {
    expect(formatChange(0)).toBe('0.0');
    expect(formatChange(0.04)).toBe('0.0');
    expect(formatChange(-0.04)).toBe('0.0');
  });
});

it('shows a missing sector average as a dash', () => {
  expect(formatAverage(null)).toBe('–');
  expect(formatAverage(61.25)).toBe('61.3');
});

it('counts the errors of a refused file in the heading', () => {
  expect(importErrorsHeading(1)).toBe('The file was not imported: 1 error');
  expect(importErrorsHeading(17)).toBe('The file was not imported: 17 errors');
});

it('sends .json files as JSON and everything else as CSV', () => {
  expect(editionFileType('edition.JSON')).toBe('application/json');
  expect(editionFileType('edition.csv')).toBe('text/csv');
  expect(editionFileType('edition.json.csv')).toBe('text/csv');
});

it('names a month given as YYYY-MM or as its first day', () => {
  expect(formatEditionMonth('2025-11')).toBe('November 2025');
  expect(formatEditionMonth('2025-02-01')).toBe('February 2025');
});
