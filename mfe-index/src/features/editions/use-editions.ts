import type { EditionAuditEntry, EditionListItem } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useState } from 'react';
import { formatEditionMonth } from '../../shared/format';
import { fetchEditionAudit } from './api/fetch-edition-audit';
import { fetchEditions } from './api/fetch-editions';
import { withdrawEdition } from './api/withdraw-edition';

/** Every edition and the audit log, read together and again after every change. */
export function useEditions() {
  const [editions, setEditions] = useState<EditionListItem[] | null>(null);
  const [audit, setAudit] = useState<EditionAuditEntry[]>([]);
  const reload = useCallback(async () => {
    try {
      const [list, log] = await Promise.all([fetchEditions(), fetchEditionAudit()]);
      setEditions(list.editions);
      setAudit(log.entries);
    } catch (err) {
      notify({ type: 'error', title: 'Could not load the editions', description: (err as Error).message });
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const withdraw = async (edition: EditionListItem) => {
    try {
      await withdrawEdition(edition.id);
      notify({ type: 'success', title: 'Edition withdrawn', description: `The ${formatEditionMonth(edition.month)} edition is no longer public.` });
    } catch (err) {
      notify({ type: 'error', title: 'Not withdrawn', description: (err as Error).message });
    }
    await reload();
  };
  return { editions, audit, reload, withdraw };
}
