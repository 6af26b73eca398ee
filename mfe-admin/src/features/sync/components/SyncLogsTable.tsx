import { SYNC_LOG_LIMIT, SYNC_MESSAGES as M, SYNCABLE_TABLES, type SyncLog } from '@pdpl/contracts';
import { Badge, Box, Card, Table, Text } from '@pdpl/ui';

const labelOf = (table: string | null) => SYNCABLE_TABLES.find((t) => t.name === table)?.label ?? table ?? 'All tables';
const timeOf = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The latest 20 sync logs, newest first; unreadable logs leave the list empty with a note (§2.5, §8). */
export function SyncLogsTable({ logs, unreadable }: { logs: SyncLog[]; unreadable: boolean }) {
  return (
    <Card.Root as="section" aria-labelledby="sync-logs-title">
      <Card.Header>
        <Card.Title as="h2" id="sync-logs-title">
          Sync Logs
        </Card.Title>
        <Card.Description>The latest {SYNC_LOG_LIMIT} entries, newest first.</Card.Description>
      </Card.Header>
      <Card.Body>
        {unreadable && (
          <Text role="note" bg="orange.50" color="orange.900" p="3" borderRadius="md" mb="3">
            {M.logsUnreadable}
          </Text>
        )}
        {!unreadable && logs.length === 0 ? (
          <Text color="fg.muted">No sync has run yet.</Text>
        ) : (
          <Box overflowX="auto">
            <Table.Root size="sm" data-testid="sync-logs">
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader scope="col">Status</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Table</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Message</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Error details</Table.ColumnHeader>
                  <Table.ColumnHeader scope="col">Time</Table.ColumnHeader>
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {logs.map((log) => (
                  <Table.Row key={log.id}>
                    <Table.Cell>
                      <Badge colorPalette={log.status === 'success' ? 'green' : log.status === 'error' ? 'red' : 'gray'} variant="subtle">
                        {log.status}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell>{labelOf(log.table_name)}</Table.Cell>
                    <Table.Cell>{log.message}</Table.Cell>
                    <Table.Cell maxW="xs" wordBreak="break-word">
                      {log.error_details}
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">
                      <time dateTime={log.created_at}>{timeOf(log.created_at)}</time>
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
