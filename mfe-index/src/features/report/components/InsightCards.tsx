import type { CompanyReport } from '@pdpl/contracts';
import { Card, SimpleGrid, Text } from '@pdpl/ui';

const CARDS = [
  { key: 'strengths', title: 'Strengths', fallback: 'No strengths data available', accent: 'green.600' },
  { key: 'criticalIssues', title: 'Critical Issues', fallback: 'No critical issues identified', accent: 'red.600' },
  { key: 'recommendations', title: 'Recommendations', fallback: 'No recommendations at this time', accent: 'blue.600' },
] as const;

/** Strengths, Critical Issues and Recommendations, with the spec's fallback texts (§2.3). */
export function InsightCards({ report }: { report: CompanyReport }) {
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      {CARDS.map((c) => {
        const text = report[c.key].trim();
        return (
          <Card.Root key={c.key} as="section" aria-labelledby={`insight-${c.key}-title`} borderTopWidth="4px" borderTopColor={c.accent} data-testid={`insight-${c.key}`}>
            <Card.Header>
              <Card.Title as="h2" id={`insight-${c.key}-title`}>
                {c.title}
              </Card.Title>
            </Card.Header>
            <Card.Body pt="2">
              <Text whiteSpace="pre-line" color={text ? undefined : 'fg.muted'}>
                {text || c.fallback}
              </Text>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
