import { type CompanyReport } from '@pdpl/contracts';
import { Box, Button, Card, Collapsible, HStack, Spinner, Text, VisuallyHidden } from '@pdpl/ui';
import { lazy, Suspense, useRef } from 'react';
import { RADAR_COLORS } from '../model/radar-colors';
import { allDimensionsZero } from '../model/dimensions';
import { useNearViewport } from '../../../shared/use-near-viewport';
import { useCompanyText } from '../../../shared/localized-text';
import { useReportMessages } from '../i18n';
import { DimensionScoresTable } from './DimensionScoresTable';
import { useIndexContractText } from '../../../shared/i18n';

const DimensionRadar = lazy(() => import('../../../shared/DimensionRadar'));

function ChartSpinner() {
  const t = useReportMessages();
  return (
    <Box display="flex" alignItems="center" justifyContent="center" h="full" role="status">
      <Spinner color="brand.500" />
      <VisuallyHidden>{t('index.report.radar.loading')}</VisuallyHidden>
    </Box>
  );
}

/** Title, explanation, the radar (or the all-zero warning), a legend and the values as a table. */
export function RadarSection({ report }: { report: CompanyReport }) {
  const empty = allDimensionsZero(report.dimensions);
  const chartBox = useRef<HTMLDivElement>(null);
  const showChart = useNearViewport(chartBox);
  const t = useReportMessages();
  const tc = useIndexContractText();
  const companyText = useCompanyText();
  const companyLabel = companyText(report.companyName, report.ar?.companyName);
  const sectorLabel = t('index.report.radar.sectorAverage', { sector: tc(report.sector) });
  const legend = [
    { color: RADAR_COLORS.company, label: companyLabel },
    { color: RADAR_COLORS.sector, label: sectorLabel },
  ];
  return (
    <Card.Root as="section" aria-labelledby="radar-title">
      <Card.Header>
        <Card.Title as="h2" id="radar-title">
          {t('index.report.radar.title')}
        </Card.Title>
        <Card.Description>
          {t('index.report.radar.lead')}
        </Card.Description>
      </Card.Header>
      <Card.Body px={{ base: '1', md: '6' }}>
        {empty ? (
          <Text role="note" bg="orange.50" color="orange.900" borderRadius="md" p="4" data-testid="radar-empty-warning">
            {t('index.report.radar.empty')}
          </Text>
        ) : (
          <>
            <HStack gap="5" flexWrap="wrap" justify="center" px="3" aria-hidden="true">
              {legend.map((l) => (
                <HStack key={l.color} gap="2">
                  <Box w="3" h="3" borderRadius="sm" bg={l.color} />
                  <Text fontSize="sm">{l.label}</Text>
                </HStack>
              ))}
            </HStack>
            {/* Charts are not mirrored: left to right inside, whatever the page's direction. */}
            <Box ref={chartBox} h="500px" w="full" dir="ltr" data-testid="dimension-radar">
              <Suspense fallback={<ChartSpinner />}>
                {showChart ? (
                  <DimensionRadar
                    series={[
                      { label: companyLabel, color: RADAR_COLORS.company, values: report.dimensions },
                      { label: sectorLabel, color: RADAR_COLORS.sector, values: report.sectorAverages },
                    ]}
                    label={t('index.report.radar.label', { company: companyLabel, sectorAverage: sectorLabel })}
                    dimensionLabel={tc}
                  />
                ) : (
                  <ChartSpinner />
                )}
              </Suspense>
            </Box>
          </>
        )}
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button variant="outline" size="sm" mt="4" mx={{ base: '3', md: '0' }}>
              {t('index.report.radar.showTable')}
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box pt="4" px={{ base: '2', md: '0' }}>
              <DimensionScoresTable companyName={companyLabel} dimensions={report.dimensions} sectorAverages={report.sectorAverages} />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}
