import type { CompanyRow } from '@pdpl/contracts';
import { Table } from '@pdpl/ui';
import { formatScore } from '../../../shared/format';

/** The first page of the public list as it will be once published: best score first, as the index ranks. */
export function PublicListPreview({ rows }: { rows: CompanyRow[] }) {
  return (
    <Table.Root size="sm" striped data-testid="public-list-preview">
      <Table.Caption srOnly>The first {rows.length} companies of the public list after publishing</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col" textAlign="end" w="3.5rem">
            Rank
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Company</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Sector</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Score
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map((c, i) => (
          <Table.Row key={c.id}>
            <Table.Cell textAlign="end" color="fg.muted">
              {i + 1}
            </Table.Cell>
            <Table.Cell fontWeight="medium">{c.companyName}</Table.Cell>
            <Table.Cell>{c.sector}</Table.Cell>
            <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
              {formatScore(c.score)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
