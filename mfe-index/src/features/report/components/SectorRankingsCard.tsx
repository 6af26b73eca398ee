import { companyReportPath, type CompanyReport } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Card, Link, Table, Text } from '@pdpl/ui';
import { formatScore } from '../../../shared/format';
import { passCompany } from '../../../shared/passed-company';

/** The company's sector, best first, the company highlighted; hidden for a sector of one (§2.3). */
export function SectorRankingsCard({ report }: { report: CompanyReport }) {
  const rows = report.sectorRanking;
  if (rows.length <= 1) return null;
  return (
    <Card.Root as="section" aria-labelledby="sector-rankings-title" data-testid="sector-rankings">
      <Card.Header>
        <Card.Title as="h2" id="sector-rankings-title">
          {report.sector} Sector Rankings
        </Card.Title>
        <Card.Description>
          {report.companyName} ranks #{report.rank.sector.position} out of {report.rank.sector.of} companies in this sector.
        </Card.Description>
      </Card.Header>
      <Card.Body px={{ base: '2', md: '6' }}>
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader scope="col" w="4rem">
                Rank
              </Table.ColumnHeader>
              <Table.ColumnHeader scope="col">Company</Table.ColumnHeader>
              <Table.ColumnHeader scope="col" textAlign="end">
                Score
              </Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {rows.map((r, i) => {
              const current = r.id === report.id;
              return (
                <Table.Row key={r.id} bg={current ? 'brand.50' : undefined} aria-current={current ? 'true' : undefined} data-current={current || undefined}>
                  <Table.Cell>#{i + 1}</Table.Cell>
                  <Table.Cell>
                    {current ? (
                      <Text as="span" fontWeight="bold">
                        {r.companyName} (Current)
                      </Text>
                    ) : (
                      <Link asChild color="brand.700">
                        <RouterLink
                          to={companyReportPath(r.id)}
                          state={passCompany({ id: r.id, companyName: r.companyName, sector: report.sector, companyDescription: '', score: r.score })}
                        >
                          {r.companyName}
                        </RouterLink>
                      </Link>
                    )}
                  </Table.Cell>
                  <Table.Cell textAlign="end" fontVariantNumeric="tabular-nums">
                    {formatScore(r.score)}
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
