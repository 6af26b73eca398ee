import { DIMENSION_CHECKS, DIMENSIONS } from '@pdpl/contracts';
import { useFormatters } from '@pdpl/platform';
import { Table } from '@pdpl/ui';
import { useMethodologyMessages } from '../i18n';
import { useIndexContractText } from '../../../shared/i18n';

/** The 19 dimensions, named as the detailed analysis names them, each with what it checks. */
export function DimensionTable() {
  const t = useMethodologyMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  return (
    <Table.Root size="sm" data-testid="dimension-table">
      <Table.Caption srOnly>{t('index.methodology.table.caption')}</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col" w="2.5rem" textAlign="end">
            {t('index.methodology.table.number')}
          </Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t('index.methodology.table.dimension')}</Table.ColumnHeader>
          <Table.ColumnHeader scope="col">{t('index.methodology.table.checks')}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {DIMENSIONS.map((d, i) => (
          <Table.Row key={d.key}>
            <Table.Cell textAlign="end" color="fg.muted" verticalAlign="top">
              {format.number(i + 1)}
            </Table.Cell>
            <Table.Cell as="th" scope="row" fontWeight="semibold" verticalAlign="top" textAlign="start">
              {tc(d.section)}
            </Table.Cell>
            <Table.Cell>{tc(DIMENSION_CHECKS[d.key])}</Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
