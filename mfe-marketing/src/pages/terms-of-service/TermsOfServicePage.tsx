import { LegalDocument } from '../../features/legal/components/LegalDocument';

export default function TermsOfServicePage() {
  return <LegalDocument name="terms" />;
}
