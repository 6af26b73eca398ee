import type { CollectionProgress } from '@pdpl/contracts';
import { Box, Button, Heading, HStack, Stack, Text } from '@pdpl/ui';
import { useState } from 'react';
import { CollectionProgressView } from './CollectionProgressView';
import { ScheduleForm } from './ScheduleForm';

interface Props {
  progress: CollectionProgress | null;
  /** Why the progress could not be read, if it could not. */
  failure: string | null;
  active: boolean;
  onCollectAll: () => Promise<void>;
  onScheduleSaved: () => void;
}

/** Collect every company now, follow the newest batch, and set the monthly schedule. */
export function CollectionPanel({ progress, failure, active, onCollectAll, onScheduleSaved }: Props) {
  const [busy, setBusy] = useState(false);
  const collectAll = async () => {
    setBusy(true);
    await onCollectAll();
    setBusy(false);
  };
  return (
    <Stack gap="6">
      <Stack gap="3">
        <HStack gap="4" wrap="wrap">
          <Button colorPalette="brand" onClick={() => void collectAll()} loading={busy} loadingText="Queueing...">
            Collect all
          </Button>
          <Text fontSize="sm" color="fg.muted">
            Reads every watched company&apos;s site and notices now, then analyses them for this month.
          </Text>
        </HStack>
        {failure && (
          <Text color="red.700" data-testid="collection-failure">
            The progress could not be read: {failure}
          </Text>
        )}
        {progress ? <CollectionProgressView batch={progress.batch} active={active} /> : !failure && <Text color="fg.muted">Reading the progress...</Text>}
      </Stack>
      <Box as="section" aria-labelledby="schedule-title">
        <Heading as="h3" size="md" id="schedule-title" mb="3">
          Monthly schedule
        </Heading>
        {progress ? <ScheduleForm schedule={progress.schedule} onSaved={onScheduleSaved} /> : <Text color="fg.muted">The schedule shows once the progress is read.</Text>}
      </Box>
    </Stack>
  );
}
