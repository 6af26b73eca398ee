import { API_PATHS, INDEX_ROUTES, OPEN_DATA_LICENCE } from '@pdpl/contracts';
import { getRuntimeConfig, richText, RouterLink, useFormatters } from '@pdpl/platform';
import { Box, Heading, HStack, Link, List, Text } from '@pdpl/ui';
import { useOpenDataMessages } from '../i18n';
import type { PublishedEditions } from '../use-published-editions';
import { useIndexContractText } from '../../../shared/i18n';

/**
 * The list page's "Open data" section: the published editions as CSV and JSON downloads and as a
 * data package (the CSV's Table Schema and licence), with the licence. Not lazy: it is under 1 KB gzipped, less than the loader a lazy chunk would bring along.
 */
export function OpenDataSection({ editions: { list, failed } }: { editions: PublishedEditions }) {
  const t = useOpenDataMessages();
  const tc = useIndexContractText();
  const format = useFormatters();
  const { apiBaseUrl } = getRuntimeConfig();
  return (
    <Box as="section" aria-labelledby="open-data-title" mt="12" pt="6" borderTopWidth="1px">
      <Heading as="h2" size="lg" id="open-data-title" mb="3">
        {t('index.openData.title')}
      </Heading>
      <Text mb="3">
        {richText(t('index.openData.intro', { licence: OPEN_DATA_LICENCE.name, attribution: OPEN_DATA_LICENCE.attribution }), {
          licence: (text) => (
            <Link href={OPEN_DATA_LICENCE.url} color="brand.700" target="_blank" rel="noopener noreferrer">
              {text}
            </Link>
          ),
        })}{' '}
        {tc(OPEN_DATA_LICENCE.note)}{' '}
        <Link asChild color="brand.700">
          <RouterLink to={INDEX_ROUTES.methodology}>{t('index.openData.methodology')}</RouterLink>
        </Link>
      </Text>
      {failed && <Text color="fg.muted">{t('index.openData.failed')}</Text>}
      {list && list.editions.length === 0 && <Text color="fg.muted">{t('index.openData.none')}</Text>}
      {list && list.editions.length > 0 && (
        <List.Root as="ul" listStyleType="none" gap="2" data-testid="open-data-editions">
          {list.editions.map((e) => {
            const month = format.month(e.month);
            return (
              <List.Item key={e.month} data-month={e.month}>
                <HStack gap="3" wrap="wrap">
                  <Text as="span" fontWeight="medium">
                    {t('index.openData.edition', { month, count: e.companyCount })}
                  </Text>
                  {(['csv', 'json'] as const).map((type) => (
                    <Link key={type} href={`${apiBaseUrl}${API_PATHS.indexEditionDownload(e.month, type)}`} download color="brand.700" aria-label={t('index.openData.download', { month, format: type.toUpperCase() })}>
                      {type.toUpperCase()}
                    </Link>
                  ))}
                  <Link href={`${apiBaseUrl}${API_PATHS.indexEditionPackage(e.month)}`} download color="brand.700" aria-label={t('index.openData.packageLabel', { month })}>
                    {t('index.openData.package')}
                  </Link>
                </HStack>
              </List.Item>
            );
          })}
        </List.Root>
      )}
    </Box>
  );
}
