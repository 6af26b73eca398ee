import { DATA_REQUEST_ACTION_LABELS, type DataRequestLogEntry, staffDateTime } from '@pdpl/contracts';
import { Badge, Box, Card, Loading, Table, Text } from '@pdpl/ui';

/** A calendar day (YYYY-MM-DD, UTC) as people read it. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Handled on or before the due day (UTC days, as the deadline is counted). */
const onTime = (e: DataRequestLogEntry) => e.handledAt.slice(0, 10) <= e.dueOn;

/** Every request handled, newest first, with its deadline: the record that answers PDPL's 30 days. */
export function DataRequestLogTable({ entries }: { entries: DataRequestLogEntry[] | null }) {
  return (
    <Card.Root as="section" aria-labelledby="request-log-title">
      <Card.Header>
        <Card.Title as="h2" id="request-log-title">
          Request log
        </Card.Title>
        <Card.Description>The latest requests, newest first. The log keeps what was done and when, never the address.</Card.Description>
      </Card.Header>
      <Card.Body>
        {entries === null ? (
          <Loading />
        ) : entries.length === 0 ? (
          <Text color="fg.muted">No request has been handled yet.</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="data-request-log">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Action</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Received</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Due</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Handled</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">By</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Records</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Deadline</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {entries.map((e) => (
                  <Table.Row key={e.id}>
                    <Table.Cell>{DATA_REQUEST_ACTION_LABELS[e.action]}</Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={e.receivedOn}>{dayOf(e.receivedOn)}</time>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={e.dueOn}>{dayOf(e.dueOn)}</time>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={e.handledAt}>{staffDateTime(e.handledAt)}</time>
                    </Table.Cell>
                    <Table.Cell>{e.handledBy ?? '—'}</Table.Cell>
                    <Table.Cell>{e.records}</Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={onTime(e) ? 'green' : 'red'} variant="subtle">
                        {onTime(e) ? 'On time' : 'Late'}
                      </Badge>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}
