import { Card, Container, Heading, Stack, Text } from '@pdpl/ui';
import { AdminNav } from '../../features/guard/components/AdminNav';
import { LeadsFilterForm } from '../../features/leads/components/LeadsFilterForm';
import { LeadsResults } from '../../features/leads/components/LeadsResults';
import { useLeads } from '../../features/leads/use-leads';

export default function LeadsPage() {
  const { filter, result, loading, applyFilter, goToPage } = useLeads();
  return (
    <Container maxW="6xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <AdminNav />
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            Leads Inbox
          </Heading>
          <Text color="fg.muted">
            Every submission of the site&apos;s forms, newest first: filter by table, date or person, open one to read all its fields, or export
            the filtered list as CSV.
          </Text>
        </Stack>
        <Card.Root as="section" aria-labelledby="filters-title">
          <Card.Header>
            <Card.Title as="h2" id="filters-title">
              Filters
            </Card.Title>
          </Card.Header>
          <Card.Body>
            <LeadsFilterForm filter={filter} onApply={applyFilter} />
          </Card.Body>
        </Card.Root>
        <LeadsResults filter={filter} result={result} loading={loading} onPage={goToPage} />
      </Stack>
    </Container>
  );
}
