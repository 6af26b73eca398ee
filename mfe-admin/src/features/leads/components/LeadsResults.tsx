import { LEADS_MESSAGES, type LeadsFilter, type LeadsPage } from '@pdpl/contracts';
import { Button, Loading, Text } from '@pdpl/ui';
import { SectionCard } from '@pdpl/ui/staff';
import { exportCsvUrl } from '../leads-filter';
import { LeadsPagination } from './LeadsPagination';
import { LeadsTable } from './LeadsTable';

interface Props {
  filter: LeadsFilter;
  result: LeadsPage | null;
  loading: boolean;
  onPage: (page: number) => void;
}

const counted = (total: number) => `${total} ${total === 1 ? 'submission' : 'submissions'}`;

/** The filtered submissions: how many, the page of them, paging, and the CSV of all of them. */
export function LeadsResults({ filter, result, loading, onPage }: Props) {
  const pageCount = result ? Math.max(1, Math.ceil(result.total / result.pageSize)) : 1;
  return (
    <SectionCard
      title="Submissions"
      id="submissions-title"
      actions={
        // A plain link: the browser streams the file, however many rows match.
        <Button asChild variant="outline" colorPalette="brand" size="sm">
          <a href={exportCsvUrl(filter)} download>
            Export CSV
          </a>
        </Button>
      }
      description={
        result && (
          <Text color="fg.muted" role="status">
            {counted(result.total)}
          </Text>
        )
      }
    >
      {loading || !result ? (
        <Loading />
      ) : result.leads.length === 0 ? (
        <Text color="fg.muted">{LEADS_MESSAGES.empty}</Text>
      ) : (
        <LeadsTable leads={result.leads} />
      )}
      {result && result.total > 0 && <LeadsPagination page={filter.page} pageCount={pageCount} onPage={onPage} />}
    </SectionCard>
  );
}
