import { companyReportPath } from '@pdpl/contracts';
import { useNavigate, useParams, usePageMeta } from '@pdpl/platform';
import { Button, Container, Heading, HStack, RemoteRoot, Spinner, Text } from '@pdpl/ui';
import { DimensionList } from '../../features/details/components/DimensionList';
import { DETAILS_MESSAGES as M } from '../../features/details/messages';
import { useCompanyDetails } from '../../features/details/use-company-details';

/** /PDPLComplianceIndex/:companyId/details: the 19 dimensions of one company (index-blog-admin.md §2.4). */
export default function CompanyDetailsPage() {
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const state = useCompanyDetails(companyId);
  const companyName = state.status === 'loaded' ? state.data.companyName : null;

  usePageMeta(
    companyName
      ? { title: `${companyName} - ${M.subtitle}`, description: `All 19 PDPL compliance dimensions of ${companyName}, each with its score, reasons, best practices, critical issues and recommendations.` }
      : null,
  );

  return (
    <RemoteRoot remote="mfe_index" build={__BUILD_ID__}>
      <Container maxW="4xl" py={{ base: '8', md: '14' }}>
        <Button variant="outline" size="sm" mb="6" onClick={() => navigate(companyReportPath(companyId))}>
          <span aria-hidden="true">←</span> {M.back}
        </Button>
        {companyName && (
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2" overflowWrap="anywhere">
            {companyName}
          </Heading>
        )}
        <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="brand.700" mb="1">
          {M.subtitle}
        </Text>
        <Text color="fg.muted" mb="8">
          {M.breakdown}
        </Text>
        {state.status === 'loading' && (
          <HStack justify="center" py="16" role="status">
            <Spinner size="lg" color="brand.600" />
            <Text>{M.loading}</Text>
          </HStack>
        )}
        {state.status === 'loaded' && <DimensionList sections={state.data.sections} />}
      </Container>
    </RemoteRoot>
  );
}
