import type { CompanyReport } from '@pdpl/contracts';
import type { PassedCompany } from '../../../shared/passed-company';
import { Badge, HStack, Link, Stack, Text, Heading, Box, SimpleGrid } from '@pdpl/ui';
import { useFormatters } from '@pdpl/platform';
import type { ReactNode } from 'react';
import { ChangeText } from '../../../shared/ChangeText';
import { useCompanyText } from '../../../shared/localized-text';
import { useReportMessages } from '../i18n';
import { useIndexContractText } from '../../../shared/i18n';

interface Props {
  /** The record passed along from the list, or the full report once it has arrived. */
  company: PassedCompany;
  report: CompanyReport | null;
}

function Fact({ label, value, testId, children }: { label: string; value: string; testId?: string; children?: ReactNode }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="xl" p="4">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="bold">
        <span data-testid={testId}>{value}</span>
        {children}
      </Text>
    </Stack>
  );
}

/** Name, description, sector, links, overall score, report date and ranks (index-blog-admin.md §2.3). */
export function ReportOverview({ company, report }: Props) {
  const t = useReportMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  const companyText = useCompanyText();
  const reportDate = (date: string | null) => (date ? format.date(date.slice(0, 10)) : t('index.report.notAvailable'));
  const description = companyText(company.companyDescription ?? '', company.ar?.companyDescription);
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {companyText(company.companyName, company.ar?.companyName)}
        </Heading>
        {description && <Text color="fg.muted">{description}</Text>}
        <HStack gap="3" flexWrap="wrap">
          <Text>
            <Text as="span" fontWeight="semibold">
              {t('index.report.sector')}
            </Text>{' '}
            {tc(company.sector)}
          </Text>
          {report?.edition.isSample && (
            <Badge colorPalette="orange" variant="subtle">
              {t('index.report.sampleBadge')}
            </Badge>
          )}
        </HStack>
        {report && (report.homepageUrl || report.privacyPolicyUrl) && (
          <HStack gap="5" flexWrap="wrap">
            {report.homepageUrl && (
              <Link href={report.homepageUrl} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
                {t('index.report.website')}
              </Link>
            )}
            {report.privacyPolicyUrl && (
              <Link href={report.privacyPolicyUrl} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
                {t('index.report.privacyNotice')}
              </Link>
            )}
          </HStack>
        )}
      </Stack>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3" maxW="xl">
        <Fact label={t('index.report.overall')} value={t('index.report.score', { score: format.score(company.score) })} testId="overall-score">
          {report?.change !== undefined && (
            <Text as="span" display="block" data-testid="overall-change">
              <ChangeText change={report.change} />
            </Text>
          )}
        </Fact>
        <Fact label={t('index.report.date')} value={report ? reportDate(report.reportDate) : '…'} testId="report-date" />
      </SimpleGrid>
      <Box minH="6">
        {report && (
          <Text fontWeight="medium" data-testid="rank-text">
            {t('index.report.rank', {
              sectorPosition: report.rank.sector.position,
              sectorCount: report.rank.sector.of,
              sector: tc(report.sector),
              overallPosition: report.rank.overall.position,
            })}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
