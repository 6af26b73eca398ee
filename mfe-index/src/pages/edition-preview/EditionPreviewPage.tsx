import { INDEX_ROUTES, type EditionPreview } from '@pdpl/contracts';
import { RouterLink, useParams } from '@pdpl/platform';
import { Container, Heading, Link, Loading, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { SectionCard } from '@pdpl/ui/staff';
import { CompanyChangeList } from '../../features/editions/components/CompanyChangeList';
import { EditionStatusBadge } from '../../features/editions/components/EditionStatusBadge';
import { PublicListPreview } from '../../features/editions/components/PublicListPreview';
import { PublishButton } from '../../features/editions/components/PublishButton';
import { ScoreChangesTable } from '../../features/editions/components/ScoreChangesTable';
import { SectorAveragesTable } from '../../features/editions/components/SectorAveragesTable';
import { useEditionPreview } from '../../features/editions/use-edition-preview';
import { formatEditionMonth } from '../../shared/format';

function Comparison({ preview }: { preview: EditionPreview }) {
  const { edition, current } = preview;
  const draft = edition.status === 'draft';
  return (
    <Stack gap="6">
      <Stack gap="3">
        <Text>
          <EditionStatusBadge status={edition.status} /> {edition.companyCount} companies, compared with{' '}
          {current ? `the ${formatEditionMonth(current.month)} edition that is public now (${current.companyCount} companies)` : 'nothing: no edition is public yet'}.
        </Text>
        {draft ? (
          <PublishButton edition={edition} />
        ) : (
          <Text role="note" fontWeight="medium">
            This edition is {edition.status}, not a draft: only drafts can be published.
          </Text>
        )}
      </Stack>
      <SectionCard title="Companies added and removed" id="membership-title">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="6">
          <CompanyChangeList title="Added" id="added-companies" companies={preview.added} />
          <CompanyChangeList title="Removed" id="removed-companies" companies={preview.removed} />
        </SimpleGrid>
      </SectionCard>
      <SectionCard title="Biggest score changes" id="changes-title">
        <ScoreChangesTable changes={preview.biggestChanges} />
      </SectionCard>
      <SectionCard title="Sector averages" id="sectors-title">
        <SectorAveragesTable sectors={preview.sectorAverages} />
      </SectionCard>
      <SectionCard title="How the public list will look" id="first-page-title">
        <PublicListPreview rows={preview.firstPage} />
      </SectionCard>
    </Stack>
  );
}

/** /PDPLComplianceIndex/editions/:editionId: what publishing this draft would change, then Publish. */
export default function EditionPreviewPage() {
  const { editionId = '' } = useParams();
  const id = /^\d{1,9}$/.test(editionId) ? Number(editionId) : 0;
  const state = useEditionPreview(id);
  return (
    <Container maxW="5xl" py={{ base: '8', md: '12' }} px={{ base: '4', md: '6' }}>
      <Stack gap="6">
        <Link asChild color="brand.700" alignSelf="flex-start">
          <RouterLink to={INDEX_ROUTES.editions}>
            <span aria-hidden="true">←</span> All editions
          </RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {state.status === 'loaded' ? `Preview: ${formatEditionMonth(state.preview.edition.month)} edition` : 'Edition Preview'}
        </Heading>
        {state.status === 'loading' && <Loading py="10" />}
        {state.status === 'failed' && <Text>{state.message}</Text>}
        {state.status === 'loaded' && <Comparison preview={state.preview} />}
      </Stack>
    </Container>
  );
}
