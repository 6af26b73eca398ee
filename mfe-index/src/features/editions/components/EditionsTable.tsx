import { editionPreviewPath, type EditionListItem } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, Link, Table, Text } from '@pdpl/ui';
import { ConfirmDialog, DataTable } from '@pdpl/ui/staff';
import { useState } from 'react';
import { formatDateTime, formatEditionMonth } from '../../../shared/format';
import { EditionStatusBadge } from './EditionStatusBadge';

const by = (who: string | null, at: string | null) => (at ? `${who ?? 'Command line'}, ${formatDateTime(at)}` : '–');

/** Every edition, newest month first: drafts link to their preview, published editions can be withdrawn. */
export function EditionsTable({ editions, onWithdraw }: { editions: EditionListItem[]; onWithdraw: (edition: EditionListItem) => Promise<void> }) {
  const [asked, setAsked] = useState<EditionListItem | null>(null);
  const [busy, setBusy] = useState(false);
  if (editions.length === 0) return <Text color="fg.muted">No edition yet: import the first one below.</Text>;
  const confirm = async () => {
    if (!asked) return;
    setBusy(true);
    await onWithdraw(asked);
    setBusy(false);
    setAsked(null);
  };
  return (
    <>
      <DataTable
        columns={['Month', 'Status', { label: 'Companies', end: true }, 'Created', 'Published', 'Withdrawn', 'Actions']}
        caption="Editions of the index, newest month first"
        data-testid="editions-table"
      >
        {editions.map((e) => {
          const month = formatEditionMonth(e.month);
          return (
            <Table.Row key={e.id} data-testid="edition-row" data-month={e.month}>
              <Table.Cell fontWeight="medium">
                {month}
                {e.isSample && (
                  <Text as="span" color="fg.muted" fontSize="xs">
                    {' '}
                    (sample)
                  </Text>
                )}
              </Table.Cell>
              <Table.Cell>
                <EditionStatusBadge status={e.status} />
              </Table.Cell>
              <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                {e.companyCount}
              </Table.Cell>
              <Table.Cell>{by(e.createdBy, e.createdAt)}</Table.Cell>
              <Table.Cell>{by(e.publishedBy, e.publishedAt)}</Table.Cell>
              <Table.Cell>{by(e.withdrawnBy, e.withdrawnAt)}</Table.Cell>
              <Table.Cell>
                {e.status === 'draft' && (
                  <Link asChild color="brand.700" fontWeight="medium">
                    <RouterLink to={editionPreviewPath(e.id)} aria-label={`Preview the ${month} draft`}>
                      Preview
                    </RouterLink>
                  </Link>
                )}
                {e.status === 'published' && (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => setAsked(e)} aria-label={`Withdraw the ${month} edition`}>
                    Withdraw
                  </Button>
                )}
              </Table.Cell>
            </Table.Row>
          );
        })}
      </DataTable>
      <ConfirmDialog
        open={asked !== null}
        busy={busy}
        title={asked ? `Withdraw the ${formatEditionMonth(asked.month)} edition?` : ''}
        body="The edition stops being public at once: the index, the company reports and the open data show the previous published edition again. The withdrawal is recorded in the audit log."
        action="Withdraw"
        busyAction="Withdrawing..."
        colorPalette="red"
        onCancel={() => setAsked(null)}
        onConfirm={() => void confirm()}
      />
    </>
  );
}
