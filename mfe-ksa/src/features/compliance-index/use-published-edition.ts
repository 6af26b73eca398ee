import type { EditionInfo } from '@pdpl/contracts';
import { useEffect, useState } from 'react';
import { fetchIndexSummary } from '@pdpl/platform';

/** The index's current published edition, or null while unknown or when none is published yet. */
export function usePublishedEdition(): EditionInfo | null {
  const [edition, setEdition] = useState<EditionInfo | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchIndexSummary(controller.signal)
      .then((summary) => setEdition(summary.edition))
      // The teaser simply keeps its launch notice when the index cannot be read.
      .catch(() => undefined);
    return () => controller.abort();
  }, []);
  return edition;
}
