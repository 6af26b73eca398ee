import { KSA_SECTIONS } from '@pdpl/contracts';
import { Box, List } from '@pdpl/ui';
import { HeadedAccordion } from '../../../shared/HeadedAccordion';
import { Section } from '../../../shared/Section';
import { PDPL_FACTS } from '../content/pdpl-facts';

const entries = PDPL_FACTS.map((fact) => ({
  id: fact.id,
  title: fact.title,
  body: (
    <List.Root as="ul" ps="5" gap="2">
      {fact.points.map((point) => (
        <List.Item key={point}>{point}</List.Item>
      ))}
    </List.Root>
  ),
}));

export function PdplFactsSection() {
  return (
    <Section id={KSA_SECTIONS.facts} title="PDPL Key Facts" intro="What Saudi Arabia's Personal Data Protection Law requires, who enforces it and what is at stake." tinted>
      <Box maxW="4xl" mx="auto">
        <HeadedAccordion entries={entries} />
      </Box>
    </Section>
  );
}
