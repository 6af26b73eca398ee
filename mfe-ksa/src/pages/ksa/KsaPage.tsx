import { preloadParts, Dialog, useOpenedOnce } from '@pdpl/ui';
import { lazy, Suspense, useEffect, useState } from 'react';
import { onAssessmentRequest } from '../../features/assessment/open-requests';
import { AssessmentSection } from './sections/AssessmentSection';
import { BenefitsSection } from './sections/BenefitsSection';
import { BotSection } from './sections/BotSection';
import { ComplianceIndexSection } from './sections/ComplianceIndexSection';
import { KsaContactSection } from './sections/KsaContactSection';
import { KsaHero } from './sections/KsaHero';
import { PdplFactsSection } from './sections/PdplFactsSection';

const loadAssessment = () => import('../../features/assessment/components/AssessmentDialog');
const AssessmentDialog = lazy(() => loadAssessment().then((module) => ({ default: module.AssessmentDialog })));
/** The assessment's code and the Dialog part's: fetched as the visitor reaches a button that opens it. */
const preloadAssessment = () => void Promise.all([loadAssessment(), preloadParts(Dialog)]);

/** /KSA: the Saudi landing; the header's Self Assessment entry opens the dialog through the openAssessment event. */
export default function KsaPage() {
  const [assessmentOpen, setAssessmentOpen] = useState(false);
  // Rendered (and its code loaded) from its first opening: most visits never open it.
  const assessmentMounted = useOpenedOnce(assessmentOpen);
  useEffect(() => onAssessmentRequest(() => setAssessmentOpen(true)), []);

  return (
    <>
      <KsaHero />
      <PdplFactsSection />
      <AssessmentSection onStart={() => setAssessmentOpen(true)} onIntent={preloadAssessment} />
      <BotSection />
      <ComplianceIndexSection />
      <BenefitsSection />
      <KsaContactSection />
      {assessmentMounted && (
        <Suspense fallback={null}>
          <AssessmentDialog open={assessmentOpen} onOpenChange={setAssessmentOpen} />
        </Suspense>
      )}
    </>
  );
}
