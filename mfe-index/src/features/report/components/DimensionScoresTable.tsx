import { DIMENSIONS, type DimensionScores } from '@pdpl/contracts';
import { Table } from '@pdpl/ui';
import { formatScore } from '../../../shared/format';

interface Props {
  companyName: string;
  dimensions: DimensionScores;
  sectorAverages: DimensionScores;
}

/** The radar's values as a table: its text alternative, and a precise read for anyone who opens it. */
export function DimensionScoresTable({ companyName, dimensions, sectorAverages }: Props) {
  return (
    <Table.Root size="sm" data-testid="dimension-scores-table">
      <Table.Caption captionSide="top" textAlign="start" mb="2">
        PDPL compliance dimension scores of {companyName} (% of requirements met)
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Dimension</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Score
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            Sector average
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {DIMENSIONS.map((d) => (
          <Table.Row key={d.key}>
            <Table.Cell>{d.label}</Table.Cell>
            <Table.Cell textAlign="end">{formatScore(dimensions[d.key])}%</Table.Cell>
            <Table.Cell textAlign="end">{formatScore(sectorAverages[d.key])}%</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
