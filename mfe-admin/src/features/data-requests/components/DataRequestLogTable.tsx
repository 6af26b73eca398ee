import { DATA_REQUEST_ACTION_LABELS, type DataRequestLogEntry, staffDateTime } from '@pdpl/contracts';
import { Badge, Card, Loading, Table, Text } from '@pdpl/ui';
import { DataTable, SectionCard } from '@pdpl/ui/staff';

/** A calendar day (YYYY-MM-DD, UTC) as people read it. */
const dayOf = (day: string) => new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** Handled on or before the due day (UTC days, as the deadline is counted). */
const onTime = (e: DataRequestLogEntry) => e.handledAt.slice(0, 10) <= e.dueOn;

/** Every request handled, newest first, with its deadline: the record that answers PDPL's 30 days. */
export function DataRequestLogTable({ entries }: { entries: DataRequestLogEntry[] | null }) {
  return (
    <SectionCard
      title="Request log"
      id="request-log-title"
      description={<Card.Description>The latest requests, newest first. The log keeps what was done and when, never the address.</Card.Description>}
    >
      {entries === null ? (
        <Loading />
      ) : entries.length === 0 ? (
        <Text color="fg.muted">No request has been handled yet.</Text>
      ) : (
        <DataTable columns={['Action', 'Received', 'Due', 'Handled', 'By', 'Records', 'Deadline']} data-testid="data-request-log">
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
        </DataTable>
      )}
    </SectionCard>
  );
}
