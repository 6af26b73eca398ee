import { companyReportPath, type CompanyReport } from '@pdpl/contracts';
import { RouterLink, useFormatters, useNavigate } from '@pdpl/platform';
import { Card, Link, Table, Text } from '@pdpl/ui';
import type { MouseEvent } from 'react';
import { useCompanyText } from '../../../shared/localized-text';
import { useReportMessages } from '../i18n';
import { passCompany } from '../../../shared/passed-company';
import { clickedOwnControl } from '../../../shared/row-click';
import { usePageEdition } from '../../../shared/edition';
import { useIndexContractText } from '../../../shared/i18n';

/**
 * The company's sector, best first, the company highlighted; hidden for a sector of one (§2.3). A
 * click anywhere on another company's row opens its report; its name stays the real link that
 * keyboards and screen readers use.
 */
export function SectorRankingsCard({ report }: { report: CompanyReport }) {
  const t = useReportMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  const companyText = useCompanyText();
  const navigate = useNavigate();
  const month = usePageEdition();
  const rows = report.sectorRanking;
  if (rows.length <= 1) return null;
  return (
    <Card.Root as="section" aria-labelledby="sector-rankings-title" data-testid="sector-rankings">
      <Card.Header>
        <Card.Title as="h2" id="sector-rankings-title">
          {t('index.report.sectorRankings', { sector: tc(report.sector) })}
        </Card.Title>
        <Card.Description>
          {t('index.report.sectorRankingsLead', { company: companyText(report.companyName, report.ar?.companyName), position: report.rank.sector.position, count: report.rank.sector.of })}
        </Card.Description>
      </Card.Header>
      <Card.Body px={{ base: '2', md: '6' }}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" w="4rem">
                {t('index.report.rankColumn')}
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">{t('index.report.companyColumn')}</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                {t('index.report.scoreColumn')}
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => {
              const current = r.id === report.id;
              // With its Arabic name: the report it opens paints it as its heading until the report arrives.
              const state = passCompany({ id: r.id, companyName: r.companyName, sector: report.sector, score: r.score, ...(r.ar?.companyName && { ar: { companyName: r.ar.companyName } }) });
              return (
                <Table.Row
                  key={r.id}
                  bg={current ? 'brand.50' : undefined}
                  aria-current={current ? 'true' : undefined}
                  data-current={current || undefined}
                  {...(!current && {
                    cursor: 'pointer',
                    _hover: { bg: 'bg.subtle' },
                    onClick: (e: MouseEvent) => !clickedOwnControl(e) && navigate(companyReportPath(r.id, month), { state }),
                  })}
                >
                  <Table.Cell>{t('index.report.position', { position: i + 1 })}</Table.Cell>
                  <Table.Cell>
                    {current ? (
                      <Text as="span" fontWeight="bold">
                        {t('index.report.current', { company: companyText(r.companyName, r.ar?.companyName) })}
                      </Text>
                    ) : (
                      <Link asChild color="brand.700">
                        <RouterLink to={companyReportPath(r.id, month)} state={state}>
                          {companyText(r.companyName, r.ar?.companyName)}
                        </RouterLink>
                      </Link>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {format.score(r.score)}
                  </Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Card.Body>
    </Card.Root>
  );
}
