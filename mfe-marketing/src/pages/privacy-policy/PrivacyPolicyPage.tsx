import { LegalDocument } from '../../features/legal/components/LegalDocument';
import policy from '../../features/legal/content/privacy-policy.md?raw';

export default function PrivacyPolicyPage() {
  return <LegalDocument title="Privacy Policy" source={policy} />;
}
