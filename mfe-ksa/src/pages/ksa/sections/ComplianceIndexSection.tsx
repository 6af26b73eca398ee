import { INDEX_ROUTES, KSA_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { usePublishedEdition } from '../../../features/compliance-index/use-published-edition';
import { LaunchNotificationDialog } from '../../../features/launch-notification/components/LaunchNotificationDialog';
import { Section } from '../../../shared/Section';

const TEASER_FACTS = [
  { value: 'November 2025', label: 'launch' },
  { value: 'Top 1,000', label: 'Saudi companies and agencies' },
  { value: '19', label: 'PDPL dimensions scored' },
];

export function ComplianceIndexSection() {
  const edition = usePublishedEdition();
  return (
    <Section
      id={KSA_SECTIONS.complianceIndex}
      title="PDPL Compliance Index"
      intro="An independent, recurring ranking of how the Kingdom's largest companies and agencies meet the PDPL, from their public privacy practices."
    >
      <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" mb="8">
        {TEASER_FACTS.map((f) => (
          <Stack key={f.value} gap="1" textAlign="center" borderWidth="1px" borderRadius="xl" p="6">
            <Text fontSize="2xl" fontWeight="bold" color="brand.700">
              {f.value}
            </Text>
            <Text color="fg.muted">{f.label}</Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Stack align="center" direction={{ base: 'column', sm: 'row' }} justify="center" gap="4">
        {edition && (
          <Button asChild colorPalette="brand" size="lg" variant="outline">
            <RouterLink to={INDEX_ROUTES.list}>View the Compliance Index</RouterLink>
          </Button>
        )}
        <LaunchNotificationDialog />
      </Stack>
    </Section>
  );
}
