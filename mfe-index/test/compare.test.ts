import { companyComparePath, DIMENSIONS, parseCompareIds, type CompanyReport, type DimensionScores } from '@pdpl/contracts';
import { choiceProblem, sectorColumns } from '../src/features/compare/model/compare';

const dims = (value: number) => Object.fromEntries(DIMENSIONS.map((d) => [d.key, value])) as DimensionScores;
const report = (id: string, sector: string, sectorScores: number[], average: number) =>
  ({ id, sector, score: sectorScores[0], sectorAverages: dims(average), sectorRanking: sectorScores.map((score, i) => ({ id: `${id}-${i}`, companyName: id, score })) }) as unknown as CompanyReport;

describe('the compare URL', () => {
  it('holds the ids in order, and reads back each once, trimmed, without empty ones', () => {
    const path = companyComparePath(['stc', 'al-rajhi', 'zain']);
    expect(path).toBe('/PDPLComplianceIndex/compare?companies=stc,al-rajhi,zain');
    expect(parseCompareIds(new URL(path, 'https://x').searchParams.get('companies'))).toEqual(['stc', 'al-rajhi', 'zain']);
    expect(parseCompareIds(' stc,,zain ,stc,')).toEqual(['stc', 'zain']);
    expect(parseCompareIds(null)).toEqual([]);
  });

  it('takes 2 to 4 companies and says how many to remove past 4', () => {
    expect(choiceProblem(['a'])).toEqual({ kind: 'tooFew' });
    expect(choiceProblem(['a', 'b'])).toBeNull();
    expect(choiceProblem(['a', 'b', 'c', 'd'])).toBeNull();
    expect(choiceProblem(['a', 'b', 'c', 'd', 'e', 'f'])).toEqual({ kind: 'tooMany', extra: 2 });
  });
});

describe('the sectors of the compared companies', () => {
  it('lists each sector once, in the companies order, with its average overall score to 1 decimal', () => {
    const columns = sectorColumns([report('a', 'Banking', [80, 70, 61], 50), report('b', 'Telecom', [90, 85], 60), report('c', 'Banking', [70, 80, 61], 50)]);
    expect(columns.map((c) => [c.sector, c.averageScore, c.averages.childrensData])).toEqual([
      ['Banking', 70.3, 50],
      ['Telecom', 87.5, 60],
    ]);
  });
});
