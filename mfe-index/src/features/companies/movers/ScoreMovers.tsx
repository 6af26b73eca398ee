import { companyReportPath, type IndexSummary, type ScoreMover } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Heading, HStack, Link, List, SimpleGrid } from '@pdpl/ui';
import { ChangeText } from '../../../shared/ChangeText';
import { useCompanyText } from '../../../shared/localized-text';
import { useMoversMessages } from './i18n';

function MoverList({ title, movers, testId }: { title: string; movers: ScoreMover[]; testId: string }) {
  const companyText = useCompanyText();
  if (movers.length === 0) return null;
  return (
    <Box borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} data-testid={testId}>
      <Heading as="h3" size="sm" mb="2">
        {title}
      </Heading>
      <List.Root as="ol" listStyleType="none" gap="1">
        {movers.map((m) => (
          <List.Item key={m.id}>
            <HStack justify="space-between" gap="3">
              <Link asChild color="brand.700">
                <RouterLink to={companyReportPath(m.id)}>{companyText(m.companyName, m.ar?.companyName)}</RouterLink>
              </Link>
              <ChangeText change={m.change} />
            </HStack>
          </List.Item>
        ))}
      </List.Root>
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
