import { COMPARE, INDEX_ROUTES, type ListedCompany, type RankedCompanyRow, type SortKey } from '@pdpl/contracts';
import { RouterLink, useFormatters, useLocale } from '@pdpl/platform';
import { Badge, Box, Container, Flex, Heading, Link, Spinner, Stack, Text } from '@pdpl/ui';
import { useCallback, useMemo, useState } from 'react';
import { CompareChoice } from '../../features/companies/components/CompareChoice';
import { CompanySearch } from '../../features/companies/components/CompanySearch';
import { CompanyTable } from '../../features/companies/components/CompanyTable';
import { EditionChoice } from '../../features/companies/components/EditionChoice';
import { EditionsLink } from '../../features/companies/components/EditionsLink';
import { HowTheIndexWorksDialog } from '../../features/companies/components/HowTheIndexWorksDialog';
import { IndexSummaryBlock } from '../../features/companies/components/IndexSummaryBlock';
import { Pagination } from '../../features/companies/components/Pagination';
import { toggleSort, withSearch } from '../../features/companies/model/list-query';
import { useIndexData } from '../../features/companies/use-index-data';
import { useListQuery } from '../../features/companies/use-list-query';
import { OpenDataSection } from '../../features/open-data/components/OpenDataSection';
import { usePublishedEditions } from '../../features/open-data/use-published-editions';
import { PastEditionNotice, usePageEdition } from '../../shared/edition';
import { useSharedMessages } from '../../shared/i18n';
import { useCompaniesMessages } from '../../features/companies/i18n';
import { UntranslatedNotice, useLacksArabic } from '../../shared/localized-text';

const NO_ROWS: RankedCompanyRow[] = [];

export default function IndexPage() {
  const t = useCompaniesMessages();
  const shared = useSharedMessages();
  const format = useFormatters();
  const arabic = useLocale() === 'ar';
  const month = usePageEdition();
  const [query, setQuery] = useListQuery();
  const data = useIndexData(query, month);
  const editions = usePublishedEditions();
  const view = data.status === 'loaded' ? data.list : null;
  // Ticked for the compare page, in the order ticked; kept across searches, sorts and pages.
  const [chosen, setChosen] = useState<string[]>([]);
  const chosenSet = useMemo(() => new Set(chosen), [chosen]);
  const onSort = useCallback((key: SortKey) => setQuery(toggleSort(query, key)), [query, setQuery]);
  const onChoose = useCallback(
    (company: ListedCompany, checked: boolean) => setChosen((ids) => (checked ? [...ids, company.id] : ids.filter((id) => id !== company.id))),
    [],
  );
  const lacksArabic = useLacksArabic((view?.rows ?? NO_ROWS).map((r) => [r.companyName, r.ar?.companyName] as const));

  return (
    <Container maxW="6xl" py={{ base: '8', md: '14' }} px={{ base: '4', md: '6' }}>
      <Flex gap="4" justify="space-between" align={{ base: 'stretch', md: 'flex-start' }} direction={{ base: 'column', md: 'row' }} mb="8">
        <Stack gap="2">
          <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
            {t('index.list.title')}
          </Heading>
          <Text color="fg.muted">{t('index.list.lead')}</Text>
        </Stack>
        <Stack gap="2" align={{ base: 'stretch', md: 'flex-end' }}>
          <HowTheIndexWorksDialog />
          <EditionsLink />
        </Stack>
      </Flex>
      <EditionChoice list={editions.list} shown={month} />
      {data.status === 'loading' && (
        <Box display="flex" alignItems="center" gap="3" py="10" role="status">
          <Spinner color="brand.500" />
          <Text>{t('index.list.loading')}</Text>
        </Box>
      )}
      {data.status === 'missing' && (
        <Text role="note" py="6" data-testid="missing-edition">
          {t('index.list.missingEdition', { month: month ?? '' })}{' '}
          <Link asChild color="brand.700" fontWeight="semibold">
            <RouterLink to={INDEX_ROUTES.list}>{shared('index.shared.currentEdition')}</RouterLink>
          </Link>
        </Text>
      )}
      {data.status === 'loaded' && view && (
        <>
          <PastEditionNotice edition={data.list.edition} currentPath={INDEX_ROUTES.list} />
          <UntranslatedNotice show={lacksArabic} />
          <IndexSummaryBlock summary={data.summary} />
          <Flex gap="3" align={{ base: 'stretch', md: 'flex-end' }} justify="space-between" direction={{ base: 'column', md: 'row' }} mb="4">
            <CompanySearch value={query.search} onChange={(search) => setQuery(withSearch(query, search), { replace: true })} />
            <Stack gap="1" align={{ base: 'flex-start', md: 'flex-end' }}>
              {data.list.edition && (
                <Text fontSize="sm" color="fg.muted">
                  {t('index.list.edition', { month: format.month(data.list.edition.month) })}
                  {arabic && ` ${t('index.list.hijriMonth', { month: format.hijriMonth(data.list.edition.month) })}`}
                </Text>
              )}
              {data.list.edition?.isSample && (
                <Badge colorPalette="orange" variant="subtle" data-testid="sample-data-badge">
                  {t('index.list.sampleBadge')}
                </Badge>
              )}
              {data.demo && (
                <Badge colorPalette="orange" variant="subtle" data-testid="demo-data-badge">
                  {t('index.list.demoBadge')}
                </Badge>
              )}
            </Stack>
          </Flex>
          <Text role="status" fontSize="sm" color="fg.muted" mb="3" data-testid="list-status" aria-busy={data.updating}>
            {view.total === 0
              ? t('index.list.noMatch', { search: query.search.trim() })
              : t('index.list.showing', { first: view.first, last: view.first + view.rows.length - 1, total: view.total })}
          </Text>
          <CompareChoice chosen={chosen} onClear={() => setChosen([])} />
          {view.total > 0 && (
            <CompanyTable
              rows={view.rows}
              sort={data.shown.sort}
              direction={data.shown.direction}
              onSort={onSort}
              chosen={chosenSet}
              chooseFull={chosen.length >= COMPARE.max}
              onChoose={onChoose}
            />
          )}
          <Pagination page={view.page} pageCount={view.pageCount} onPage={(page) => setQuery({ ...query, page })} />
          <OpenDataSection editions={editions} />
        </>
      )}
    </Container>
  );
}
