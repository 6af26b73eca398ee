import type { StaffAuditEntry, StaffMember } from '@pdpl/contracts';
import { notify } from '@pdpl/ui';
import { useCallback, useEffect, useState } from 'react';
import { changeStaffAccess, type StaffAction } from './api/change-staff-access';
import { fetchStaff } from './api/fetch-staff';
import { fetchStaffAudit } from './api/fetch-staff-audit';

const DONE: Record<StaffAction, (email: string) => string> = {
  disable: (email) => `${email} is disabled and signed out everywhere.`,
  enable: (email) => `${email} can sign in again.`,
  'password-reset': (email) => `${email} will receive a link to choose a new password.`,
};

/** The staff list and audit log, reloaded after every change. */
export function useStaff() {
  const [staff, setStaff] = useState<StaffMember[] | null>(null);
  const [audit, setAudit] = useState<StaffAuditEntry[]>([]);
  const reload = useCallback(async () => {
    try {
      const [list, log] = await Promise.all([fetchStaff(), fetchStaffAudit()]);
      setStaff(list.staff);
      setAudit(log.entries);
    } catch (err) {
      notify({ type: 'error', title: 'Could not load staff accounts', description: (err as Error).message });
    }
  }, []);
  useEffect(() => void reload(), [reload]);

  const act = async (member: StaffMember, action: StaffAction) => {
    try {
      await changeStaffAccess(member.id, action);
      notify({ type: 'success', title: 'Done', description: DONE[action](member.email) });
    } catch (err) {
      notify({ type: 'error', title: 'Not done', description: (err as Error).message });
    }
    await reload();
  };
  return { staff, audit, reload, act };
}
