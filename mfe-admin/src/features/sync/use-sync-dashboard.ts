import { SYNC_LOGS_RELOAD_MS, SYNC_MESSAGES as M, SYNCABLE_TABLES, syncedMessage, type SyncableTable, type SyncLog, type SyncStatusResponse } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useRef, useState } from 'react';
import { fetchSyncLogs } from './api/fetch-sync-logs';
import { fetchSyncStatus } from './api/fetch-sync-status';
import { runAutomatedSync } from './api/run-automated-sync';
import { syncTable } from './api/sync-table';

export type Busy = SyncableTable | 'all' | 'test' | null;

export interface SyncDashboard {
  status: SyncStatusResponse | null;
  statusFailed: boolean;
  logs: SyncLog[];
  logsUnreadable: boolean;
  /** What is running now: a table (alone or within Sync All), Sync All, or the automated-sync test. */
  busy: Busy;
  syncingAll: boolean;
  syncOne: (table: SyncableTable) => Promise<void>;
  syncAll: () => Promise<void>;
  testAutomatedSync: () => Promise<void>;
}

const messageOf = (err: unknown) => (err instanceof Error ? err.message : String(err));

/** The sync dashboard's state and actions (index-blog-admin.md §2.5, §4, §8). */
export function useSyncDashboard(): SyncDashboard {
  const [status, setStatus] = useState<SyncStatusResponse | null>(null);
  const [statusFailed, setStatusFailed] = useState(false);
  const [logs, setLogs] = useState<SyncLog[]>([]);
  const [logsUnreadable, setLogsUnreadable] = useState(false);
  const [busy, setBusy] = useState<Busy>(null);
  const [syncingAll, setSyncingAll] = useState(false);
  const reloadTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const loadStatus = useCallback(async () => {
    try {
      setStatus(await fetchSyncStatus());
      setStatusFailed(false);
    } catch {
      setStatusFailed(true);
    }
  }, []);
  // Unreadable logs (no permission, or any failure) leave the list empty with a note (§8).
  const loadLogs = useCallback(async () => {
    try {
      setLogs((await fetchSyncLogs()).logs);
      setLogsUnreadable(false);
    } catch {
      setLogs([]);
      setLogsUnreadable(true);
    }
  }, []);

  useEffect(() => {
    void loadStatus();
    void loadLogs();
    return () => clearTimeout(reloadTimer.current);
  }, [loadStatus, loadLogs]);

  const afterRun = () => Promise.all([loadStatus(), loadLogs()]);

  const syncOne = async (table: SyncableTable) => {
    setBusy(table);
    try {
      const { recordsSynced } = await syncTable(table);
      notify({ type: 'success', title: M.successTitle, description: syncedMessage(recordsSynced, table) });
    } catch (err) {
      notify({ type: 'error', title: M.failedTitle, description: messageOf(err) });
    } finally {
      setBusy(null);
      await afterRun();
    }
  };

  // One table after another; the first failure stops the run (§4).
  const syncAll = async () => {
    setSyncingAll(true);
    let total = 0;
    try {
      for (const { name, label } of SYNCABLE_TABLES) {
        setBusy(name);
        try {
          total += (await syncTable(name)).recordsSynced;
        } catch (err) {
          notify({ type: 'error', title: M.failedTitle, description: M.tableFailed(label, messageOf(err)) });
          return;
        }
      }
      notify({ type: 'success', title: M.allSyncedTitle, description: M.allSyncedBody(total) });
    } finally {
      setBusy(null);
      setSyncingAll(false);
      await afterRun();
    }
  };

  const testAutomatedSync = async () => {
    setBusy('test');
    try {
      await runAutomatedSync();
      notify({ type: 'success', title: M.triggeredTitle, description: M.triggeredBody });
      clearTimeout(reloadTimer.current);
      reloadTimer.current = setTimeout(() => void afterRun(), SYNC_LOGS_RELOAD_MS);
    } catch (err) {
      notify({ type: 'error', title: M.testFailedTitle, description: messageOf(err) });
    } finally {
      setBusy(null);
    }
  };

  return { status, statusFailed, logs, logsUnreadable, busy, syncingAll, syncOne, syncAll, testAutomatedSync };
}
