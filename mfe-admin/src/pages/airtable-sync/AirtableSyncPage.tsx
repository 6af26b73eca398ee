import { Container, Heading, Loading, Stack, Text } from '@pdpl/ui';
import { TwoFactorSetupCard } from '../../features/auth/components/TwoFactorSetupCard';
import { AdminNav } from '../../features/guard/components/AdminNav';
import { NotConfiguredNotice } from '../../features/sync/components/NotConfiguredNotice';
import { SyncLogsTable } from '../../features/sync/components/SyncLogsTable';
import { SyncTablesCard } from '../../features/sync/components/SyncTablesCard';
import { useSyncDashboard } from '../../features/sync/use-sync-dashboard';

export default function AirtableSyncPage() {
  const dashboard = useSyncDashboard();
  const { status } = dashboard;
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <AdminNav />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Airtable Sync
          </Heading>
          <Text color="fg.muted">Copy the lead tables to Airtable now, test the hourly automated sync, and read the latest runs.</Text>
        </Stack>
        {status === null && !dashboard.statusFailed ? (
          <Loading />
        ) : status?.configured === false ? (
          <NotConfiguredNotice />
        ) : (
          <SyncTablesCard dashboard={dashboard} />
        )}
        <SyncLogsTable logs={dashboard.logs} unreadable={dashboard.logsUnreadable} />
        <TwoFactorSetupCard />
      </Stack>
    </Container>
  );
}
