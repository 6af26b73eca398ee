import type { LeadDetail, LeadSummary } from '@pdpl/contracts';
import { useEffect, useState } from 'react';
import { fetchLead } from './api/fetch-lead';

/** Every field of the submission `lead` (null while loading, or when none is open). */
export function useLeadDetail(lead: LeadSummary | null) {
  const [detail, setDetail] = useState<LeadDetail | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    setError(null);
    if (!lead) return;
    const controller = new AbortController();
    fetchLead(lead.table, lead.id, controller.signal).then(setDetail, (err: Error) => {
      if (!controller.signal.aborted) setError(err.message);
    });
    return () => controller.abort();
  }, [lead]);
  // The previous submission's answer is never shown under another one's title.
  const current = detail && lead && detail.table === lead.table && detail.id === lead.id ? detail : null;
  return { detail: current, error };
}
