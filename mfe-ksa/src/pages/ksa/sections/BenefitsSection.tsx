import { KSA_SECTIONS } from '@pdpl/contracts';
import { Section } from '@pdpl/ui';
import { CardGrid } from '../../../shared/CardGrid';
import { KSA_BENEFITS } from '../content/benefits';
import { useKsaPageMessages } from '../i18n';

export function BenefitsSection() {
  const t = useKsaPageMessages();
  const items = KSA_BENEFITS.map((id) => ({ id, title: t(`ksa.landing.benefits.${id}.title`), text: t(`ksa.landing.benefits.${id}.text`) }));
  return (
    <Section tone="brand" id={KSA_SECTIONS.benefits} title={t('ksa.landing.benefits.title')} intro={t('ksa.landing.benefits.intro')} tinted>
      <CardGrid items={items} />
    </Section>
  );
}
