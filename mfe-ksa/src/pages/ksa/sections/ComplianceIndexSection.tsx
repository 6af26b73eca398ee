import { INDEX_ROUTES, KSA_SECTIONS } from '@pdpl/contracts';
import { RouterLink, useFormatters } from '@pdpl/platform';
import { Button, Section, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { usePublishedEdition } from '../../../features/compliance-index/use-published-edition';
import { LaunchNotificationDialog } from '../../../features/launch-notification/components/LaunchNotificationDialog';
import { useKsaPageMessages } from '../i18n';

const LAUNCH_MONTH = '2025-11';
const COMPANIES_COVERED = 1000;
const DIMENSIONS_SCORED = 19;

export function ComplianceIndexSection() {
  const edition = usePublishedEdition();
  const t = useKsaPageMessages();
  const f = useFormatters();
  const facts = [
    { id: 'launch', value: f.month(LAUNCH_MONTH), label: t('ksa.landing.index.launchLabel') },
    { id: 'coverage', value: t('ksa.landing.index.coverage', { count: f.number(COMPANIES_COVERED) }), label: t('ksa.landing.index.coverageLabel') },
    { id: 'dimensions', value: f.number(DIMENSIONS_SCORED), label: t('ksa.landing.index.dimensionsLabel') },
  ];
  return (
    <Section tone="brand" id={KSA_SECTIONS.complianceIndex} title={t('ksa.landing.index.title')} intro={t('ksa.landing.index.intro')}>
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="8">
        {facts.map((fact) => (
          <Stack key={fact.id} gap="1" textAlign="center" borderWidth="1px" borderRadius="xl" p="6">
            <Text fontSize="2xl" fontWeight="bold" color="brand.700">
              {fact.value}
            </Text>
            <Text color="fg.muted">{fact.label}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Stack align="center" direction={{ base: 'column', sm: 'row' }} justify="center" gap="4">
        {edition && (
          <Button asChild colorPalette="brand" size="lg" variant="outline">
            <RouterLink to={INDEX_ROUTES.list}>{t('ksa.landing.index.view')}</RouterLink>
          </Button>
        )}
        <LaunchNotificationDialog />
      </Stack>
    </Section>
  );
}
