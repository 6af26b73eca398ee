import type { SectorAverageChange } from '@pdpl/contracts';
import { Table } from '@pdpl/ui';
import { formatAverage } from '../model/changes';

/** Each sector's average overall score in the current edition and in the draft. */
export function SectorAveragesTable({ sectors }: { sectors: SectorAverageChange[] }) {
  return (
    <Table.Root size="sm" data-testid="sector-averages">
      <Table.Caption srOnly>Sector averages before and after publishing</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Sector</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Before
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            After
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {sectors.map((s) => (
          <Table.Row key={s.sector}>
            <Table.Cell>{s.sector}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatAverage(s.before)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatAverage(s.after)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
