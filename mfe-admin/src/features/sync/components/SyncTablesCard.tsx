import { SYNCABLE_TABLES } from '@pdpl/contracts';
import { Badge, Button, Flex, HStack, Stack, Text } from '@pdpl/ui';
import { SectionCard } from '@pdpl/ui/staff';
import type { SyncDashboard } from '../use-sync-dashboard';

/** The five tables, each with its own Sync button, and Sync All / Test Automated Sync above them. */
export function SyncTablesCard({ dashboard }: { dashboard: SyncDashboard }) {
  const { status, busy, syncingAll, syncOne, syncAll, testAutomatedSync } = dashboard;
  const idle = busy === null;
  return (
    <SectionCard
      title="Tables"
      id="sync-tables-title"
      actions={
        <HStack gap="3" flexWrap="wrap">
          <Button colorPalette="brand" onClick={syncAll} disabled={!idle} aria-busy={syncingAll}>
            {syncingAll ? 'Syncing All...' : 'Sync All'}
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={testAutomatedSync} disabled={!idle || status?.scheduled === false} aria-busy={busy === 'test'}>
            {busy === 'test' ? 'Triggering...' : 'Test Automated Sync'}
          </Button>
        </HStack>
      }
      description={
        status?.scheduled === false && (
          <Text fontSize="sm" color="fg.muted">
            The hourly automated sync is off on this server (SYNC_SCHEDULE=off), so it cannot be tested.
          </Text>
        )
      }
    >
      <Stack as="ul" gap="0" listStyleType="none" divideY="1px">
        {SYNCABLE_TABLES.map(({ name, label }) => (
          <Flex as="li" key={name} py="3" gap="3" align="center" justify="space-between" flexWrap="wrap" data-testid={`sync-row-${name}`}>
            <Stack gap="0">
              <Text fontWeight="semibold">{label}</Text>
              <Text fontSize="sm" color="fg.muted">
                {name}
                {status && ` · ${status.pending[name]} new or changed to send`}
              </Text>
            </Stack>
            <HStack gap="3">
              {busy === name && (
                <Badge colorPalette="blue" variant="subtle">
                  In progress
                </Badge>
              )}
              <Button size="sm" variant="outline" onClick={() => syncOne(name)} disabled={!idle} aria-label={`Sync ${label}`} aria-busy={busy === name}>
                {busy === name ? 'Syncing...' : 'Sync'}
              </Button>
            </HStack>
          </Flex>
        ))}
      </Stack>
    </SectionCard>
  );
}
