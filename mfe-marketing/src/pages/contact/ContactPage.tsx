import { RouterLink } from '@pdpl/platform';
import { Button } from '@pdpl/ui';
import { ContactForm } from '../../features/contact/components/ContactForm';
import { useContactMessages } from '../../features/contact/i18n';
import { FormPage } from '../../shared/FormPage';

export default function ContactPage() {
  const t = useContactMessages();
  const back = (
    <Button asChild variant="outline" size="sm" mb="6">
      <RouterLink to="/">{t('marketing.contact.back')}</RouterLink>
    </Button>
  );
  return (
    <FormPage back={back} title={t('marketing.contact.title')} intro={t('marketing.contact.intro')}>
      <ContactForm />
    </FormPage>
  );
}
