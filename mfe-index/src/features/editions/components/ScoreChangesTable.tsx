import type { EditionScoreChange } from '@pdpl/contracts';
import { Table, Text } from '@pdpl/ui';
import { formatScore } from '../../../shared/format';
import { formatChange } from '../model/changes';

/** The largest changes of overall score against the current edition, biggest first. */
export function ScoreChangesTable({ changes }: { changes: EditionScoreChange[] }) {
  if (changes.length === 0) return <Text color="fg.muted">No company present in both editions changed its score.</Text>;
  return (
    <Table.Root size="sm" data-testid="score-changes">
      <Table.Caption srOnly>Biggest changes of overall score</Table.Caption>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader scope="col">Company</Table.ColumnHeader>
          {['Before', 'After', 'Change'].map((label) => (
            <Table.ColumnHeader key={label} scope="col" textAlign="end">
              {label}
            </Table.ColumnHeader>
          ))}
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {changes.map((c) => (
          <Table.Row key={c.id}>
            <Table.Cell>{c.companyName}</Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatScore(c.before)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
              {formatScore(c.after)}
            </Table.Cell>
            <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums" fontWeight="semibold" color={c.delta > 0 ? 'green.700' : 'red.700'}>
              {formatChange(c.delta)}
            </Table.Cell>
          </Table.Row>
        ))}
      </Table.Body>
    </Table.Root>
  );
}
