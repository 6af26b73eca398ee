import { COMPARE, companyComparePath } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Button, Flex, HStack, Text } from '@pdpl/ui';
import { useCompaniesMessages } from '../i18n';

/**
 * Above the table: how many companies are ticked, and once there are enough, the link to the
 * compare page. A plain link, so the compare page's code (and nivo) loads only when it is followed.
 */
export function CompareChoice({ chosen, onClear }: { chosen: readonly string[]; onClear: () => void }) {
  const t = useCompaniesMessages();
  const count = chosen.length;
  return (
    <Flex as="section" aria-label={t('index.compare.label')} gap="3" align="center" justify="space-between" flexWrap="wrap" mb="3" data-testid="compare-choice">
      <Text role="status" fontSize="sm" color="fg.muted">
        {count === 0 ? t('index.compare.hint') : count >= COMPARE.max ? t('index.compare.full', { max: COMPARE.max }) : t('index.compare.chosen', { count, max: COMPARE.max })}
      </Text>
      {count > 0 && (
        <HStack gap="2">
          <Button variant="ghost" size="sm" onClick={onClear}>
            {t('index.compare.clear')}
          </Button>
          {count >= COMPARE.min && (
            <Button asChild colorPalette="brand" size="sm">
              <RouterLink to={companyComparePath(chosen)}>{t('index.compare.action', { count })}</RouterLink>
            </Button>
          )}
        </HStack>
      )}
    </Flex>
  );
}
