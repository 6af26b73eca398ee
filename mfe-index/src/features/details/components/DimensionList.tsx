import type { DetailSection } from '@pdpl/contracts';
import { Stack } from '@pdpl/ui';
import { DimensionCard } from './DimensionCard';

/** The cards in the order the API sends them: the spec's fixed alphabetical order (§3), not re-sorted. */
export function DimensionList({ sections }: { sections: DetailSection[] }) {
  return (
    <Stack as="ul" aria-label="PDPL compliance dimensions" listStyleType="none" gap="3">
      {sections.map((section, i) => (
        <DimensionCard key={section.id} section={section} index={i} />
      ))}
    </Stack>
  );
}
