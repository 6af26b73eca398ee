import { PILOT_SECTIONS } from '@pdpl/contracts';
import { CardGrid } from '../../../shared/CardGrid';
import { Section } from '../../../shared/Section';
import { PILOT_BENEFITS } from '../content/pilot-landing';

export function WhyJoinSection() {
  return (
    <Section id={PILOT_SECTIONS.whyJoin} title="Why Join?" intro="Four months of AI-powered PDPL work, free, with experts beside you.">
      <CardGrid items={PILOT_BENEFITS} />
    </Section>
  );
}
