import { API_PATHS, INDEX_ROUTES, OPEN_DATA_LICENCE, type OpenDataEditionList } from '@pdpl/contracts';
import { getRuntimeConfig, RouterLink } from '@pdpl/platform';
import { Box, Heading, HStack, Link, List, Text } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { formatEditionMonth } from '../../../shared/format';
import { fetchOpenDataEditions } from '../api/fetch-open-data-editions';

/**
 * The list page's "Open data" section: the published editions as CSV and JSON downloads, with the
 * licence. Not lazy: it is under 1 KB gzipped, less than the loader a lazy chunk would bring along.
 */
export function OpenDataSection() {
  const [list, setList] = useState<OpenDataEditionList | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetchOpenDataEditions(controller.signal).then(setList, () => !controller.signal.aborted && setFailed(true));
    return () => controller.abort();
  }, []);
  const { apiBaseUrl } = getRuntimeConfig();
  return (
    <Box as="section" aria-labelledby="open-data-title" mt="12" pt="6" borderTopWidth="1px">
      <Heading as="h2" size="lg" id="open-data-title" mb="3">
        Open data
      </Heading>
      <Text mb="3">
        Every published edition is open data under the{' '}
        <Link href={OPEN_DATA_LICENCE.url} color="brand.700" target="_blank" rel="noopener noreferrer">
          {OPEN_DATA_LICENCE.name} licence
        </Link>{' '}
        (attribution: {OPEN_DATA_LICENCE.attribution}). {OPEN_DATA_LICENCE.note}{' '}
        <Link asChild color="brand.700">
          <RouterLink to={INDEX_ROUTES.methodology}>How the index is scored</RouterLink>
        </Link>
      </Text>
      {failed && <Text color="fg.muted">The list of editions could not be loaded. Please try again later.</Text>}
      {list && list.editions.length === 0 && <Text color="fg.muted">No edition is published yet.</Text>}
      {list && list.editions.length > 0 && (
        <List.Root as="ul" listStyleType="none" gap="2" data-testid="open-data-editions">
          {list.editions.map((e) => {
            const month = formatEditionMonth(e.month);
            return (
              <List.Item key={e.month} data-month={e.month}>
                <HStack gap="3" wrap="wrap">
                  <Text as="span" fontWeight="medium">
                    {month} ({e.companyCount} companies)
                  </Text>
                  {(['csv', 'json'] as const).map((format) => (
                    <Link key={format} href={`${apiBaseUrl}${API_PATHS.indexEditionDownload(e.month, format)}`} download color="brand.700" aria-label={`${month} edition as ${format.toUpperCase()}`}>
                      {format.toUpperCase()}
                    </Link>
                  ))}
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}
