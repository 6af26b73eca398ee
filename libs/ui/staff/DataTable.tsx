import { Box, Table } from '@pdpl/ui';
import type { ReactNode } from 'react';

/** A column's header; `end` aligns a column of numbers to the end. */
type Column = string | { label: string; end?: boolean };

interface Props {
  columns: Column[];
  /** Names the table for screen readers only. */
  caption?: string;
  /** The rows (Table.Row). */
  children: ReactNode;
  'data-testid'?: string;
}

/** The staff pages' table of records: a small table with its column headers, scrolling sideways on narrow screens. */
export function DataTable({ columns, caption, children, 'data-testid': testId }: Props) {
  return (
    <Box overflowX="auto">
      <Table.Root size="sm" data-testid={testId}>
        {caption && <Table.Caption srOnly>{caption}</Table.Caption>}
        <Table.Header>
          <Table.Row>
            {columns.map((column) => {
              const { label, end } = typeof column === 'string' ? { label: column, end: false } : column;
              return (
                <Table.ColumnHeader key={label} scope="col" textAlign={end ? 'end' : undefined}>
                  {label}
                </Table.ColumnHeader>
              );
            })}
          </Table.Row>
        </Table.Header>
        <Table.Body>{children}</Table.Body>
      </Table.Root>
    </Box>
  );
}
