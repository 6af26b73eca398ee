import { List, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';

interface Props {
  /** Newest first: when, and who did what. */
  entries: { id: number; at: string; what: ReactNode }[];
  /** How a time reads (the staff pages' format); the design system formats nothing of its own. */
  formatTime: (iso: string) => string;
  'data-testid'?: string;
}

/** A staff page's audit log (accounts, index editions): each line its time, then who did what. */
export function AuditList({ entries, formatTime, 'data-testid': testId }: Props) {
  if (entries.length === 0) return <Text color="fg.muted">Nothing recorded yet.</Text>;
  return (
    <List.Root as="ol" gap="2" listStyleType="none" data-testid={testId}>
      {entries.map((e) => (
        <List.Item key={e.id}>
          <Text as="span" color="fg.muted">
            <time dateTime={e.at}>{formatTime(e.at)}</time>
            {' · '}
          </Text>
          {e.what}
        </List.Item>
      ))}
    </List.Root>
  );
}
