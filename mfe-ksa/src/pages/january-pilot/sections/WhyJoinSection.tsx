import { PILOT_SECTIONS } from '@pdpl/contracts';
import { Section } from '@pdpl/ui';
import { CardGrid } from '../../../shared/CardGrid';
import { PILOT_BENEFITS } from '../content/pilot-landing';
import { useJanuaryPilotMessages } from '../i18n';

export function WhyJoinSection() {
  const t = useJanuaryPilotMessages();
  const items = PILOT_BENEFITS.map((id) => ({ id, title: t(`ksa.januaryPilot.benefits.${id}.title`), text: t(`ksa.januaryPilot.benefits.${id}.text`) }));
  return (
    <Section tone="brand" id={PILOT_SECTIONS.whyJoin} title={t('ksa.januaryPilot.whyJoin.title')} intro={t('ksa.januaryPilot.whyJoin.intro')}>
      <CardGrid items={items} />
    </Section>
  );
}
