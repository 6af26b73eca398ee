import type { CollectionProgress } from '@pdpl/contracts';
import { Box, chakra, HStack, Stack, Text } from '@pdpl/ui';
import { formatDateTime } from '../../../shared/format';

type Batch = NonNullable<CollectionProgress['batch']>;

const COUNTS = [
  { key: 'done', label: 'Done' },
  { key: 'failed', label: 'Failed' },
  { key: 'running', label: 'Running' },
  { key: 'queued', label: 'Queued' },
] as const;

const percent = (part: number, total: number) => (total > 0 ? `${(100 * part) / total}%` : '0%');

/** The newest batch: how many companies are done, failed, running and queued, as counts and as a bar. */
export function CollectionProgressView({ batch, active }: { batch: Batch | null; active: boolean }) {
  if (!batch) return <Text color="fg.muted">No collection has run yet.</Text>;
  const finished = batch.done + batch.failed;
  const summary = active
    ? `Collecting: ${finished} of ${batch.total} ${batch.total === 1 ? 'company' : 'companies'} finished`
    : `Last collection finished: ${batch.done} of ${batch.total} collected${batch.failed ? `, ${batch.failed} failed` : ''}`;
  return (
    <Stack gap="3" data-testid="collection-progress" data-active={active}>
      <Text role="status" fontWeight="medium">
        {summary}
      </Text>
      <Box
        role="progressbar"
        aria-label="Collection progress"
        aria-valuemin={0}
        aria-valuemax={batch.total}
        aria-valuenow={finished}
        aria-valuetext={`${finished} of ${batch.total} finished (${batch.done} done, ${batch.failed} failed)`}
        display="flex"
        h="3"
        w="full"
        bg="gray.200"
        borderRadius="full"
        overflow="hidden"
      >
        <Box bg="green.600" w={percent(batch.done, batch.total)} />
        <Box bg="red.600" w={percent(batch.failed, batch.total)} />
      </Box>
      <chakra.dl display="flex" flexWrap="wrap" columnGap="6" rowGap="1" fontSize="sm" data-testid="collection-counts">
        {COUNTS.map(({ key, label }) => (
          <HStack key={key} gap="1">
            <chakra.dt color="fg.muted">{label}</chakra.dt>
            <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums" data-count={key}>
              {batch[key]}
            </chakra.dd>
          </HStack>
        ))}
        <HStack gap="1">
          <chakra.dt color="fg.muted">Total</chakra.dt>
          <chakra.dd fontWeight="semibold" fontVariantNumeric="tabular-nums" data-count="total">
            {batch.total}
          </chakra.dd>
        </HStack>
      </chakra.dl>
      <Text fontSize="sm" color="fg.muted">
        Started <time dateTime={batch.startedAt}>{formatDateTime(batch.startedAt)}</time>
      </Text>
    </Stack>
  );
}
