import { HStack, Button, Text } from '@pdpl/ui';

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
  if (pageCount <= 1) return null;
  const pages = visiblePages(page, pageCount);
  return (
    <HStack as="nav" aria-label="Index pages" justify="center" gap="1" mt="6" flexWrap="wrap">
      <Button variant="ghost" size="sm" onClick={() => onPage(page - 1)} disabled={page === 1} aria-label="Previous page">
        ‹ Previous
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
            aria-label={`Page ${p}`}
            onClick={() => onPage(p)}
          >
            {p}
          </Button>
        </HStack>
      ))}
      <Button variant="ghost" size="sm" onClick={() => onPage(page + 1)} disabled={page === pageCount} aria-label="Next page">
        Next ›
      </Button>
    </HStack>
  );
}
