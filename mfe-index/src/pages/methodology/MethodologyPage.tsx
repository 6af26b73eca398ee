import { EDITION_COLUMNS, INDEX_ASPECTS, INDEX_ROUTES, OPEN_DATA_LICENCE } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Container, Heading, Link, List, RemoteRoot, SectionCard, Stack, Text } from '@pdpl/ui';
import { DimensionTable } from '../../features/methodology/components/DimensionTable';
import { ScoreBands } from '../../features/methodology/components/ScoreBands';

/** The overall score's own description in the edition file: the page quotes the file's definition. */
const OVERALL_COLUMN = EDITION_COLUMNS.find((c) => c.name === 'score')!;

/** /PDPLComplianceIndex/methodology: how the index scores, public. Generated from the contracts the scoring uses. */
export default function MethodologyPage() {
  return (
    <RemoteRoot remote="mfe_index" build={__BUILD_ID__}>
      <Container maxW="4xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
        <Stack gap="6">
          <Stack gap="2">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              Index Methodology
            </Heading>
            <Text color="fg.muted">
              How the PDPL Compliance Index scores Saudi companies: only from public information (the privacy notice, the cookie notice and key
              traits of the web site), on 19 dimensions, every month.
            </Text>
            <Link asChild color="brand.700" alignSelf="flex-start">
              <RouterLink to={INDEX_ROUTES.list}>
                <span aria-hidden="true">←</span> Back to the index
              </RouterLink>
            </Link>
          </Stack>

          <SectionCard title="Three aspects" id="aspects-title">
            <Text mb="3">The scoring covers three aspects of what a company tells the public:</Text>
            <List.Root as="ul" ps="5" gap="1">
              {INDEX_ASPECTS.map((a) => (
                <List.Item key={a.key}>
                  <strong>{a.name}:</strong> {a.question}
                </List.Item>
              ))}
            </List.Root>
          </SectionCard>

          <SectionCard title="The 19 dimensions" id="dimensions-title">
            <Text mb="3">
              Each dimension is scored from 0 to 100: the percentage of its requirements that the company&apos;s public notices and web site meet.
              Each also comes with the reason for its score, best practices, critical issues and recommendations.
            </Text>
            <DimensionTable />
          </SectionCard>

          <SectionCard title="The overall score" id="overall-title">
            <Stack gap="3">
              <Text>
                The overall score ranks the companies of the index. It is set by the index analysts for each company in each edition, from the
                same review that scores the 19 dimensions, and the site publishes it as given ({OVERALL_COLUMN.description.toLowerCase()}): it is
                not recomputed from the dimensions, so it can differ from their plain average.
              </Text>
              <Text>Sector averages and the index&apos;s monthly average are plain averages of the overall scores, rounded to one decimal.</Text>
            </Stack>
          </SectionCard>

          <SectionCard title="Score colours" id="bands-title">
            <Text mb="3">The detailed analysis colours each dimension&apos;s score:</Text>
            <ScoreBands />
          </SectionCard>

          <SectionCard title="Editions" id="cadence-title">
            <Stack gap="3">
              <Text>
                The index is published monthly. Each edition is imported by the analysts as a draft, checked against the edition that is public, and
                only then published. A withdrawn edition stops being public, and the previous edition is shown again.
              </Text>
              <Text>
                Every published edition can be downloaded as CSV or JSON from the index page under the {OPEN_DATA_LICENCE.name} licence.{' '}
                {OPEN_DATA_LICENCE.note}
              </Text>
            </Stack>
          </SectionCard>

          <SectionCard title="Corrections" id="corrections-title">
            <Text>
              A company that believes its score rests on a mistake, or that its notices changed since the assessment, can ask for a review through
              the{' '}
              <Link asChild color="brand.700" fontWeight="medium">
                <RouterLink to="/contact">contact form</RouterLink>
              </Link>
              : name the company, the dimension and the public page concerned. An accepted correction is published as a new edition, of the same month or the next; a published edition is never changed in place.
            </Text>
          </SectionCard>
        </Stack>
      </Container>
    </RemoteRoot>
  );
}
