import { LegalDocument } from '../../features/legal/components/LegalDocument';
import terms from '../../features/legal/content/terms-of-service.md?raw';

export default function TermsOfServicePage() {
  return <LegalDocument title="Terms of Service" source={terms} />;
}
