import { Text } from '@pdpl/ui';
import type { FaqId } from '../content/pilot-faqs';
import { usePilotFaqMessages } from '../i18n';
import { HeadedAccordion } from '../../../shared/HeadedAccordion';

export function FaqAccordion({ items }: { items: readonly FaqId[] }) {
  const t = usePilotFaqMessages();
  return (
    <HeadedAccordion
      entries={items.map((id) => ({ id, title: t(`ksa.pilotFaq.${id}.question`), body: <Text>{t(`ksa.pilotFaq.${id}.answer`)}</Text> }))}
    />
  );
}
