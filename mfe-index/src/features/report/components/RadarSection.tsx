import { PRERENDER, type CompanyReport } from '@pdpl/contracts';
import { Box, Button, Card, Collapsible, HStack, Spinner, Text, VisuallyHidden } from '@pdpl/ui';
import { lazy, Suspense, useRef } from 'react';
import { RADAR_COLORS } from '../model/radar-colors';
import { allDimensionsZero } from '../model/rank-text';
import { useNearViewport } from '../use-near-viewport';
import { DimensionScoresTable } from './DimensionScoresTable';

const DimensionRadar = lazy(() => import('./DimensionRadar'));

const LEGEND = [
  { color: RADAR_COLORS.company, label: (r: CompanyReport) => r.companyName },
  { color: RADAR_COLORS.sector, label: (r: CompanyReport) => `${r.sector} average` },
];

const chartSpinner = (
  <Box display="flex" alignItems="center" justifyContent="center" h="full" role="status">
    <Spinner color="brand.500" />
    <VisuallyHidden>Loading chart</VisuallyHidden>
  </Box>
);

/** Title, explanation, the radar (or the all-zero warning), a legend and the values as a table. */
export function RadarSection({ report }: { report: CompanyReport }) {
  const empty = allDimensionsZero(report.dimensions);
  const chartBox = useRef<HTMLDivElement>(null);
  const showChart = useNearViewport(chartBox);
  return (
    <Card.Root as="section" aria-labelledby="radar-title">
      <Card.Header>
        <Card.Title as="h2" id="radar-title">
          PDPL Compliance Dimensions
        </Card.Title>
        <Card.Description>
          Each dimension shows the percentage of requirements met, based on automated analysis of the company&apos;s public privacy
          disclosures.
        </Card.Description>
      </Card.Header>
      <Card.Body px={{ base: '1', md: '6' }}>
        {empty ? (
          <Text role="note" bg="orange.50" color="orange.900" borderRadius="md" p="4" data-testid="radar-empty-warning">
            Dimension data is being collected. Chart will be populated once analysis is complete.
          </Text>
        ) : (
          <>
            <HStack gap="5" flexWrap="wrap" justify="center" px="3" aria-hidden="true">
              {LEGEND.map((l) => (
                <HStack key={l.color} gap="2">
                  <Box w="3" h="3" borderRadius="sm" bg={l.color} />
                  <Text fontSize="sm">{l.label(report)}</Text>
                </HStack>
              ))}
            </HStack>
            <Box ref={chartBox} h="500px" w="full" data-testid="dimension-radar" {...{ [PRERENDER.loadsWhenVisibleAttribute]: '' }}>
              <Suspense fallback={chartSpinner}>
                {showChart ? (
                  <DimensionRadar
                    companyLabel={report.companyName}
                    sectorLabel={`${report.sector} average`}
                    dimensions={report.dimensions}
                    sectorAverages={report.sectorAverages}
                  />
                ) : (
                  chartSpinner
                )}
              </Suspense>
            </Box>
          </>
        )}
        <Collapsible.Root>
          <Collapsible.Trigger asChild>
            <Button variant="outline" size="sm" mt="4" mx={{ base: '3', md: '0' }}>
              Show the scores as a table
            </Button>
          </Collapsible.Trigger>
          <Collapsible.Content>
            <Box pt="4" px={{ base: '2', md: '0' }}>
              <DimensionScoresTable companyName={report.companyName} dimensions={report.dimensions} sectorAverages={report.sectorAverages} />
            </Box>
          </Collapsible.Content>
        </Collapsible.Root>
      </Card.Body>
    </Card.Root>
  );
}
