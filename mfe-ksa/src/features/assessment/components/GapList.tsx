import { ASSESSMENT_PRIORITIES, ASSESSMENT_PRIORITY_METHOD, blogShortPath, provisionCitation, type AssessmentGap, type AssessmentPriority } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Badge, Box, Heading, HStack, List, Stack, Text } from '@pdpl/ui';
import { useAssessmentMessages, useAssessmentContractText } from '../i18n';

const PRIORITY_PALETTE: Record<AssessmentPriority, string> = { 1: 'red', 2: 'orange', 3: 'blue' };

/** Every question answered No, most urgent first: the gap, the actions that close it and the articles behind it. */
export function GapList({ gaps }: { gaps: AssessmentGap[] }) {
  const t = useAssessmentMessages();
  const tc = useAssessmentContractText();
  return (
    <Box as="section" aria-labelledby="assessment-gaps-heading">
      <Heading as="h3" size="md" mb="1" id="assessment-gaps-heading">
        {t('ksa.assessment.areasToAddress', { count: gaps.length })}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="3">
        {tc(ASSESSMENT_PRIORITY_METHOD)}
      </Text>
      <List.Root as="ol" listStyleType="none" gap="3" aria-label={t('ksa.assessment.failedList')}>
        {gaps.map((gap) => (
          <List.Item key={gap.id} borderWidth="1px" borderStartWidth="4px" borderStartColor={`${PRIORITY_PALETTE[gap.priority]}.500`} borderRadius="md" p="4">
            <Stack gap="2" width="full">
              <HStack justify="space-between" align="start" wrap="wrap" gap="2">
                <Heading as="h4" size="sm">
                  {tc(gap.title)}
                </Heading>
                <Badge colorPalette={PRIORITY_PALETTE[gap.priority]} variant="subtle">
                  {tc(ASSESSMENT_PRIORITIES[gap.priority].label)}
                </Badge>
              </HStack>
              <Text>{tc(gap.gap)}</Text>
              <Text fontWeight="semibold" fontSize="sm">
                {t('ksa.assessment.report.actions')}
              </Text>
              <List.Root as="ul" ps="5" gap="1" fontSize="sm">
                {gap.actions.map((action) => (
                  <List.Item key={action}>{tc(action)}</List.Item>
                ))}
              </List.Root>
              <Text fontWeight="semibold" fontSize="sm">
                {t('ksa.assessment.report.provisions')}
              </Text>
              <List.Root as="ul" ps="5" gap="1" fontSize="sm">
                {gap.provisions.map((provision) => (
                  <List.Item key={`${provision.instrument}-${provision.article}`}>{provisionCitation(provision, tc)}</List.Item>
                ))}
              </List.Root>
              {gap.article && (
                <Text fontSize="sm">
                  <RouterLink to={blogShortPath(gap.article)}>{t('ksa.assessment.report.readMore')}</RouterLink>
                </Text>
              )}
            </Stack>
          </List.Item>
        ))}
      </List.Root>
    </Box>
  );
}
