import { Box, Disclosure, List, Text } from '@pdpl/ui';
import { PILOT_AGREEMENT_TERMS } from '../content/agreement-terms';
import { usePilotApplicationMessages } from '../i18n';

export function PilotAgreementTerms() {
  const t = usePilotApplicationMessages();
  return (
    <Disclosure label={t('ksa.pilotApplication.terms.view')} variant="outline" size="sm">
      <Box mt="3" p="4" borderWidth="1px" borderRadius="lg" bg="bg.subtle">
        <List.Root as="ol" ps="5" gap="2">
          {PILOT_AGREEMENT_TERMS.map((term) => (
            <List.Item key={term}>
              <Text as="span" fontWeight="semibold">
                {t(`ksa.pilotApplication.terms.${term}.title`)}:
              </Text>{' '}
              {t(`ksa.pilotApplication.terms.${term}.text`)}
            </List.Item>
          ))}
        </List.Root>
      </Box>
    </Disclosure>
  );
}
