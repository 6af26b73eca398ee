import { analysisReviewPath } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { HStack, Link, Text } from '@pdpl/ui';
import { formatEditionMonth } from '../../../shared/format';

/** The months the company has an analysis for, newest first: a link each, the one shown marked as current. */
export function MonthChoice({ companyId, months, shown }: { companyId: string; months: string[]; shown: string }) {
  return (
    <HStack as="nav" aria-labelledby="month-choice-label" gap="3" wrap="wrap" data-testid="month-choice">
      <Text as="span" id="month-choice-label" fontWeight="semibold" fontSize="sm">
        Months analysed:
      </Text>
      {months.map((month) => {
        const selected = month === shown;
        return (
          <Link
            key={month}
            asChild
            fontSize="sm"
            color={selected ? 'fg' : 'brand.700'}
            fontWeight={selected ? 'semibold' : 'normal'}
            aria-current={selected ? 'page' : undefined}
            data-month={month}
          >
            <RouterLink to={analysisReviewPath(companyId, month)}>{formatEditionMonth(month)}</RouterLink>
          </Link>
        );
      })}
    </HStack>
  );
}
