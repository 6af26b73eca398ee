import type { EditionInfo } from '@pdpl/contracts';
import { RouterLink, useFormatters, useParams } from '@pdpl/platform';
import { Box, Link, Text } from '@pdpl/ui';
import { useSharedMessages } from './i18n';

/** The edition (YYYY-MM) a page's permanent URL names (/PDPLComplianceIndex/edition/:month/...); undefined on the current edition's own URLs. */
export function usePageEdition(): string | undefined {
  return useParams().month;
}

/** An edition's month as its URLs and the API name it: YYYY-MM (responses give its first day, YYYY-MM-DD). */
export const editionMonth = (isoDay: string) => isoDay.slice(0, 7);

/**
 * Said above a page that shows a past edition, with a link to the same page in the current edition
 * (`currentPath`), so a visitor following an old link knows the figures have moved on.
 */
export function PastEditionNotice({ edition, currentPath }: { edition: EditionInfo | null | undefined; currentPath: string }) {
  const t = useSharedMessages();
  const format = useFormatters();
  if (!edition || edition.current) return null;
  return (
    <Box role="note" data-testid="past-edition-notice" bg="orange.50" borderStartWidth="4px" borderColor="orange.400" borderRadius="md" p="3" mb="6">
      <Text fontSize="sm">
        {t('index.shared.pastEdition', { month: format.month(edition.month) })}{' '}
        <Link asChild color="brand.700" fontWeight="semibold">
          <RouterLink to={currentPath}>{t('index.shared.currentEdition')}</RouterLink>
        </Link>
      </Text>
    </Box>
  );
}
