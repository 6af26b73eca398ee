import { Loading } from '@pdpl/ui';
import { SectionCard, StaffPageFrame } from '@pdpl/ui/staff';
import { useAuth } from '@pdpl/platform';
import { AdminNav } from '../../features/guard/components/AdminNav';
import { InviteForm } from '../../features/staff/components/InviteForm';
import { StaffAuditList } from '../../features/staff/components/StaffAuditList';
import { StaffTable } from '../../features/staff/components/StaffTable';
import { useStaff } from '../../features/staff/use-staff';

export default function StaffPage() {
  const { user } = useAuth();
  const { staff, audit, reload, act } = useStaff();
  return (
    <StaffPageFrame nav={<AdminNav />} title="Staff Accounts" intro="Invite admins and index analysts, manage their access, and see who changed what.">
      <SectionCard title="Invite a staff member" id="invite-title">
        <InviteForm onInvited={() => void reload()} />
      </SectionCard>
      <SectionCard title="Accounts" id="accounts-title">
        {staff === null ? <Loading /> : <StaffTable staff={staff} selfId={user?.id ?? 0} onAction={(m, a) => void act(m, a)} />}
      </SectionCard>
      <SectionCard title="Audit log" id="audit-title">
        <StaffAuditList entries={audit} />
      </SectionCard>
    </StaffPageFrame>
  );
}
