import { INDEX_ROUTES, type EditionListItem } from '@pdpl/contracts';
import { useNavigate } from '@pdpl/platform';
import { Button, notify } from '@pdpl/ui';
import { ConfirmDialog } from '@pdpl/ui/staff';
import { useState } from 'react';
import { formatEditionMonth } from '../../../shared/format';
import { publishEdition } from '../api/publish-edition';

/** Publish, after a confirmation: the draft becomes public at once, and the public list opens to show it. */
export function PublishButton({ edition }: { edition: EditionListItem }) {
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const month = formatEditionMonth(edition.month);
  const publish = async () => {
    setBusy(true);
    try {
      const { replaced } = await publishEdition(edition.id);
      notify({
        type: 'success',
        title: 'Edition published',
        description: `The ${month} edition is now public${replaced ? ' and replaces the one published before for that month' : ''}.`,
      });
      navigate(INDEX_ROUTES.list);
    } catch (err) {
      notify({ type: 'error', title: 'Not published', description: (err as Error).message });
      setBusy(false);
      setOpen(false);
    }
  };
  return (
    <>
      <Button colorPalette="brand" alignSelf="flex-start" onClick={() => setOpen(true)}>
        Publish
      </Button>
      <ConfirmDialog
        open={open}
        busy={busy}
        title={`Publish the ${month} edition?`}
        body={`The ${edition.companyCount} companies of this draft become the public index, the company reports and the open data at once. The publication is recorded in the audit log; you can withdraw it later.`}
        action="Publish"
        busyAction="Publishing..."
        onCancel={() => setOpen(false)}
        onConfirm={() => void publish()}
      />
    </>
  );
}
