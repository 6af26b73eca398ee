import type { DIMENSIONS, ReviewedDimension, ReviewedRequirement } from '@pdpl/contracts';
import { Box, chakra, Heading, HStack, List, Text } from '@pdpl/ui';
import { formatScore } from '../../../shared/format';
import { RequirementItem } from './RequirementItem';
import { ScoreChange } from './ScoreChange';

interface Props {
  dimension: (typeof DIMENSIONS)[number];
  result: ReviewedDimension | undefined;
  targets: ReadonlyMap<string, string>;
  onOverride: (requirement: ReviewedRequirement) => void;
}

/** One of the 19 dimensions: its suggested score, its score with the overrides against the month before's, and its requirements. */
export function DimensionReview({ dimension, result, targets, onOverride }: Props) {
  const titleId = `dimension-${dimension.key}`;
  return (
    <Box as="section" aria-labelledby={titleId} borderWidth="1px" borderRadius="md" p="4" data-testid="dimension" data-dimension={dimension.key}>
      <Heading as="h3" size="md" id={titleId} mb="2">
        {dimension.section}
      </Heading>
      {result ? (
        <>
          <chakra.dl display="flex" flexWrap="wrap" columnGap="6" rowGap="1" fontSize="sm" mb="3" data-testid="dimension-scores">
            <HStack gap="1">
              <chakra.dt color="fg.muted">Suggested</chakra.dt>
              <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums" data-score="suggested">
                {formatScore(result.suggestedScore)}
              </chakra.dd>
            </HStack>
            <HStack gap="1">
              <chakra.dt color="fg.muted">With overrides</chakra.dt>
              <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums" data-score="score">
                {formatScore(result.score)}
              </chakra.dd>
            </HStack>
            <HStack gap="1">
              <chakra.dt color="fg.muted">Previous month</chakra.dt>
              <chakra.dd data-score="previous">
                <ScoreChange score={result.score} previous={result.previousScore} />
              </chakra.dd>
            </HStack>
          </chakra.dl>
          <List.Root as="ul" listStyleType="none" ps="0" gap="3">
            {result.requirements.map((r) => (
              <RequirementItem key={r.id} requirement={r} targets={targets} onOverride={onOverride} />
            ))}
          </List.Root>
        </>
      ) : (
        <Text color="fg.muted">Not analysed this month.</Text>
      )}
    </Box>
  );
}
