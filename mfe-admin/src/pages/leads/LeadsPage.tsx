import { SectionCard, StaffPageFrame } from '@pdpl/ui/staff';
import { AdminNav } from '../../features/guard/components/AdminNav';
import { LeadsFilterForm } from '../../features/leads/components/LeadsFilterForm';
import { LeadsResults } from '../../features/leads/components/LeadsResults';
import { useLeads } from '../../features/leads/use-leads';

export default function LeadsPage() {
  const { filter, result, loading, applyFilter, goToPage } = useLeads();
  return (
    <StaffPageFrame
      nav={<AdminNav />}
      title="Leads Inbox"
      intro="Every submission of the site's forms, newest first: filter by table, date or person, open one to read all its fields, or export the filtered list as CSV."
      maxW="6xl"
    >
      <SectionCard title="Filters" id="filters-title">
        <LeadsFilterForm filter={filter} onApply={applyFilter} />
      </SectionCard>
      <LeadsResults filter={filter} result={result} loading={loading} onPage={goToPage} />
    </StaffPageFrame>
  );
}
