import { staffDateTime } from '@pdpl/contracts';
import type { LeadDetail } from '@pdpl/contracts';
import { chakra, Grid } from '@pdpl/ui';
import { fieldLabel, fieldValue } from './lead-format';

const Term = chakra('dt', { base: { fontWeight: 'semibold' } });
const Value = chakra('dd', { base: { wordBreak: 'break-word', whiteSpace: 'pre-wrap' } });

/** One submission as a description list: when it came and reached Airtable, then every column it holds. */
export function LeadFieldList({ lead }: { lead: LeadDetail }) {
  const rows = [
    { name: 'Received', value: <time dateTime={lead.createdAt}>{staffDateTime(lead.createdAt)}</time> },
    { name: 'Synced to Airtable', value: lead.syncedAt ? <time dateTime={lead.syncedAt}>{staffDateTime(lead.syncedAt)}</time> : 'Not yet' },
    ...lead.fields.map((f) => ({ name: fieldLabel(f.name), value: fieldValue(f.value) })),
  ];
  return (
    <Grid as="dl" templateColumns={{ base: '1fr', sm: 'minmax(8rem, max-content) 1fr' }} columnGap="4" rowGap={{ base: '0', sm: '2' }}>
      {rows.map((r) => (
        <Grid key={r.name} gridColumn="1 / -1" templateColumns="subgrid" rowGap="0" mb={{ base: '2', sm: '0' }}>
          <Term>{r.name}</Term>
          <Value>{r.value}</Value>
        </Grid>
      ))}
    </Grid>
  );
}
