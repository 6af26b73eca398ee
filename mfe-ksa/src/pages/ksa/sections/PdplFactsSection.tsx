import { KSA_SECTIONS } from '@pdpl/contracts';
import { Box, List, Section } from '@pdpl/ui';
import { HeadedAccordion } from '../../../shared/HeadedAccordion';
import { PDPL_FACTS } from '../content/pdpl-facts';
import { useKsaPageMessages } from '../i18n';

export function PdplFactsSection() {
  const t = useKsaPageMessages();
  const entries = PDPL_FACTS.map((fact) => ({
    id: fact.id,
    title: t(`ksa.landing.facts.${fact.id}.title`),
    body: (
      <List.Root as="ul" ps="5" gap="2">
        {fact.points.map((point) => (
          <List.Item key={point}>{t(`ksa.landing.facts.point.${point}`)}</List.Item>
        ))}
      </List.Root>
    ),
  }));
  return (
    <Section tone="brand" id={KSA_SECTIONS.facts} title={t('ksa.landing.facts.title')} intro={t('ksa.landing.facts.intro')} tinted>
      <Box maxW="4xl" mx="auto">
        <HeadedAccordion entries={entries} />
      </Box>
    </Section>
  );
}
