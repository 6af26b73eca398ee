import type { EditionPreview } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { fetchEditionPreview } from './api/fetch-edition-preview';

export type PreviewState = { status: 'loading' } | { status: 'loaded'; preview: EditionPreview } | { status: 'failed'; message: string };

/** The preview of one edition, again whenever the id changes; a failure is toasted and said on the page. */
export function useEditionPreview(editionId: number): PreviewState {
  const [result, setResult] = useState<{ id: number; state: PreviewState } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetchEditionPreview(editionId, controller.signal).then(
      (preview) => setResult({ id: editionId, state: { status: 'loaded', preview } }),
      (err: unknown) => {
        if (controller.signal.aborted) return;
        const message = (err as Error).message;
        notify({ type: 'error', title: 'Could not load the preview', description: message });
        setResult({ id: editionId, state: { status: 'failed', message } });
      },
    );
    return () => controller.abort();
  }, [editionId]);
  return result && result.id === editionId ? result.state : { status: 'loading' };
}
