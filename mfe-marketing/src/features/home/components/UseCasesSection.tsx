import { HOME_SECTIONS } from '@pdpl/contracts';
import { Card, Heading, Section, SimpleGrid, Stack, Tabs, Text } from '@pdpl/ui';
import { USE_CASE_TABS, type UseCaseTab } from '../content/use-cases';
import { useBelowFoldMessages } from '../below-fold/i18n';

const STEPS = ['from', 'to', 'result'] as const;

function UseCaseCard({ tab, n }: { tab: UseCaseTab; n: 1 | 2 | 3 }) {
  const t = useBelowFoldMessages();
  return (
    <Card.Root as="article">
      <Card.Body gap="4">
        <Heading as="h3" size="lg">
          {t(`marketing.home.useCases.${tab}.case${n}.title`)}
        </Heading>
        {STEPS.map((step) => (
          <Stack key={step} gap="1">
            <Text fontSize="sm" fontWeight="bold" textTransform="uppercase" color={step === 'result' ? 'brand.700' : 'gray.700'}>
              {t(`marketing.home.useCases.${step}`)}
            </Text>
            <Text>{t(`marketing.home.useCases.${tab}.case${n}.${step}`)}</Text>
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

export function UseCasesSection() {
  const t = useBelowFoldMessages();
  return (
    <Section
      id={HOME_SECTIONS.useCases}
      eyebrow={t('marketing.home.useCases.eyebrow')}
      title={t('marketing.home.useCases.title')}
      intro={t('marketing.home.useCases.intro')}
    >
      {/* A tier's cards render when it is chosen: the two hidden ones were 0.6-0.8 KB of the home document as sent. */}
      <Tabs.Root defaultValue="core" variant="enclosed" colorPalette="brand" fitted lazyMount>
        <Tabs.List mb="6" aria-label={t('marketing.home.useCases.tabsLabel')}>
          {USE_CASE_TABS.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {USE_CASE_TABS.map((tab) => (
          <Tabs.Content key={tab.value} value={tab.value}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
              {tab.cases.map((n) => (
                <UseCaseCard key={n} tab={tab.value} n={n} />
              ))}
            </SimpleGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Section>
  );
}
