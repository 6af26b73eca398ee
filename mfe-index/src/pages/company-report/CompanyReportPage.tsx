import { companyDetailsPath, companyReportPath, editionListPath } from '@pdpl/contracts';
import { useLocation, useNavigate, useParams, usePageMeta } from '@pdpl/platform';
import { Box, Button, Container, HStack, Spinner, Stack, Text } from '@pdpl/ui';
import { BadgeEmbed } from '../../features/report/components/BadgeEmbed';
import { InsightCards } from '../../features/report/components/InsightCards';
import { RadarSection } from '../../features/report/components/RadarSection';
import { ReportOverview } from '../../features/report/components/ReportOverview';
import { ScoreHistory } from '../../features/report/components/ScoreHistory';
import { SectorRankingsCard } from '../../features/report/components/SectorRankingsCard';
import { useReportMessages } from '../../features/report/i18n';
import { useCompanyReport } from '../../features/report/use-company-report';
import { UntranslatedNotice, useCompanyText, useLacksArabic } from '../../shared/localized-text';
import { readPassedCompany } from '../../shared/passed-company';
import { PastEditionNotice, usePageEdition } from '../../shared/edition';

/**
 * One company's report (index-blog-admin.md §2.3). A record passed along from a link paints at
 * once; the full report replaces it when it arrives. No data: an empty page and a toast (§8).
 */
export default function CompanyReportPage() {
  const t = useReportMessages();
  const companyText = useCompanyText();
  const companyId = useParams().companyId ?? '';
  const navigate = useNavigate();
  const month = usePageEdition();
  const state = useCompanyReport(companyId, month);
  const passed = readPassedCompany(useLocation().state, companyId);
  const report = state.status === 'loaded' ? state.report : null;
  const company = report ?? (state.status === 'loading' ? (passed?.company ?? null) : null);
  usePageMeta(
    company
      ? {
          title: t('index.report.documentTitle', { company: companyText(company.companyName, company.ar?.companyName) }),
          description: t('index.report.documentDescription', { score: company.score }),
        }
      : null,
  );
  const lacksArabic = useLacksArabic(
    report ? [[report.companyName, report.ar?.companyName], [report.companyDescription, report.ar?.companyDescription], [report.strengths, report.ar?.strengths], [report.criticalIssues, report.ar?.criticalIssues], [report.recommendations, report.ar?.recommendations]] : [],
  );

  return (
    <>
      {company ? (
        <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
          <HStack justify="space-between" mb="6" flexWrap="wrap" gap="3">
            <Button variant="ghost" onClick={() => navigate(`${editionListPath(month)}${passed?.listSearch ?? ''}`)}>
              <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
                ←
              </Box>{' '}
              {t('index.report.back')}
            </Button>
            <Button colorPalette="brand" onClick={() => navigate(companyDetailsPath(company.id, month))}>
              {t('index.report.details')}
            </Button>
          </HStack>
          <PastEditionNotice edition={report?.edition} currentPath={companyReportPath(companyId)} />
          <UntranslatedNotice show={lacksArabic} />
          <Stack gap="8">
            <ReportOverview company={company} report={report} />
            {report ? (
              <>
                <SectorRankingsCard report={report} />
                <InsightCards report={report} />
                <RadarSection report={report} />
                <ScoreHistory report={report} />
                <BadgeEmbed report={report} />
              </>
            ) : (
              <Box display="flex" alignItems="center" gap="3" role="status">
                <Spinner color="brand.500" />
                <Text>{t('index.report.loading')}</Text>
              </Box>
            )}
          </Stack>
        </Container>
      ) : (
        state.status === 'loading' && (
          <Box display="flex" alignItems="center" justifyContent="center" gap="3" py="16" role="status">
            <Spinner color="brand.500" />
            <Text>{t('index.report.loading')}</Text>
          </Box>
        )
      )}
    </>
  );
}
