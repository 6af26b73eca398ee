import { ANALYSIS_API_PATHS, INDEX_ROUTES, type WatchedCompany } from '@pdpl/contracts';
import { getRuntimeConfig, RouterLink } from '@pdpl/platform';
import { HStack, Link, Loading, Stack, Text } from '@pdpl/ui';
import { SectionCard, StaffPageFrame } from '@pdpl/ui/staff';
import { AddCompanyForm } from '../../features/analysis/components/AddCompanyForm';
import { CollectionPanel } from '../../features/analysis/components/CollectionPanel';
import { CreateDraftForm } from '../../features/analysis/components/CreateDraftForm';
import { ImportCompaniesForm } from '../../features/analysis/components/ImportCompaniesForm';
import { WatchedCompaniesTable } from '../../features/analysis/components/WatchedCompaniesTable';
import { isCollecting, useCollection } from '../../features/analysis/use-collection';
import { useWatchedCompanies } from '../../features/analysis/use-watched-companies';

/**
 * /PDPLComplianceIndex/analysis: index analysts (and admins) choose the companies the index watches,
 * collect their notices (now, or monthly), open each company's review, and turn the month's reviewed
 * companies into a draft edition.
 */
export default function AnalysisCompaniesPage() {
  const { companies, reload } = useWatchedCompanies();
  const { progress, failure, refresh, collect } = useCollection(() => void reload());
  return (
    <StaffPageFrame
      title="Index Analysis"
      intro="The companies the index watches: their notices are collected every month and analysed against the rubric. Review each company's analysis, then create the month's draft edition and publish it from the Editions page."
      links={
        <HStack gap="4" wrap="wrap">
          <Link asChild color="brand.700">
            <RouterLink to={INDEX_ROUTES.editions}>Index Editions</RouterLink>
          </Link>
          <Link asChild color="brand.700">
            <RouterLink to={INDEX_ROUTES.list}>Public index</RouterLink>
          </Link>
        </HStack>
      }
      maxW="6xl"
    >
      <SectionCard title="Watched companies" id="companies-title" description={companies && companies.length > 0 ? `${companies.length} ${companies.length === 1 ? 'company' : 'companies'}` : undefined}>
        {companies === null ? <Loading py="4" /> : <WatchedCompaniesTable companies={companies} onCollect={(c: WatchedCompany) => collect(c.id, c.nameEn)} />}
      </SectionCard>
      <SectionCard title="Collection" id="collection-title" testId="collection">
        <CollectionPanel progress={progress} failure={failure} active={isCollecting(progress)} onCollectAll={() => collect('', '')} onScheduleSaved={() => refresh()} />
      </SectionCard>
      <SectionCard title="Create draft edition" id="draft-title" testId="create-draft">
        <CreateDraftForm />
      </SectionCard>
      <SectionCard title="Add a company" id="add-title" testId="add-company">
        <AddCompanyForm onAdded={() => void reload()} />
      </SectionCard>
      <SectionCard title="Import companies (CSV)" id="import-title" testId="import-companies">
        <Stack gap="4">
          <Text>
            Start from the template: its header names every column and its second row is an example to replace.{' '}
            <Link href={`${getRuntimeConfig().apiBaseUrl}${ANALYSIS_API_PATHS.companiesTemplate}`} download color="brand.700" fontWeight="medium">
              Download template (CSV)
            </Link>
          </Text>
          <ImportCompaniesForm onImported={() => void reload()} />
        </Stack>
      </SectionCard>
    </StaffPageFrame>
  );
}
