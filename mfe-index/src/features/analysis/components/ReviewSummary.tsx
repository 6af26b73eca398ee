import { REVIEW_MESSAGES, RUBRIC_VERSION, type CompanyReview } from '@pdpl/contracts';
import { Box, Button, chakra, notify, Stack, Text } from '@pdpl/ui';
import { useState, type ReactNode } from 'react';
import { formatDateTime, formatEditionMonth, formatScore } from '../../../shared/format';
import { acceptSuggestions } from '../api/accept-suggestions';
import { ReviewStatusBadge } from './ReviewStatusBadge';
import { ScoreChange } from './ScoreChange';

function Item({ term, children, testId }: { term: string; children: ReactNode; testId?: string }) {
  return (
    <Box>
      <chakra.dt fontSize="sm" color="fg.muted">
        {term}
      </chakra.dt>
      <chakra.dd fontWeight="medium" data-testid={testId}>
        {children}
      </chakra.dd>
    </Box>
  );
}

/** The month's overall score against the month before's, what produced it, and the analyst's acceptance. */
export function ReviewSummary({ review, onAccepted }: { review: CompanyReview; onAccepted: () => void }) {
  const [busy, setBusy] = useState(false);
  const accept = async () => {
    setBusy(true);
    try {
      await acceptSuggestions(review.company.id, { month: review.month });
      notify({ type: 'success', title: REVIEW_MESSAGES.accepted, description: `${review.company.nameEn} is reviewed for ${formatEditionMonth(review.month)}.` });
      onAccepted();
    } catch (err) {
      notify({ type: 'error', title: 'Not accepted', description: (err as Error).message });
    }
    setBusy(false);
  };
  return (
    <Stack gap="5">
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }} gap="4">
        <Item term="Score (with the overrides)" testId="review-score">
          <chakra.span fontSize="2xl" fontVariantNumeric="tabular-nums">
            {formatScore(review.score)}
          </chakra.span>
        </Item>
        <Item term="Previous month (change)" testId="review-previous-score">
          <ScoreChange score={review.score} previous={review.previousScore} />
        </Item>
        <Item term="Rubric" testId="review-rubric">
          {review.rubric}
        </Item>
        <Item term="Analysed">
          <time dateTime={review.analysedAt}>{formatDateTime(review.analysedAt)}</time>
        </Item>
      </chakra.dl>
      {review.rubric !== RUBRIC_VERSION && (
        <Text role="note" bg="orange.50" borderStartWidth="4px" borderColor="orange.400" borderRadius="md" p="3" fontSize="sm">
          This month was analysed with rubric {review.rubric}; the requirements below are worded as in the current rubric ({RUBRIC_VERSION}).
        </Text>
      )}
      <Stack gap="3" align="flex-start" data-testid="review-state">
        <Text>
          <ReviewStatusBadge reviewed={review.reviewed !== null} />{' '}
          {review.reviewed ? (
            <>
              Accepted by {review.reviewed.by}, <time dateTime={review.reviewed.at}>{formatDateTime(review.reviewed.at)}</time>.
            </>
          ) : (
            'Check the requirements below, override what the analysis got wrong, then accept the suggestions.'
          )}
        </Text>
        <Button colorPalette="brand" onClick={() => void accept()} loading={busy} loadingText="Accepting...">
          Accept suggestions
        </Button>
      </Stack>
    </Stack>
  );
}
