import { DIMENSION_CHECKS, DIMENSIONS } from '@pdpl/contracts';
import { Table } from '@pdpl/ui';

/** The 19 dimensions, named as the detailed analysis names them, each with what it checks. */
export function DimensionTable() {
  return (
    <Table.Root size="sm" data-testid="dimension-table">
      <Table.Caption srOnly>The 19 dimensions of the index and what each checks</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col" w="2.5rem" textAlign="end">
            #
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">Dimension</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">What it checks</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {DIMENSIONS.map((d, i) => (
          <Table.Row key={d.key}>
            <Table.Cell textAlign="end" color="fg.muted" verticalAlign="top">
              {i + 1}
            </Table.Cell>
            <Table.Cell as="th" scope="row" fontWeight="semibold" verticalAlign="top" textAlign="start">
              {d.section}
            </Table.Cell>
            <Table.Cell>{DIMENSION_CHECKS[d.key]}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
