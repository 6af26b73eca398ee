import { staffDateTime, type StaffAuditEntry } from '@pdpl/contracts';
import { AuditList } from '@pdpl/ui/staff';

const ACTION: Record<StaffAuditEntry['action'], string> = {
  invited: 'invited',
  disabled: 'disabled',
  enabled: 'enabled',
  password_reset_sent: 'sent a password reset to',
  password_set: 'set the password of',
};

/** Who did what to which account, newest first. */
export function StaffAuditList({ entries }: { entries: StaffAuditEntry[] }) {
  return (
    <AuditList
      entries={entries.map((e) => ({ id: e.id, at: e.createdAt, what: `${e.actorEmail ?? 'Someone'} ${ACTION[e.action]} ${e.targetEmail}` }))}
      formatTime={staffDateTime}
      data-testid="staff-audit"
    />
  );
}
