import { staffDateTime } from '@pdpl/contracts';
import type { StaffAuditEntry } from '@pdpl/contracts';
import { List, Text } from '@pdpl/ui';

const ACTION: Record<StaffAuditEntry['action'], string> = {
  invited: 'invited',
  disabled: 'disabled',
  enabled: 'enabled',
  password_reset_sent: 'sent a password reset to',
  password_set: 'set the password of',
};

/** Who did what to which account, newest first. */
export function StaffAuditList({ entries }: { entries: StaffAuditEntry[] }) {
  if (entries.length === 0) return <Text color="fg.muted">Nothing recorded yet.</Text>;
  return (
    <List.Root as="ol" gap="2" listStyleType="none" data-testid="staff-audit">
      {entries.map((e) => (
        <List.Item key={e.id}>
          <Text as="span" color="fg.muted">
            <time dateTime={e.createdAt}>{staffDateTime(e.createdAt)}</time>
            {' · '}
          </Text>
          {e.actorEmail ?? 'Someone'} {ACTION[e.action]} {e.targetEmail}
        </List.Item>
      ))}
    </List.Root>
  );
}
