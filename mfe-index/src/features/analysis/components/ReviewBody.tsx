import { DIMENSIONS, type CompanyReview, type ReviewedRequirement } from '@pdpl/contracts';
import { Box, Grid, Stack } from '@pdpl/ui';
import { SectionCard } from '@pdpl/ui/staff';
import { useMemo, useState } from 'react';
import { highlightNotices } from '../model/highlights';
import { DimensionReview } from './DimensionReview';
import { MonthChoice } from './MonthChoice';
import { NoticeChanges } from './NoticeChanges';
import { NoticeTexts } from './NoticeTexts';
import { OverrideDialog } from './OverrideDialog';
import { ReviewSummary } from './ReviewSummary';
import { SiteTraitsList } from './SiteTraitsList';

/**
 * A loaded review: the summary and acceptance, the site's traits, the 19 dimensions' requirements
 * beside the notice texts they quote (the texts stay in view on wide screens), and what changed.
 */
export function ReviewBody({ review, reload }: { review: CompanyReview; reload: () => void }) {
  const [overriding, setOverriding] = useState<{ requirement: ReviewedRequirement | null; open: boolean }>({ requirement: null, open: false });
  const highlights = useMemo(
    () =>
      highlightNotices(
        review.notices,
        review.dimensions.flatMap((d) => d.requirements.flatMap((r) => r.evidence)),
      ),
    [review],
  );
  const byKey = new Map(review.dimensions.map((d) => [d.key, d]));
  return (
    <Stack gap="6">
      <MonthChoice companyId={review.company.id} months={review.months} shown={review.month} />
      <SectionCard title="Summary" id="summary-title" testId="review-summary">
        <ReviewSummary review={review} onAccepted={reload} />
      </SectionCard>
      <SectionCard title="Site traits" id="traits-title" description="What the collection saw of the site: the requirements judged on a site trait rest on these.">
        <SiteTraitsList traits={review.traits} />
      </SectionCard>
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) minmax(0, 1fr)' }} gap="6" alignItems="start">
        <SectionCard title="Requirements by dimension" id="dimensions-title" description="Override a requirement the analysis got wrong; the scores are counted again with the overrides.">
          <Stack gap="4">
            {DIMENSIONS.map((d) => (
              <DimensionReview key={d.key} dimension={d} result={byKey.get(d.key)} targets={highlights.targets} onOverride={(requirement) => setOverriding({ requirement, open: true })} />
            ))}
          </Stack>
        </SectionCard>
        {/* On wide screens the texts stay in view beside the requirements, scrolling on their own. */}
        <Box
          position={{ lg: 'sticky' }}
          top={{ lg: '20' }}
          maxH={{ lg: 'calc(100vh - 6rem)' }}
          overflowY={{ lg: 'auto' }}
          borderRadius="l3"
          role="region"
          aria-label="Notice texts panel"
          tabIndex={0}
          _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
        >
          <SectionCard title="Notice texts" id="notices-title" description="Every evidence quote is highlighted; follow a quote from a requirement to its place here.">
            <NoticeTexts notices={review.notices} highlights={highlights} />
          </SectionCard>
        </Box>
      </Grid>
      <SectionCard title="What changed since the previous version" id="changes-title" testId="notice-changes-section">
        <NoticeChanges notices={review.notices} changes={review.changes} />
      </SectionCard>
      <OverrideDialog
        companyId={review.company.id}
        month={review.month}
        requirement={overriding.requirement}
        open={overriding.open}
        onClose={() => setOverriding((o) => ({ ...o, open: false }))}
        onSaved={reload}
      />
    </Stack>
  );
}
