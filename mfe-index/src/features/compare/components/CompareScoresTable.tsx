import { companyReportPath, type CompanyReport } from '@pdpl/contracts';
import { RouterLink, useFormatters } from '@pdpl/platform';
import { Box, Card, Link, Table } from '@pdpl/ui';
import { useCompanyText } from '../../../shared/localized-text';
import { useCompareMessages } from '../i18n';
import type { SectorColumn } from '../model/compare';
import { useIndexContractText } from '../../../shared/i18n';

/** Each company's overall score beside its sector's average and its ranks; each name links to its report. */
export function CompareScoresTable({ reports, sectors }: { reports: readonly CompanyReport[]; sectors: readonly SectorColumn[] }) {
  const t = useCompareMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  const companyText = useCompanyText();
  const sectorAverage = (sector: string) => sectors.find((s) => s.sector === sector)!.averageScore;
  const rank = ({ position, of }: { position: number; of: number }) => t('index.comparePage.rank', { position: format.number(position), count: format.number(of) });
  return (
    <Card.Root as="section" aria-labelledby="compare-scores-title">
      <Card.Header>
        <Card.Title as="h2" id="compare-scores-title">
          {t('index.comparePage.scores.title')}
        </Card.Title>
      </Card.Header>
      <Card.Body>
        <Box overflowX="auto">
          <Table.Root size="sm" data-testid="compare-scores">
            <Table.Caption srOnly>{t('index.comparePage.scores.caption')}</Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('index.comparePage.scores.company')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col">{t('index.comparePage.scores.sector')}</Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t('index.comparePage.scores.score')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t('index.comparePage.scores.sectorAverage')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t('index.comparePage.scores.sectorRank')}
                </Table.ColumnHeader>
                <Table.ColumnHeader scope="col" textAlign="end">
                  {t('index.comparePage.scores.overallRank')}
                </Table.ColumnHeader>
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {reports.map((report) => (
                <Table.Row key={report.id}>
                  <Table.Cell as="th" scope="row" fontWeight="medium">
                    <Link asChild color="brand.700">
                      <RouterLink to={companyReportPath(report.id)}>{companyText(report.companyName, report.ar?.companyName)}</RouterLink>
                    </Link>
                  </Table.Cell>
                  <Table.Cell>{tc(report.sector)}</Table.Cell>
                  <Table.Cell textAlign="end" fontWeight="semibold" fontVariantNumeric="tabular-nums">
                    {format.score(report.score)}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {format.score(sectorAverage(report.sector))}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{rank(report.rank.sector)}</Table.Cell>
                  <Table.Cell textAlign="end">{rank(report.rank.overall)}</Table.Cell>
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
