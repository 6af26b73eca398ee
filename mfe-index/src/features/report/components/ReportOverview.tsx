import type { CompanyReport, CompanyRow } from '@pdpl/contracts';
import { Badge, HStack, Link, Stack, Text, Heading, Box, SimpleGrid } from '@pdpl/ui';
import { formatReportDate, formatScore } from '../../../shared/format';
import { rankText } from '../model/rank-text';

interface Props {
  /** The record passed along from the list, or the full report once it has arrived. */
  company: CompanyRow;
  report: CompanyReport | null;
}

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Stack gap="0" borderWidth="1px" borderRadius="xl" p="4">
      <Text as="dt" fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text as="dd" fontSize="xl" fontWeight="bold" data-testid={testId}>
        {value}
      </Text>
    </Stack>
  );
}

/** Name, description, sector, links, overall score, report date and ranks (index-blog-admin.md §2.3). */
export function ReportOverview({ company, report }: Props) {
  return (
    <Stack gap="5">
      <Stack gap="2">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {company.companyName}
        </Heading>
        {company.companyDescription && <Text color="fg.muted">{company.companyDescription}</Text>}
        <HStack gap="3" flexWrap="wrap">
          <Text>
            <Text as="span" fontWeight="semibold">
              Sector:
            </Text>{' '}
            {company.sector}
          </Text>
          {report?.edition.isSample && (
            <Badge colorPalette="orange" variant="subtle">
              Sample data: fictional company
            </Badge>
          )}
        </HStack>
        {report && (report.homepageUrl || report.privacyPolicyUrl) && (
          <HStack gap="5" flexWrap="wrap">
            {report.homepageUrl && (
              <Link href={report.homepageUrl} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
                Visit Website
              </Link>
            )}
            {report.privacyPolicyUrl && (
              <Link href={report.privacyPolicyUrl} target="_blank" rel="noopener noreferrer" color="brand.700" fontWeight="semibold">
                Privacy Notice
              </Link>
            )}
          </HStack>
        )}
      </Stack>
      <SimpleGrid as="dl" columns={{ base: 1, sm: 2 }} gap="3" maxW="xl">
        <Fact label="Overall PDPL Score" value={`${formatScore(company.score)}/100`} testId="overall-score" />
        <Fact label="Report Date" value={report ? formatReportDate(report.reportDate) : '…'} testId="report-date" />
      </SimpleGrid>
      <Box minH="6">
        {report && (
          <Text fontWeight="medium" data-testid="rank-text">
            {rankText(report)}
          </Text>
        )}
      </Box>
    </Stack>
  );
}
