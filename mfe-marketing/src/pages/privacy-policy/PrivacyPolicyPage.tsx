import { LegalDocument } from '../../features/legal/components/LegalDocument';

export default function PrivacyPolicyPage() {
  return <LegalDocument name="privacyPolicy" />;
}
