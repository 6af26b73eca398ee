import { DATA_REQUEST_DEADLINE_DAYS } from '@pdpl/contracts';
import { SectionCard, StaffPageFrame } from '@pdpl/ui/staff';
import { DataRequestForm } from '../../features/data-requests/components/DataRequestForm';
import { DataRequestLogTable } from '../../features/data-requests/components/DataRequestLogTable';
import { FoundRecords } from '../../features/data-requests/components/FoundRecords';
import { useDataRequests } from '../../features/data-requests/use-data-requests';
import { AdminNav } from '../../features/guard/components/AdminNav';

export default function DataRequestsPage() {
  const { entries, found, lookUp, exportData, erase } = useDataRequests();
  return (
    <StaffPageFrame
      nav={<AdminNav />}
      title="Data-Subject Requests"
      intro={
        <>
          Answer a person who asks what is held about them, for a copy of it, or for its erasure. Under the PDPL a request must be answered within{' '}
          {DATA_REQUEST_DEADLINE_DAYS} days of its receipt; every answer is logged below with its deadline.
        </>
      }
    >
      <SectionCard title="Request" id="request-title">
        <DataRequestForm actions={{ lookup: lookUp, export: exportData, erasure: erase }} />
      </SectionCard>
      {found && <FoundRecords found={found} />}
      <DataRequestLogTable entries={entries} />
    </StaffPageFrame>
  );
}
