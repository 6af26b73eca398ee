import { editionListPath, type OpenDataEditionList } from '@pdpl/contracts';
import { RouterLink, useFormatters } from '@pdpl/platform';
import { HStack, Link, Text } from '@pdpl/ui';
import { useCompaniesMessages } from '../i18n';

/**
 * The edition choice: a link per published edition (newest first, the current one at the plain list
 * URL, past ones at their permanent URLs), so it works without JavaScript and from the keyboard.
 * Withdrawn editions are not published, so they are not offered. Hidden while there is only one.
 */
export function EditionChoice({ list, shown }: { list: OpenDataEditionList | null; shown: string | undefined }) {
  const t = useCompaniesMessages();
  const format = useFormatters();
  if (!list || list.editions.length < 2) return null;
  return (
    <HStack as="nav" aria-labelledby="edition-choice-label" gap="3" wrap="wrap" mb="4" data-testid="edition-choice">
      <Text as="span" id="edition-choice-label" fontWeight="semibold" fontSize="sm">
        {t('index.editionChoice.label')}
      </Text>
      {list.editions.map((edition, i) => {
        const current = i === 0;
        const selected = shown === undefined ? current : shown === edition.month;
        const month = format.month(edition.month);
        return (
          <Link
            key={edition.month}
            asChild
            fontSize="sm"
            color={selected ? 'fg' : 'brand.700'}
            fontWeight={selected ? 'semibold' : 'normal'}
            textDecoration={selected ? 'none' : undefined}
            aria-current={selected ? 'page' : undefined}
            data-month={edition.month}
          >
            <RouterLink to={editionListPath(current ? undefined : edition.month)}>{current ? t('index.editionChoice.current', { month }) : month}</RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
