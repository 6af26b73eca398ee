import { findRequirement, INDEX_ROUTES, type DimensionRequirement } from '@pdpl/contracts';
import { richText, RouterLink } from '@pdpl/platform';
import { Box, chakra, Heading, Link, List, Text } from '@pdpl/ui';
import { useId } from 'react';
import { useDetailsMessages, useRubricContractText } from '../i18n';

/**
 * The rubric's requirements of one dimension, in the rubric's order: each one's text, whether the
 * company met it (an icon and a word, never colour alone) and the article it comes from. The score
 * above is the percentage met.
 */
export function RequirementList({ requirements, rubricVersion }: { requirements: DimensionRequirement[]; rubricVersion?: string }) {
  const t = useDetailsMessages();
  const tc = useRubricContractText();
  const headingId = useId();
  const met = requirements.filter((r) => r.met).length;
  return (
    <Box role="group" aria-labelledby={headingId} data-testid="requirements">
      <Heading as="h3" id={headingId} size="sm" mb="1">
        {t('index.details.requirements')}
      </Heading>
      <Text fontSize="sm" color="fg.muted" mb="2">
        {t('index.details.requirementsMet', { met, total: requirements.length })}
      </Text>
      <List.Root as="ul" listStyleType="none" gap="2" ms="0">
        {requirements.map((r) => {
          const rubric = findRequirement(r.id);
          return (
            <List.Item key={r.id} display="flex" alignItems="flex-start" columnGap="3" rowGap="0.5" flexWrap="wrap" data-met={r.met}>
              <Box display="flex" alignItems="center" gap="1.5" minW="6.5rem" fontWeight="semibold" fontSize="sm" whiteSpace="nowrap" data-part="status">
                <StatusIcon met={r.met} />
                {r.met ? t('index.details.met') : t('index.details.notMet')}
              </Box>
              <Box flex="1" minW="10rem" overflowWrap="anywhere">
                <Text>{rubric ? tc(rubric.text) : r.id}</Text>
                {rubric && (
                  <Text fontSize="sm" color="fg.muted">
                    {rubric.source === 'PDPL' ? t('index.details.articlePdpl', { article: rubric.article }) : t('index.details.articleIr', { article: rubric.article })}
                  </Text>
                )}
              </Box>
            </List.Item>
          );
        })}
      </List.Root>
      {rubricVersion && (
        <Text fontSize="sm" color="fg.muted" mt="2">
          {/* The version reads left to right inside an Arabic sentence too. */}
          {richText(t('index.details.rubricVersion', { version: rubricVersion }), { v: (text) => <bdi dir="ltr">{text}</bdi> })}{' '}
          <Link asChild color="brand.700" textDecoration="underline">
            <RouterLink to={`${INDEX_ROUTES.methodology}#rubric-title`}>{t('index.details.rubricLink')}</RouterLink>
          </Link>
        </Text>
      )}
    </Box>
  );
}

/** A tick in a circle for a requirement met, a cross for one not met: the shape says it as well as the word beside it. */
function StatusIcon({ met }: { met: boolean }) {
  return (
    <chakra.svg viewBox="0 0 20 20" aria-hidden="true" boxSize="4.5" flexShrink={0} color={met ? 'green.600' : 'red.600'}>
      <circle cx="10" cy="10" r="9" fill="currentColor" />
      {met ? (
        <path d="m5.5 10.5 3 3 6-7" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
      ) : (
        <path d="m6.5 6.5 7 7m0-7-7 7" fill="none" stroke="white" strokeWidth="2" strokeLinecap="round" />
      )}
    </chakra.svg>
  );
}
