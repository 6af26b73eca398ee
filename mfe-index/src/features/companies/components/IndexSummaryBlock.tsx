import type { IndexSummary } from '@pdpl/contracts';
import { useFormatters } from '@pdpl/platform';
import { Box, SimpleGrid } from '@pdpl/ui';
import { lazy, memo, Suspense, type ReactNode } from 'react';
import { useCompaniesMessages } from '../i18n';
import { describeTrend, trendOf, type Trend } from '../model/trend';

// Not needed for the first paint, so a chunk of its own; but it sits above the table, so it is
// fetched at once, alongside the index data, and drawn in the same frame as the summary (a later
// insertion would push the table down: a layout shift).
const moversChunk = import('../movers/ScoreMovers');
let loadedMovers: (typeof import('../movers/ScoreMovers'))['default'] | null = null;
void moversChunk.then((m) => (loadedMovers = m.default));
const LazyMovers = lazy(() => moversChunk);

const TREND_ARROW: Record<Trend, string> = { up: '▲', down: '▼', neutral: '■' };

/** The four figures are plain elements styled here, once, from the list that holds them. */
const STAT_PARTS = {
  '& [data-part=stat]': { display: 'flex', flexDirection: 'column', gap: '1', borderWidth: '1px', borderRadius: 'xl', p: { base: '4', md: '5' }, bg: 'bg' },
  '& dt': { fontSize: 'sm', color: 'fg.muted' },
  '& dd': { fontSize: { base: 'xl', md: '2xl' }, fontWeight: 'bold' },
  '& [data-trend]': { display: 'block', fontSize: 'sm', fontWeight: 'normal' },
  '& [data-trend=up]': { color: 'green.700' },
  '& [data-trend=down]': { color: 'red.700' },
  '& [data-trend=neutral]': { color: 'gray.600' },
} as const;

function Stat({ label, value, children }: { label: string; value: string; children?: ReactNode }) {
  return (
    <div data-part="stat">
      <dt>{label}</dt>
      <dd>
        {value}
        {children}
      </dd>
    </div>
  );
}

/**
 * Total, this and the previous edition's average with the trend (the average change), and the
 * latest report date (§2.2); then the most improved companies and the biggest drops. Memoised: the
 * page re-renders when its editions arrive, and the summary need not.
 */
export const IndexSummaryBlock = memo(function IndexSummaryBlock({ summary }: { summary: IndexSummary }) {
  const { avgScoreThisMonth: current, avgScorePrevMonth: previous } = summary;
  const trend = trendOf(current, previous);
  const t = useCompaniesMessages();
  const format = useFormatters();
  const words = describeTrend(current, previous);
  const Movers = loadedMovers ?? LazyMovers;
  const score = (value: number | null) => (value === null ? '–' : format.score(value));
  return (
    <Box as="section" aria-label={t('index.summary.label')} mb="8">
      <SimpleGrid as="dl" columns={{ base: 2, md: 4 }} gap={{ base: '3', md: '4' }} css={STAT_PARTS}>
        <Stat label={t('index.summary.total')} value={format.number(summary.totalCompanies)} />
        <Stat label={t('index.summary.avgThis')} value={score(current)}>
          <span data-testid="score-trend" data-trend={trend}>
            <span aria-hidden="true">{TREND_ARROW[trend]} </span>
            {t(words.key, { delta: format.score(words.delta) })}
          </span>
        </Stat>
        <Stat label={t('index.summary.avgPrev')} value={score(previous)} />
        <Stat label={t('index.summary.latest')} value={summary.latestReportDate ? format.date(summary.latestReportDate.slice(0, 10)) : t('index.summary.notAvailable')} />
      </SimpleGrid>
      {(summary.mostImproved.length > 0 || summary.biggestDrops.length > 0) && (
        <Suspense fallback={null}>
          <Movers summary={summary} />
        </Suspense>
      )}
    </Box>
  );
});
