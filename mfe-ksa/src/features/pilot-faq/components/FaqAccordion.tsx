import { Text } from '@pdpl/ui';
import type { Faq } from '../content/pilot-faqs';
import { HeadedAccordion } from '../../../shared/HeadedAccordion';

export function FaqAccordion({ items }: { items: readonly Faq[] }) {
  return <HeadedAccordion entries={items.map((faq) => ({ id: faq.id, title: faq.question, body: <Text>{faq.answer}</Text> }))} />;
}
