import { Loading } from '@pdpl/ui';
import { StaffPageFrame } from '@pdpl/ui/staff';
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
    <StaffPageFrame
      nav={<AdminNav />}
      title="Airtable Sync"
      intro="Copy the lead tables to Airtable now, test the hourly automated sync, and read the latest runs."
    >
      {status === null && !dashboard.statusFailed ? (
        <Loading />
      ) : status?.configured === false ? (
        <NotConfiguredNotice />
      ) : (
        <SyncTablesCard dashboard={dashboard} />
      )}
      <SyncLogsTable logs={dashboard.logs} unreadable={dashboard.logsUnreadable} />
      <TwoFactorSetupCard />
    </StaffPageFrame>
  );
}
