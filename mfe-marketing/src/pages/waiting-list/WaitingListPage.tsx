import { Link } from '@pdpl/ui';
import { RouterLink } from '@pdpl/platform';
import { WaitlistForm } from '../../features/waitlist/components/WaitlistForm';
import { useWaitlistMessages } from '../../features/waitlist/i18n';
import { FormPage } from '../../shared/FormPage';

export default function WaitingListPage() {
  const t = useWaitlistMessages();
  const back = (
    <Link asChild color="brand.600" mb="6" display="inline-block">
      <RouterLink to="/">{t('marketing.waitlist.back')}</RouterLink>
    </Link>
  );
  return (
    <FormPage back={back} title={t('marketing.waitlist.title')} intro={t('marketing.waitlist.intro')}>
      <WaitlistForm />
    </FormPage>
  );
}
