import { useEffect, useState } from 'react';
import { AssessmentDialog } from '../../features/assessment/components/AssessmentDialog';
import { onAssessmentRequest } from '../../features/assessment/open-requests';
import { AssessmentSection } from './sections/AssessmentSection';
import { BenefitsSection } from './sections/BenefitsSection';
import { BotSection } from './sections/BotSection';
import { ComplianceIndexSection } from './sections/ComplianceIndexSection';
import { KsaContactSection } from './sections/KsaContactSection';
import { KsaHero } from './sections/KsaHero';
import { PdplFactsSection } from './sections/PdplFactsSection';

/** /KSA: the Saudi landing; the header's Self Assessment entry opens the dialog through the openAssessment event. */
export default function KsaPage() {
  const [assessmentOpen, setAssessmentOpen] = useState(false);
  useEffect(() => onAssessmentRequest(() => setAssessmentOpen(true)), []);

  return (
    <>
      <KsaHero />
      <PdplFactsSection />
      <AssessmentSection onStart={() => setAssessmentOpen(true)} />
      <BotSection />
      <ComplianceIndexSection />
      <BenefitsSection />
      <KsaContactSection />
      <AssessmentDialog open={assessmentOpen} onOpenChange={setAssessmentOpen} />
    </>
  );
}
