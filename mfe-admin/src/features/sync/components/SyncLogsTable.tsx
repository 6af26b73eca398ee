import { SYNC_LOG_LIMIT, SYNC_MESSAGES as M, SYNCABLE_TABLES, type SyncLog } from '@pdpl/contracts';
import { Badge, Card, Table, Text } from '@pdpl/ui';
import { DataTable, SectionCard } from '@pdpl/ui/staff';

const labelOf = (table: string | null) => SYNCABLE_TABLES.find((t) => t.name === table)?.label ?? table ?? 'All tables';
const timeOf = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** The latest 20 sync logs, newest first; unreadable logs leave the list empty with a note (§2.5, §8). */
export function SyncLogsTable({ logs, unreadable }: { logs: SyncLog[]; unreadable: boolean }) {
  return (
    <SectionCard title="Sync Logs" id="sync-logs-title" description={<Card.Description>The latest {SYNC_LOG_LIMIT} entries, newest first.</Card.Description>}>
      {unreadable && (
        <Text role="note" bg="orange.50" color="orange.900" p="3" borderRadius="md" mb="3">
          {M.logsUnreadable}
        </Text>
      )}
      {!unreadable && logs.length === 0 ? (
        <Text color="fg.muted">No sync has run yet.</Text>
      ) : (
        <DataTable columns={['Status', 'Table', 'Message', 'Error details', 'Time']} data-testid="sync-logs">
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
        </DataTable>
      )}
    </SectionCard>
  );
}
