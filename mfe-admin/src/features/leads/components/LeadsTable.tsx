import { staffDateTime } from '@pdpl/contracts';
import type { LeadSummary } from '@pdpl/contracts';
import { Link, Table } from '@pdpl/ui';
import { DataTable } from '@pdpl/ui/staff';
import { useRef, useState } from 'react';
import { tableLabel } from '../../../shared/lead-format';
import { LeadDetailDialog } from './LeadDetailDialog';

/** One page of submissions, newest first as the server sends them; a name opens its submission. */
export function LeadsTable({ leads }: { leads: LeadSummary[] }) {
  const [selected, setSelected] = useState<LeadSummary | null>(null);
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  return (
    <>
      <DataTable columns={['Received', 'Type', 'Name', 'Email', 'Company']} data-testid="leads-table">
        {leads.map((lead) => (
          <Table.Row key={`${lead.table}/${lead.id}`}>
            <Table.Cell whiteSpace="nowrap">
              <time dateTime={lead.createdAt}>{staffDateTime(lead.createdAt)}</time>
            </Table.Cell>
            <Table.Cell>{tableLabel(lead.table)}</Table.Cell>
            <Table.Cell>
              <Link asChild color="brand.700" fontWeight="semibold" textAlign="start">
                <button
                  type="button"
                  aria-haspopup="dialog"
                  onClick={(e) => {
                    opener.current = e.currentTarget;
                    setSelected(lead);
                    setOpen(true);
                  }}
                >
                  {lead.name ?? lead.email}
                </button>
              </Link>
            </Table.Cell>
            <Table.Cell>{lead.email}</Table.Cell>
            <Table.Cell>{lead.company ?? '—'}</Table.Cell>
          </Table.Row>
        ))}
      </DataTable>
      <LeadDetailDialog lead={selected} open={open} onClose={() => setOpen(false)} opener={() => opener.current} />
    </>
  );
}
