import { ANALYSIS_ROUTES, API_PATHS, INDEX_ROUTES, type EditionListItem } from '@pdpl/contracts';
import { getRuntimeConfig, RouterLink } from '@pdpl/platform';
import { HStack, Link, Loading, Stack, Text } from '@pdpl/ui';
import { SectionCard, StaffPageFrame } from '@pdpl/ui/staff';
import { EditionAuditList } from '../../features/editions/components/EditionAuditList';
import { EditionsTable } from '../../features/editions/components/EditionsTable';
import { ImportEditionForm } from '../../features/editions/components/ImportEditionForm';
import { useEditions } from '../../features/editions/use-editions';
import { RenderQueuePanel } from '../../features/render-queue/components/RenderQueuePanel';
import { useRenderQueue } from '../../features/render-queue/use-render-queue';

/**
 * /PDPLComplianceIndex/editions: index analysts (and admins) import, publish and withdraw editions,
 * and follow the rendering of the index's pages that a publication or withdrawal sets off.
 */
export default function EditionsPage() {
  const { editions, audit, withdraw } = useEditions();
  const { refresh: refreshRenders, ...renders } = useRenderQueue();
  // A withdrawal changes what the index's pages show: the queue is read again at once.
  const withdrawAndRefresh = async (edition: EditionListItem) => {
    await withdraw(edition);
    refreshRenders();
  };
  return (
    <StaffPageFrame
      title="Index Editions"
      intro="Import a month's edition as a draft, check its preview, then publish it. Withdrawing an edition makes the previous one current again."
      links={
        <HStack gap="4" wrap="wrap">
          <Link asChild color="brand.700">
            <RouterLink to={ANALYSIS_ROUTES.companies}>Index Analysis</RouterLink>
          </Link>
          <Link asChild color="brand.700">
            <RouterLink to={INDEX_ROUTES.list}>Public index</RouterLink>
          </Link>
          <Link asChild color="brand.700">
            <RouterLink to={INDEX_ROUTES.methodology}>Methodology</RouterLink>
          </Link>
        </HStack>
      }
      maxW="6xl"
    >
      <SectionCard title="Editions" id="editions-title">
        {editions === null ? <Loading py="4" /> : <EditionsTable editions={editions} onWithdraw={withdrawAndRefresh} />}
      </SectionCard>
      <RenderQueuePanel {...renders} onRefresh={refreshRenders} />
      <SectionCard title="Import an edition" id="import-title">
        <Stack gap="4">
          <Text>
            Start from the template: its header names every column and its second row is an example to replace.{' '}
            <Link href={`${getRuntimeConfig().apiBaseUrl}${API_PATHS.adminIndexEditionTemplate}`} download color="brand.700" fontWeight="medium">
              Download template (CSV)
            </Link>
          </Text>
          <ImportEditionForm />
        </Stack>
      </SectionCard>
      <SectionCard title="Audit log" id="audit-title">
        <EditionAuditList entries={audit} />
      </SectionCard>
    </StaffPageFrame>
  );
}
