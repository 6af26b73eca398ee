import type { CompanyReport } from '@pdpl/contracts';
import { Card, SimpleGrid, Text } from '@pdpl/ui';
import { useCompanyText } from '../../../shared/localized-text';
import { useReportMessages } from '../i18n';

const CARDS = [
  { key: 'strengths', accent: 'green.600' },
  { key: 'criticalIssues', accent: 'red.600' },
  { key: 'recommendations', accent: 'blue.600' },
] as const;

const FALLBACK = {
  strengths: 'index.report.strengthsNone',
  criticalIssues: 'index.report.criticalIssuesNone',
  recommendations: 'index.report.recommendationsNone',
} as const;

/** Strengths, Critical Issues and Recommendations, with the spec's fallback texts (§2.3). */
export function InsightCards({ report }: { report: CompanyReport }) {
  const t = useReportMessages();
  const companyText = useCompanyText();
  return (
    <SimpleGrid columns={{ base: 1, lg: 3 }} gap="4">
      {CARDS.map((c) => {
        const text = companyText(report[c.key], report.ar?.[c.key]).trim();
        return (
          <Card.Root key={c.key} as="section" aria-labelledby={`insight-${c.key}-title`} borderTopWidth="4px" borderTopColor={c.accent} data-testid={`insight-${c.key}`}>
            <Card.Header>
              <Card.Title as="h2" id={`insight-${c.key}-title`}>
                {t(`index.report.${c.key}`)}
              </Card.Title>
            </Card.Header>
            <Card.Body pt="2">
              <Text whiteSpace="pre-line" color={text ? undefined : 'fg.muted'}>
                {text || t(FALLBACK[c.key])}
              </Text>
            </Card.Body>
          </Card.Root>
        );
      })}
    </SimpleGrid>
  );
}
