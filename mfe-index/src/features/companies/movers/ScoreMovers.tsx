import { companyReportPath, type IndexSummary, type ScoreMover } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Heading, SimpleGrid } from '@pdpl/ui';
import { CHANGE_MARKS, ChangeMark } from '../../../shared/ChangeText';
import { LINK_LOOK } from '../../../shared/link-look';
import { useCompanyText } from '../../../shared/localized-text';
import { useMoversMessages } from './i18n';

/** The lists' items are plain elements styled here, once (a few Chakra parts each cost a style resolution apiece). */
const MOVER_PARTS = {
  '& ol': { display: 'flex', flexDirection: 'column', gap: '1', listStyleType: 'none' },
  '& li': { display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: '3' },
  '& li a': { ...LINK_LOOK, color: 'brand.700' },
  '& li [data-change]:not([data-change=new])': { fontSize: 'sm' },
  ...CHANGE_MARKS,
} as const;

function MoverList({ title, movers, testId }: { title: string; movers: ScoreMover[]; testId: string }) {
  const companyText = useCompanyText();
  if (movers.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} data-testid={testId} css={MOVER_PARTS}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <ol>
        {movers.map((m) => (
          <li key={m.id}>
            <RouterLink to={companyReportPath(m.id)}>{companyText(m.companyName, m.ar?.companyName)}</RouterLink>
            <ChangeMark change={m.change} />
          </li>
        ))}
      </ol>
    </Box>
  );
}

/**
 * The summary's most improved companies and biggest drops since the previous edition. A chunk of its
 * own, loaded after the list's first paint (the list page's first load stays as it was).
 */
export default function ScoreMovers({ summary }: { summary: IndexSummary }) {
  const t = useMoversMessages();
  return (
    <Box as="section" aria-label={t('index.movers.label')} mt={{ base: '3', md: '4' }}>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap={{ base: '3', md: '4' }}>
        <MoverList title={t('index.movers.improved')} movers={summary.mostImproved} testId="most-improved" />
        <MoverList title={t('index.movers.drops')} movers={summary.biggestDrops} testId="biggest-drops" />
      </SimpleGrid>
    </Box>
  );
}
