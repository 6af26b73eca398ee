import { DIMENSIONS, type DimensionScores } from '@pdpl/contracts';
import { useFormatters } from '@pdpl/platform';
import { Table } from '@pdpl/ui';
import { useReportMessages } from '../i18n';
import { useIndexContractText } from '../../../shared/i18n';

interface Props {
  companyName: string;
  dimensions: DimensionScores;
  sectorAverages: DimensionScores;
}

/** The radar's values as a table: its text alternative, and a precise read for anyone who opens it. */
export function DimensionScoresTable({ companyName, dimensions, sectorAverages }: Props) {
  const t = useReportMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  const percent = (value: number) => t('index.report.percent', { value: format.score(value) });
  return (
    <Table.Root size="sm" data-testid="dimension-scores-table">
      <Table.Caption captionSide="top" textAlign="start" mb="2">
        {t('index.report.table.caption', { company: companyName })}
      </Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">{t('index.report.table.dimension')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {t('index.report.table.score')}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col" textAlign="end">
            {t('index.report.table.sectorAverage')}
          </Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {DIMENSIONS.map((d) => (
          <Table.Row key={d.key}>
            <Table.Cell>{tc(d.label)}</Table.Cell>
            <Table.Cell textAlign="end">{percent(dimensions[d.key])}</Table.Cell>
            <Table.Cell textAlign="end">{percent(sectorAverages[d.key])}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
