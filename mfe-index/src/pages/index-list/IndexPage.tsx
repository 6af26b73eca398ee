import { Badge, Box, Container, Heading, RemoteRoot, Spinner, Text } from '@pdpl/ui';
import { CompanyTable } from '../../features/companies/components/CompanyTable';
import { useCompanies } from '../../features/companies/use-companies';

function editionLabel(month: string): string {
  return new Date(`${month}T00:00:00Z`).toLocaleDateString('en-US', { year: 'numeric', month: 'long', timeZone: 'UTC' });
}

export default function IndexPage() {
  const state = useCompanies();
  return (
    <RemoteRoot remote="mfe_index" build={__BUILD_ID__}>
      <Container maxW="6xl" py={{ base: '10', md: '14' }}>
        <Heading as="h1" size="3xl" mb="2">
          PDPL Compliance Index – Saudi Arabia
        </Heading>
        <Text color="fg.muted" mb="6">
          Monthly scoring of leading Saudi companies for PDPL readiness.
        </Text>
        {state.status === 'loading' && (
          <Box display="flex" alignItems="center" gap="3" py="10" role="status">
            <Spinner color="brand.500" />
            <Text>Loading...</Text>
          </Box>
        )}
        {state.status === 'failed' && (
          <Text role="alert" color="red.600">
            The index could not be loaded. Please try again later.
          </Text>
        )}
        {state.status === 'loaded' && (
          <>
            {state.data.edition && (
              <Box mb="4" display="flex" gap="3" alignItems="center" flexWrap="wrap">
                <Text>{editionLabel(state.data.edition.month)} edition · {state.data.records.length} companies</Text>
                {state.data.edition.isSample && (
                  <Badge colorPalette="orange" variant="subtle" data-testid="sample-data-badge">
                    Sample data: fictional companies for demonstration
                  </Badge>
                )}
              </Box>
            )}
            <CompanyTable companies={state.data.records} />
          </>
        )}
      </Container>
    </RemoteRoot>
  );
}
