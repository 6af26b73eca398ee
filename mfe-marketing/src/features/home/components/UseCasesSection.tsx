import { HOME_SECTIONS } from '@pdpl/contracts';
import { Card, Heading, SimpleGrid, Stack, Tabs, Text } from '@pdpl/ui';
import { USE_CASE_TABS, type UseCase } from '../content/use-cases';
import { Section } from './Section';

function UseCaseCard({ useCase }: { useCase: UseCase }) {
  const steps = [
    { label: 'From', text: useCase.from },
    { label: 'To', text: useCase.to },
    { label: 'Result', text: useCase.result },
  ];
  return (
    <Card.Root as="article">
      <Card.Body gap="4">
        <Heading as="h3" size="lg">
          {useCase.title}
        </Heading>
        {steps.map((s) => (
          <Stack key={s.label} gap="1">
            <Text fontSize="sm" fontWeight="bold" textTransform="uppercase" color={s.label === 'Result' ? 'brand.700' : 'gray.700'}>
              {s.label}
            </Text>
            <Text>{s.text}</Text>
          </Stack>
        ))}
      </Card.Body>
    </Card.Root>
  );
}

export function UseCasesSection() {
  return (
    <Section
      id={HOME_SECTIONS.useCases}
      eyebrow="Use cases"
      title="What changes for your team"
      intro="Where privacy teams start, what they hand to agents, and what they get back, tier by tier."
    >
      <Tabs.Root defaultValue="core" variant="enclosed" colorPalette="brand" fitted>
        <Tabs.List mb="6" aria-label="Use cases by tier">
          {USE_CASE_TABS.map((t) => (
            <Tabs.Trigger key={t.value} value={t.value}>
              {t.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {USE_CASE_TABS.map((t) => (
          <Tabs.Content key={t.value} value={t.value}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
              {t.cases.map((c) => (
                <UseCaseCard key={c.title} useCase={c} />
              ))}
            </SimpleGrid>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Section>
  );
}
