import { Box, Button, Collapsible, List, Text } from '@pdpl/ui';
import { PILOT_AGREEMENT_TERMS } from '../content/agreement-terms';

export function PilotAgreementTerms() {
  return (
    <Collapsible.Root>
      <Collapsible.Trigger asChild>
        <Button variant="outline" size="sm">
          View Pilot Agreement Terms
        </Button>
      </Collapsible.Trigger>
      <Collapsible.Content>
        <Box mt="3" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
          <List.Root as="ol" ps="5" gap="2">
            {PILOT_AGREEMENT_TERMS.map((term) => (
              <List.Item key={term.title}>
                <Text as="span" fontWeight="semibold">
                  {term.title}:
                </Text>{' '}
                {term.text}
              </List.Item>
            ))}
          </List.Root>
        </Box>
      </Collapsible.Content>
    </Collapsible.Root>
  );
}
