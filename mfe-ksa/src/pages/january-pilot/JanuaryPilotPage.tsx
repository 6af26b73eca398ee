import { PilotFaqsSection } from './sections/PilotFaqsSection';
import { PilotHero } from './sections/PilotHero';
import { WhoShouldApplySection } from './sections/WhoShouldApplySection';
import { WhyJoinSection } from './sections/WhyJoinSection';

/** /januarypilot: the pilot landing (spec §2). */
export default function JanuaryPilotPage() {
  return (
    <>
      <PilotHero />
      <WhyJoinSection />
      <WhoShouldApplySection />
      <PilotFaqsSection />
    </>
  );
}
