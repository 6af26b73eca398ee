import { INDEX_ROUTES, KSA_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, Section, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { usePublishedEdition } from '../../../features/compliance-index/use-published-edition';
import { LaunchNotificationDialog } from '../../../features/launch-notification/components/LaunchNotificationDialog';
import { useKsaPageMessages } from '../i18n';

export function ComplianceIndexSection() {
  const edition = usePublishedEdition();
  const t = useKsaPageMessages();
  // The launch and the coverage are fixed facts, written in the message files as shown: formatting
  // them here cost the page its first Intl formatter (ICU's data load, ~60 ms at 4x CPU) for three values.
  const facts = [
    { id: 'launch', value: t('ksa.landing.index.launch'), label: t('ksa.landing.index.launchLabel') },
    { id: 'coverage', value: t('ksa.landing.index.coverage'), label: t('ksa.landing.index.coverageLabel') },
    { id: 'dimensions', value: t('ksa.landing.index.dimensions'), label: t('ksa.landing.index.dimensionsLabel') },
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
