import { KSA_SECTIONS } from '@pdpl/contracts';
import { CardGrid } from '../../../shared/CardGrid';
import { Section } from '../../../shared/Section';
import { KSA_BENEFITS } from '../content/benefits';

export function BenefitsSection() {
  return (
    <Section id={KSA_SECTIONS.benefits} title="Benefits for Saudi Organisations" intro="Compliance built for the Kingdom, run by AI and overseen by your DPO." tinted>
      <CardGrid items={KSA_BENEFITS} />
    </Section>
  );
}
