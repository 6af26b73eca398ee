import type { DetailSection } from '@pdpl/contracts';
import { Stack } from '@pdpl/ui';
import { useDetailsMessages } from '../i18n';
import { DimensionCard } from './DimensionCard';

/** The cards in the order the API sends them: the spec's fixed alphabetical order (§3), not re-sorted. */
export function DimensionList({ sections, rubricVersion }: { sections: DetailSection[]; rubricVersion?: string }) {
  const t = useDetailsMessages();
  return (
    <Stack as="ul" aria-label={t('index.details.listLabel')} listStyleType="none" gap="3">
      {sections.map((section, i) => (
        <DimensionCard key={section.id} section={section} index={i} rubricVersion={rubricVersion} />
      ))}
    </Stack>
  );
}
