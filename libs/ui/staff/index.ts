// @pdpl/ui/staff: the frames, tables and confirmations of the staff pages (admin and analysts). An
// entry of its own, outside the shared @pdpl/ui singleton, so public pages do not carry them; like
// @pdpl/ui/form (../form/index.ts), everything here reaches Chakra through the shared '@pdpl/ui'.
export { AuditList } from './AuditList';
export { ConfirmDialog } from './ConfirmDialog';
export { DataTable } from './DataTable';
export { SectionCard } from './SectionCard';
export { StaffPageFrame } from './StaffPageFrame';
