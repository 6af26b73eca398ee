import { ANALYSIS_ROUTES, INDEX_ROUTES, isEditionMonth, pageMeta } from '@pdpl/contracts';
import { RouterLink, useParams, usePageMeta, useSearchParams } from '@pdpl/platform';
import { HStack, Link, Loading, Text } from '@pdpl/ui';
import { StaffPageFrame } from '@pdpl/ui/staff';
import { ExternalLink, shortUrl } from '../../features/analysis/components/ExternalLink';
import { ReviewBody } from '../../features/analysis/components/ReviewBody';
import { useCompanyReview } from '../../features/analysis/use-company-review';

const DESCRIPTION = "Review a watched company's analysed notices, override requirements with a reason and accept the suggestions.";

/** /PDPLComplianceIndex/analysis/:companyId?month=YYYY-MM: one company's analysis for a month (its newest without one), to correct and accept. */
export default function AnalysisReviewPage() {
  const { companyId = '' } = useParams();
  const [params] = useSearchParams();
  const asked = params.get('month');
  const { state, reload } = useCompanyReview(companyId, isEditionMonth(asked) ? asked : undefined);
  const review = state.status === 'loaded' ? state.review : null;
  usePageMeta(review ? pageMeta(`Review: ${review.company.nameEn}`, DESCRIPTION, 'analyst, analysis review') : null);
  return (
    <StaffPageFrame
      title={review ? `Review: ${review.company.nameEn}` : 'Review'}
      intro={
        review ? (
          <>
            <span dir="rtl" lang="ar">
              {review.company.nameAr}
            </span>{' '}
            · {review.company.sector} · <ExternalLink href={review.company.website}>{shortUrl(review.company.website)}</ExternalLink>
          </>
        ) : (
          'A watched company’s analysis for a month, to correct and accept.'
        )
      }
      links={
        <HStack gap="4" wrap="wrap">
          <Link asChild color="brand.700">
            <RouterLink to={ANALYSIS_ROUTES.companies}>
              <span aria-hidden="true">←</span> Index Analysis
            </RouterLink>
          </Link>
          <Link asChild color="brand.700">
            <RouterLink to={INDEX_ROUTES.editions}>Index Editions</RouterLink>
          </Link>
        </HStack>
      }
      maxW="6xl"
    >
      {state.status === 'loading' && <Loading py="10" />}
      {state.status === 'failed' && <Text data-testid="review-error">{state.message}</Text>}
      {review && <ReviewBody review={review} reload={reload} />}
    </StaffPageFrame>
  );
}
