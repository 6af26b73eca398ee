import { companyDetailsPath, companyReportPath } from '@pdpl/contracts';
import { useNavigate, useParams, usePageMeta } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, Spinner, Text } from '@pdpl/ui';
import { DimensionList } from '../../features/details/components/DimensionList';
import { useDetailsMessages } from '../../features/details/i18n';
import { useCompanyDetails } from '../../features/details/use-company-details';
import { UntranslatedNotice, useCompanyText, useLacksArabic } from '../../shared/localized-text';
import { PastEditionNotice, usePageEdition } from '../../shared/edition';

/** /PDPLComplianceIndex/:companyId/details (or an edition's): the 19 dimensions of one company (index-blog-admin.md §2.4). */
export default function CompanyDetailsPage() {
  const t = useDetailsMessages();
  const companyText = useCompanyText();
  const { companyId = '' } = useParams();
  const navigate = useNavigate();
  const month = usePageEdition();
  const state = useCompanyDetails(companyId, month);
  const companyName = state.status === 'loaded' ? companyText(state.data.companyName, state.data.ar?.companyName) : null;
  const lacksArabic = useLacksArabic(
    state.status === 'loaded' ? state.data.sections.flatMap((s) => (['reason', 'bestPractices', 'criticalIssues', 'recommendations'] as const).map((k) => [s[k], s.ar?.[k]] as const)) : [],
  );

  usePageMeta(
    companyName
      ? { title: t('index.details.documentTitle', { company: companyName }), description: t('index.details.documentDescription', { company: companyName }) }
      : null,
  );

  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }}>
      <Button variant="outline" size="sm" mb="6" onClick={() => navigate(companyReportPath(companyId, month))}>
        <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
          ←
        </Box>{' '}
        {t('index.details.back')}
      </Button>
      {companyName && (
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }} mb="2" overflowWrap="anywhere">
          {companyName}
        </Heading>
      )}
      <Text fontSize={{ base: 'lg', md: 'xl' }} fontWeight="semibold" color="brand.700" mb="1">
        {t('index.details.subtitle')}
      </Text>
      <Text color="fg.muted" mb="8">
        {t('index.details.breakdown')}
      </Text>
      <PastEditionNotice edition={state.status === 'loaded' ? state.data.edition : null} currentPath={companyDetailsPath(companyId)} />
      <UntranslatedNotice show={lacksArabic} />
      {state.status === 'loading' && (
        <HStack justify="center" py="16" role="status">
          <Spinner size="lg" color="brand.600" />
          <Text>{t('index.details.loading')}</Text>
        </HStack>
      )}
      {state.status === 'loaded' && <DimensionList sections={state.data.sections} rubricVersion={state.data.rubricVersion} />}
    </Container>
  );
}
