import { dimensionScore, EDITION_COLUMNS, EVIDENCE_QUOTE_MAX, INDEX_ASPECTS, INDEX_ROUTES, OPEN_DATA_LICENCE, RUBRIC_VERSION } from '@pdpl/contracts';
import { richText, RouterLink, useFormatters } from '@pdpl/platform';
import { Box, Container, Heading, Link, List, Stack, Text } from '@pdpl/ui';
import { SectionCard } from '@pdpl/ui/staff';
import { DimensionTable } from '../../features/methodology/components/DimensionTable';
import { RubricList } from '../../features/methodology/components/RubricList';
import { ScoreBands } from '../../features/methodology/components/ScoreBands';
import { useMethodologyMessages } from '../../features/methodology/i18n';
import { useIndexContractText } from '../../shared/i18n';

/** The overall score's own description in the edition file: the page quotes the file's definition. */
const OVERALL_COLUMN = EDITION_COLUMNS.find((c) => c.name === 'score')!;

/** /PDPLComplianceIndex/methodology: how the index scores, public. Generated from the contracts the scoring uses. */
export default function MethodologyPage() {
  const t = useMethodologyMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  return (
    <Container maxW="4xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('index.methodology.title')}
          </Heading>
          <Text color="fg.muted">
            {t('index.methodology.lead')}
          </Text>
          <Link asChild color="brand.700" alignSelf="flex-start">
            <RouterLink to={INDEX_ROUTES.list}>
              <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
                ←
              </Box>{' '}
              {t('index.methodology.back')}
            </RouterLink>
          </Link>
        </Stack>

        <SectionCard title={t('index.methodology.aspects.title')} id="aspects-title">
          <Text mb="3">{t('index.methodology.aspects.lead')}</Text>
          <List.Root as="ul" ps="5" gap="1">
            {INDEX_ASPECTS.map((a) => (
              <List.Item key={a.key}>
                {richText(t('index.methodology.aspect', { name: tc(a.name), question: tc(a.question) }), { b: (text) => <strong>{text}</strong> })}
              </List.Item>
            ))}
          </List.Root>
        </SectionCard>

        <SectionCard title={t('index.methodology.dimensions.title')} id="dimensions-title">
          <Text mb="3">
            {t('index.methodology.dimensions.lead')}
          </Text>
          <DimensionTable />
        </SectionCard>

        <SectionCard title={t('index.methodology.rubric.title')} id="rubric-title">
          <Stack gap="3" mb="5">
            <Text>{t('index.methodology.rubric.lead')}</Text>
            <Text>
              {/* Two of three requirements met, computed as the index computes it. */}
              {t('index.methodology.rubric.score', { example: format.score(dimensionScore([true, true, false])) })}
            </Text>
            <Text data-testid="rubric-version">
              {/* The version reads left to right inside an Arabic sentence too. */}
              {richText(t('index.methodology.rubric.version', { version: RUBRIC_VERSION }), { v: (text) => <bdi dir="ltr">{text}</bdi> })}
            </Text>
          </Stack>
          <RubricList />
        </SectionCard>

        <SectionCard title={t('index.methodology.analysis.title')} id="analysis-title">
          <Stack gap="3">
            <Text>{t('index.methodology.analysis.collection')}</Text>
            <Text>{t('index.methodology.analysis.automated')}</Text>
            <Text>{t('index.methodology.analysis.review')}</Text>
          </Stack>
        </SectionCard>

        <SectionCard title={t('index.methodology.overall.title')} id="overall-title">
          <Stack gap="3">
            <Text>
              {/* Arabic has no case: lower-casing the file's definition only changes the English. */}
              {t('index.methodology.overall.text1', { definition: tc(OVERALL_COLUMN.description).toLowerCase() })}
            </Text>
            <Text>{t('index.methodology.overall.text2')}</Text>
          </Stack>
        </SectionCard>

        <SectionCard title={t('index.methodology.bands.title')} id="bands-title">
          <Text mb="3">{t('index.methodology.bands.lead')}</Text>
          <ScoreBands />
        </SectionCard>

        <SectionCard title={t('index.methodology.editions.title')} id="cadence-title">
          <Stack gap="3">
            <Text>
              {t('index.methodology.editions.text1')}
            </Text>
            <Text>
              {t('index.methodology.editions.text2', { licence: OPEN_DATA_LICENCE.name })} {tc(OPEN_DATA_LICENCE.note)}
            </Text>
          </Stack>
        </SectionCard>

        <SectionCard title={t('index.methodology.evidence.title')} id="evidence-title">
          <Stack gap="3">
            <Text>{t('index.methodology.evidence.text1', { max: EVIDENCE_QUOTE_MAX })}</Text>
            <Text>{t('index.methodology.evidence.text2')}</Text>
          </Stack>
        </SectionCard>

        <SectionCard title={t('index.methodology.corrections.title')} id="corrections-title">
          <Text>
            {richText(t('index.methodology.corrections.text'), {
              contact: (text) => (
                <Link asChild color="brand.700" fontWeight="medium">
                  <RouterLink to="/contact">{text}</RouterLink>
                </Link>
              ),
            })}
          </Text>
        </SectionCard>
      </Stack>
    </Container>
  );
}
