import type { EditionAuditEntry } from '@pdpl/contracts';
import { List, Text } from '@pdpl/ui';
import { formatDateTime, formatEditionMonth } from '../../../shared/format';

const ACTION: Record<EditionAuditEntry['action'], string> = { import: 'imported', publish: 'published', withdraw: 'withdrew' };

/** Who imported, published or withdrew which edition, newest first. */
export function EditionAuditList({ entries }: { entries: EditionAuditEntry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">Nothing recorded yet.</Text>;
  return (
    <List.Root as="ol" gap="2" listStyleType="none" data-testid="edition-audit">
      {entries.map((e) => (
        <List.Item key={e.id}>
          <Text as="span" color="fg.muted">
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            {' · '}
          </Text>
          {e.actor} {ACTION[e.action]} the {formatEditionMonth(e.month)} edition ({e.companyCount} {e.companyCount === 1 ? 'company' : 'companies'})
        </List.Item>
      ))}
    </List.Root>
  );
}
