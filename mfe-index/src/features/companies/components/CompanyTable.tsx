import type { CompanyRow } from '@pdpl/contracts';
import { Table } from '@pdpl/ui';

export function CompanyTable({ companies }: { companies: CompanyRow[] }) {
  return (
    <Table.ScrollArea borderWidth="1px" borderRadius="lg">
      <Table.Root size="md" striped>
        <Table.Caption srOnly>Companies ranked by overall PDPL score</Table.Caption>
        <Table.Header>
          <Table.Row>
            <Table.ColumnHeader scope="col">Company</Table.ColumnHeader>
            <Table.ColumnHeader scope="col">Sector</Table.ColumnHeader>
            <Table.ColumnHeader scope="col" textAlign="end">
              Score
            </Table.ColumnHeader>
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {companies.map((c) => (
            <Table.Row key={c.id} data-testid="company-row">
              <Table.Cell fontWeight="medium">{c.companyName}</Table.Cell>
              <Table.Cell>{c.sector}</Table.Cell>
              <Table.Cell textAlign="end">{c.score.toFixed(1)}</Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Table.ScrollArea>
  );
}
