import { DIMENSIONS, requirementsOf } from '@pdpl/contracts';
import { Box, Heading, List, Stack, Text } from '@pdpl/ui';
import { useMethodologyMessages, useRubricContractText } from '../i18n';
import { useIndexContractText } from '../../../shared/i18n';

/** Every dimension's requirements, as the rubric lists them: what is required, its article, and what it is judged on. */
export function RubricList() {
  const t = useMethodologyMessages();
  useIndexContractText(); // the dimensions' sections: both parts are in for the one translator
  const tc = useRubricContractText();
  return (
    <Stack gap="5" data-testid="rubric">
      {DIMENSIONS.map((d) => (
        <Box key={d.key} as="section" aria-labelledby={`rubric-${d.key}`} data-dimension={d.key}>
          <Heading as="h3" size="sm" id={`rubric-${d.key}`} mb="2">
            {tc(d.section)}
          </Heading>
          <List.Root as="ul" ps="5" gap="2">
            {requirementsOf(d.key).map((r) => (
              <List.Item key={r.id} data-requirement={r.id}>
                <Text>{tc(r.text)}</Text>
                <Text fontSize="sm" color="fg.muted">
                  {r.source === 'PDPL' ? t('index.methodology.rubric.articlePdpl', { article: r.article }) : t('index.methodology.rubric.articleIr', { article: r.article })}
                  {t('index.methodology.rubric.separator')}
                  {r.judgedOn === 'text' ? t('index.methodology.rubric.judgedOnText') : t('index.methodology.rubric.judgedOnTrait')}
                </Text>
              </List.Item>
            ))}
          </List.Root>
        </Box>
      ))}
    </Stack>
  );
}
