import { DIMENSIONS, type CompanyReport } from '@pdpl/contracts';
import { useFormatters, useLocale } from '@pdpl/platform';
import { Box, Card, chakra, HStack, Spinner, Table, Text, VisuallyHidden } from '@pdpl/ui';
import { lazy, Suspense, useRef, useState } from 'react';
import type { RadarSeries } from '../../../shared/DimensionRadar';
import { useCompanyText } from '../../../shared/localized-text';
import { useNearViewport } from '../../../shared/use-near-viewport';
import { useCompareMessages } from '../i18n';
import { COMPARE_COLORS, type SectorColumn } from '../model/compare';
import { useIndexContractText } from '../../../shared/i18n';

// The report's radar, in its own chunk, loaded as the chart nears: never by the list, nor by a visitor who stays above it.
const DimensionRadar = lazy(() => import('../../../shared/DimensionRadar'));

/**
 * The 19 dimensions: a radar with one series per company (and, on demand, their sectors' averages),
 * then the same values side by side in a table, which is also the chart's text alternative.
 */
export function CompareDimensions({ reports, sectors }: { reports: readonly CompanyReport[]; sectors: readonly SectorColumn[] }) {
  const t = useCompareMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  const locale = useLocale();
  const companyText = useCompanyText();
  const [withSectors, setWithSectors] = useState(false);
  const chartBox = useRef<HTMLDivElement>(null);
  const showChart = useNearViewport(chartBox);
  const names = reports.map((r) => companyText(r.companyName, r.ar?.companyName));
  const sectorLabel = (sector: string) => t('index.comparePage.dimensions.sectorAverage', { sector: tc(sector) });
  const companySeries: RadarSeries[] = reports.map((r, i) => ({ label: names[i]!, color: COMPARE_COLORS.companies[i]!, values: r.dimensions }));
  const sectorSeries: RadarSeries[] = sectors.map((s, i) => ({ label: sectorLabel(s.sector), color: COMPARE_COLORS.sectors[i]!, values: s.averages }));
  const series = withSectors ? [...companySeries, ...sectorSeries] : companySeries;
  const percent = (value: number) => t('index.comparePage.percent', { value: format.score(value) });
  const listed = new Intl.ListFormat(locale, { type: 'conjunction' }).format(names);
  const chartSpinner = (
    <Box display="flex" alignItems="center" justifyContent="center" h="full" role="status">
      <Spinner color="brand.500" />
      <VisuallyHidden>{t('index.comparePage.dimensions.chartLoading')}</VisuallyHidden>
    </Box>
  );

  return (
    <Card.Root as="section" aria-labelledby="compare-dimensions-title">
      <Card.Header>
        <Card.Title as="h2" id="compare-dimensions-title">
          {t('index.comparePage.dimensions.title')}
        </Card.Title>
        <Card.Description>{t('index.comparePage.dimensions.lead')}</Card.Description>
      </Card.Header>
      <Card.Body px={{ base: '1', md: '6' }}>
        <chakra.label display="inline-flex" alignItems="center" gap="2" fontSize="sm" cursor="pointer" px={{ base: '3', md: '0' }} mb="3">
          <chakra.input type="checkbox" w="4" h="4" accentColor="brand.600" checked={withSectors} onChange={(e) => setWithSectors(e.target.checked)} />
          {t('index.comparePage.dimensions.showSectors')}
        </chakra.label>
        <HStack gap="5" flexWrap="wrap" justify="center" px="3" aria-hidden="true" data-testid="compare-legend">
          {series.map((s) => (
            <HStack key={s.label} gap="2">
              <Box w="3" h="3" borderRadius="sm" bg={s.color} />
              <Text fontSize="sm">{s.label}</Text>
            </HStack>
          ))}
        </HStack>
        {/* Charts are not mirrored: left to right inside, whatever the page's direction. */}
        <Box ref={chartBox} h="500px" w="full" dir="ltr" data-testid="compare-radar">
          <Suspense fallback={chartSpinner}>
            {showChart ? <DimensionRadar series={series} label={t('index.comparePage.dimensions.chartLabel', { companies: listed })} dimensionLabel={tc} /> : chartSpinner}
          </Suspense>
        </Box>
        <Box overflowX="auto" mt="4" px={{ base: '2', md: '0' }}>
          <Table.Root size="sm" data-testid="compare-dimensions-table">
            <Table.Caption captionSide="top" textAlign="start" mb="2">
              {t('index.comparePage.dimensions.caption')}
            </Table.Caption>
            <Table.Header>
              <Table.Row>
                <Table.ColumnHeader scope="col">{t('index.comparePage.dimensions.dimension')}</Table.ColumnHeader>
                {names.map((name, i) => (
                  <Table.ColumnHeader key={reports[i]!.id} scope="col" textAlign="end">
                    {name}
                  </Table.ColumnHeader>
                ))}
                {sectors.map((s) => (
                  <Table.ColumnHeader key={s.sector} scope="col" textAlign="end" color="fg.muted">
                    {sectorLabel(s.sector)}
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {DIMENSIONS.map((d) => (
                <Table.Row key={d.key}>
                  <Table.Cell as="th" scope="row" fontWeight="normal">
                    {tc(d.label)}
                  </Table.Cell>
                  {reports.map((r) => (
                    <Table.Cell key={r.id} textAlign="end" fontVariantNumeric="tabular-nums">
                      {percent(r.dimensions[d.key])}
                    </Table.Cell>
                  ))}
                  {sectors.map((s) => (
                    <Table.Cell key={s.sector} textAlign="end" fontVariantNumeric="tabular-nums" color="fg.muted">
                      {percent(s.averages[d.key])}
                    </Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
      </Card.Body>
    </Card.Root>
  );
}
