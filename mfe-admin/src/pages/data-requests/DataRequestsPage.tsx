import { DATA_REQUEST_DEADLINE_DAYS } from '@pdpl/contracts';
import { Container, Heading, SectionCard, Stack, Text } from '@pdpl/ui';
import { DataRequestForm } from '../../features/data-requests/components/DataRequestForm';
import { DataRequestLogTable } from '../../features/data-requests/components/DataRequestLogTable';
import { FoundRecords } from '../../features/data-requests/components/FoundRecords';
import { useDataRequests } from '../../features/data-requests/use-data-requests';
import { AdminNav } from '../../features/guard/components/AdminNav';

export default function DataRequestsPage() {
  const { entries, found, lookUp, exportData, erase } = useDataRequests();
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <AdminNav />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Data-Subject Requests
          </Heading>
          <Text color="fg.muted">
            Answer a person who asks what is held about them, for a copy of it, or for its erasure. Under the PDPL a request must be answered
            within {DATA_REQUEST_DEADLINE_DAYS} days of its receipt; every answer is logged below with its deadline.
          </Text>
        </Stack>
        <SectionCard title="Request" id="request-title">
          <DataRequestForm actions={{ lookup: lookUp, export: exportData, erasure: erase }} />
        </SectionCard>
        {found && <FoundRecords found={found} />}
        <DataRequestLogTable entries={entries} />
      </Stack>
    </Container>
  );
}
