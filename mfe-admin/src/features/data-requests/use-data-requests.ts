import { DATA_REQUEST_MESSAGES as M, todayIso, type DataRequestInput, type DataRequestLogEntry, type LeadDetail } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useState } from 'react';
import { downloadJson } from './download-json';
import { eraseSubject } from './api/erase-subject';
import { exportSubject } from './api/export-subject';
import { fetchDataRequests } from './api/fetch-data-requests';
import { lookUpSubject } from './api/look-up-subject';

/** What a look-up found about one address. */
export interface SubjectRecords {
  email: string;
  records: LeadDetail[];
}

/**
 * The data-subject request log and the three actions on one address. The log is reloaded after every
 * action, failed ones too (a failure may come after the server logged it); failures are thrown on to
 * the form, which puts field errors on their fields.
 */
export function useDataRequests() {
  const [entries, setEntries] = useState<DataRequestLogEntry[] | null>(null);
  const [found, setFound] = useState<SubjectRecords | null>(null);
  const reload = useCallback(async () => {
    try {
      setEntries((await fetchDataRequests()).entries);
    } catch (err) {
      notify({ type: 'error', title: 'Could not load the request log', description: (err as Error).message });
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const lookUp = async (input: DataRequestInput) => {
    try {
      const { records } = await lookUpSubject(input);
      setFound({ email: input.email, records });
    } finally {
      await reload();
    }
  };

  const exportData = async (input: DataRequestInput) => {
    try {
      const data = await exportSubject(input);
      downloadJson(data, `personal-data-${input.email}-${todayIso()}.json`);
      notify({ type: 'success', title: M.exportedTitle, description: `${data.records.length} records of ${input.email}.` });
    } finally {
      await reload();
    }
  };

  const erase = async (input: DataRequestInput) => {
    try {
      const { erased, airtableDeletionsQueued } = await eraseSubject(input);
      // What the last look-up found is gone now.
      setFound(null);
      notify({ type: 'success', title: M.erasedTitle, description: M.erased(erased, airtableDeletionsQueued) });
    } finally {
      await reload();
    }
  };

  return { entries, found, lookUp, exportData, erase };
}
