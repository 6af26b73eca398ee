import type { AssessmentReport } from '@pdpl/contracts';
import { Button, Collapsible, List } from '@pdpl/ui';
import { useAssessmentMessages, useAssessmentContractText } from '../i18n';

/** The controls already in place (the Yes answers), folded away below the gaps. */
export function Strengths({ strengths }: { strengths: AssessmentReport['strengths'] }) {
  const t = useAssessmentMessages();
  const tc = useAssessmentContractText();
  if (strengths.length === 0) return null;
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="sm">
          {t('ksa.assessment.report.strengths', { count: strengths.length })}
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <List.Root as="ul" ps="5" pt="3" gap="1" aria-label={t('ksa.assessment.report.strengths', { count: strengths.length })}>
          {strengths.map((strength) => (
            <List.Item key={strength.id}>{tc(strength.title)}</List.Item>
          ))}
        </List.Root>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
