import { useFormatters } from '@pdpl/platform';
import { HStack, Button, Text } from '@pdpl/ui';
import { useCompaniesMessages } from '../i18n';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Pages around the current one, with the first and last always reachable. */
function visiblePages(page: number, pageCount: number): number[] {
  const pages = new Set([1, pageCount, page - 1, page, page + 1]);
  return [...pages].filter((p) => p >= 1 && p <= pageCount).sort((a, b) => a - b);
}

/** Accessible paging: a labelled navigation, the current page marked with aria-current. */
export function Pagination({ page, pageCount, onPage }: Props) {
  const t = useCompaniesMessages();
  const format = useFormatters();
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <HStack as="nav" aria-label={t('index.pages.label')} justify="center" gap="1" mt="6" flexWrap="wrap">
      <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={page === 1} aria-label={t('index.pages.previousLabel')}>
        {t('index.pages.previous')}
      </Button>
      {pages.map((p, i) => (
        <HStack key={p} gap="1">
          {i > 0 && p - pages[i - 1]! > 1 && (
            <Text as="span" aria-hidden="true" px="1">
              …
            </Text>
          )}
          <Button
            size="sm"
            minW="9"
            variant={p === page ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-current={p === page ? 'page' : undefined}
            aria-label={t('index.pages.page', { page: p })}
            onClick={() => onPage(p)}
          >
            {format.number(p)}
          </Button>
        </HStack>
      ))}
      <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page === pageCount} aria-label={t('index.pages.nextLabel')}>
        {t('index.pages.next')}
      </Button>
    </HStack>
  );
}
