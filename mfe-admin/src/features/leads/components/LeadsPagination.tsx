import { Button, HStack, Text } from '@pdpl/ui';

interface Props {
  page: number;
  pageCount: number;
  onPage: (page: number) => void;
}

/** Previous / Next around "Page x of y", in a labelled navigation; the new page is announced politely. */
export function LeadsPagination({ page, pageCount, onPage }: Props) {
  return (
    <HStack as="nav" aria-label="Pagination" justify="space-between" gap="3" mt="4">
      <Button variant="outline" size="sm" onClick={() => onPage(page - 1)} disabled={page <= 1}>
        <span aria-hidden="true">‹</span> Previous
      </Button>
      <Text aria-live="polite">
        Page {page} of {pageCount}
      </Text>
      <Button variant="outline" size="sm" onClick={() => onPage(page + 1)} disabled={page >= pageCount}>
        Next <span aria-hidden="true">›</span>
      </Button>
    </HStack>
  );
}
