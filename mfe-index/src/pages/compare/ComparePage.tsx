import { COMPARE, companyComparePath, INDEX_ROUTES, parseCompareIds } from '@pdpl/contracts';
import { RouterLink, useLocale, useNavigate, usePageMeta, useSearchParams } from '@pdpl/platform';
import { Box, Button, Container, Heading, Spinner, Stack, Text } from '@pdpl/ui';
import { useMemo } from 'react';
import { CompareDimensions } from '../../features/compare/components/CompareDimensions';
import { CompareScoresTable } from '../../features/compare/components/CompareScoresTable';
import { CompareSelection } from '../../features/compare/components/CompareSelection';
import { useCompareMessages } from '../../features/compare/i18n';
import { choiceProblem, sectorColumns } from '../../features/compare/model/compare';
import { useCompanyList, useCompareReports } from '../../features/compare/use-compare-data';
import { UntranslatedNotice, useCompanyText, useLacksArabic } from '../../shared/localized-text';

function Notice({ children }: { children: string }) {
  return (
    <Text role="status" bg="orange.50" color="orange.900" borderRadius="md" p="4" data-testid="compare-message">
      {children}
    </Text>
  );
}

/**
 * 2 to 4 companies side by side; the choice is the URL's `companies` query, so a shared link or
 * the Back button reopens it. Too few, too many or an unknown id is said plainly, with the means
 * to fix it (remove, add), never an error page.
 */
export default function ComparePage() {
  const t = useCompareMessages();
  const locale = useLocale();
  const companyText = useCompanyText();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const ids = useMemo(() => parseCompareIds(params.get(COMPARE.param)), [params]);
  const list = useCompanyList();
  const problem = choiceProblem(ids);
  const state = useCompareReports(problem ? null : ids);
  const known = list.status === 'loaded' ? new Set(list.rows.map((r) => r.id)) : null;
  const unknown = [...new Set([...(known ? ids.filter((id) => !known.has(id)) : []), ...(state.status === 'loaded' ? state.unknown : [])])];
  const reports = state.status === 'loaded' && unknown.length === 0 ? state.reports : null;
  const sectors = useMemo(() => (reports ? sectorColumns(reports) : []), [reports]);
  const names = reports?.map((r) => companyText(r.companyName, r.ar?.companyName)) ?? [];
  usePageMeta(reports ? { title: t('index.comparePage.documentTitle', { companies: new Intl.ListFormat(locale, { type: 'conjunction' }).format(names) }) } : null);
  const lacksArabic = useLacksArabic(reports ? reports.map((r) => [r.companyName, r.ar?.companyName] as const) : []);

  return (
    <Container maxW="6xl" py={{ base: '6', md: '10' }} px={{ base: '4', md: '6' }}>
      <Button asChild variant="ghost" mb="6">
        <RouterLink to={INDEX_ROUTES.list}>
          <Box as="span" aria-hidden="true" display="inline-block" _rtl={{ transform: 'scaleX(-1)' }}>
            ←
          </Box>{' '}
          {t('index.comparePage.back')}
        </RouterLink>
      </Button>
      <Stack gap="2" mb="6">
        <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
          {t('index.comparePage.title')}
        </Heading>
        <Text color="fg.muted">{t('index.comparePage.lead')}</Text>
      </Stack>
      <UntranslatedNotice show={lacksArabic} />
      <Stack gap="8">
        {problem?.kind === 'tooFew' && <Notice>{t('index.comparePage.tooFew', { min: COMPARE.min, max: COMPARE.max })}</Notice>}
        {problem?.kind === 'tooMany' && <Notice>{t('index.comparePage.tooMany', { max: COMPARE.max, count: ids.length, extra: problem.extra })}</Notice>}
        {unknown.map((id) => (
          <Notice key={id}>{t('index.comparePage.unknown', { id })}</Notice>
        ))}
        {state.status === 'failed' && <Notice>{t('index.comparePage.failed')}</Notice>}
        <CompareSelection ids={ids} list={list} onChange={(next) => navigate(companyComparePath(next))} />
        {state.status === 'loading' && (
          <Box display="flex" alignItems="center" gap="3" role="status">
            <Spinner color="brand.500" />
            <Text>{t('index.comparePage.loading')}</Text>
          </Box>
        )}
        {reports && (
          <>
            <CompareScoresTable reports={reports} sectors={sectors} />
            <CompareDimensions reports={reports} sectors={sectors} />
          </>
        )}
      </Stack>
    </Container>
  );
}
