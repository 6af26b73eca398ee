import { DATA_REQUEST_MESSAGES as M, SYNCABLE_TABLES } from '@pdpl/contracts';
import { Box, Card, Heading, Stack, Text } from '@pdpl/ui';
import { useEffect, useRef } from 'react';
import { LeadFieldList } from '../../../shared/LeadFieldList';
import type { SubjectRecords } from '../use-data-requests';

/** What a look-up found, table by table; the focus moves to it so a screen reader reads the answer. */
export function FoundRecords({ found }: { found: SubjectRecords }) {
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => title.current?.focus(), [found]);
  const groups = SYNCABLE_TABLES.map((t) => ({ ...t, records: found.records.filter((r) => r.table === t.name) })).filter((g) => g.records.length > 0);
  return (
    <Card.Root as="section" aria-labelledby="found-title">
      <Card.Header>
        <Card.Title as="h2" id="found-title" ref={title} tabIndex={-1}>
          Records held about {found.email}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        {groups.length === 0 ? (
          <Text>{M.nothingHeld}</Text>
        ) : (
          <Stack gap="6">
            {groups.map((g) => (
              <Stack as="section" key={g.name} gap="3" aria-labelledby={`found-${g.name}`} data-testid={`found-${g.name}`}>
                <Heading as="h3" size="md" id={`found-${g.name}`}>
                  {g.label} ({g.records.length})
                </Heading>
                {g.records.map((r) => (
                  <Box key={r.id} borderWidth="1px" borderRadius="md" p="4">
                    <LeadFieldList lead={r} />
                  </Box>
                ))}
              </Stack>
            ))}
          </Stack>
        )}
      </Card.Body>
    </Card.Root>
  );
}
