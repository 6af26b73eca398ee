import { AboutSection } from './AboutSection';
import { ClosingCtaSection } from './ClosingCtaSection';
import { DifferenceSection } from './DifferenceSection';
import { HowItWorksSection } from './HowItWorksSection';
import { TiersSection } from './TiersSection';
import { UseCasesSection } from './UseCasesSection';

/** The home sections after solutions, in the spec's order; their own chunk (see DeferredSections). */
export default function BelowFoldSections() {
  return (
    <>
      <HowItWorksSection />
      <DifferenceSection />
      <TiersSection />
      <UseCasesSection />
      <AboutSection />
      <ClosingCtaSection />
    </>
  );
}
