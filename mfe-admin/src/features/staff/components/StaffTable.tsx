import { STAFF_ROLE_LABELS, staffDateTime, type StaffMember } from '@pdpl/contracts';
import { Badge, Button, HStack, Table } from '@pdpl/ui';
import { DataTable } from '@pdpl/ui/staff';
import type { StaffAction } from '../api/change-staff-access';

const STATUS_COLOR = { active: 'green', invited: 'blue', disabled: 'gray' } as const;
const when = (iso: string | null) => (iso ? staffDateTime(iso) : 'Never');

interface Props {
  staff: StaffMember[];
  /** The signed-in admin, who cannot disable their own account. */
  selfId: number;
  onAction: (member: StaffMember, action: StaffAction) => void;
}

export function StaffTable({ staff, selfId, onAction }: Props) {
  return (
    <DataTable columns={['Email', 'Role', 'Status', 'Two-factor', 'Last sign-in', 'Actions']} data-testid="staff-table">
      {staff.map((m) => (
        <Table.Row key={m.id}>
          <Table.Cell>{m.email}</Table.Cell>
          <Table.Cell>{STAFF_ROLE_LABELS[m.role]}</Table.Cell>
          <Table.Cell>
            <Badge colorPalette={STATUS_COLOR[m.status]} variant="subtle">
              {m.status}
            </Badge>
          </Table.Cell>
          <Table.Cell>{m.twoFactor ? 'On' : 'Off'}</Table.Cell>
          <Table.Cell whiteSpace="nowrap">{when(m.lastLoginAt)}</Table.Cell>
          <Table.Cell>
            <HStack gap="2">
              {m.id !== selfId &&
                (m.status === 'disabled' ? (
                  <Button size="xs" variant="outline" onClick={() => onAction(m, 'enable')} aria-label={`Enable ${m.email}`}>
                    Enable
                  </Button>
                ) : (
                  <Button size="xs" variant="outline" colorPalette="red" onClick={() => onAction(m, 'disable')} aria-label={`Disable ${m.email}`}>
                    Disable
                  </Button>
                ))}
              {m.status !== 'disabled' && (
                <Button size="xs" variant="ghost" onClick={() => onAction(m, 'password-reset')} aria-label={`Send password reset to ${m.email}`}>
                  Send password reset
                </Button>
              )}
            </HStack>
          </Table.Cell>
        </Table.Row>
      ))}
    </DataTable>
  );
}
