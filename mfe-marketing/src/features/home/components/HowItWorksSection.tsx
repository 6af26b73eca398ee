import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { Box, Heading, SimpleGrid, Text } from '@pdpl/ui';
import { Section } from './Section';

const STEPS = [
  {
    title: 'Connect and map',
    text: 'Answer a short onboarding questionnaire and connect HR, CRM, IT and data stores. Agents build a first map of processing activities and data flows.',
  },
  {
    title: 'Delegate to agents',
    text: 'Ask the Co-Pilot, or assign a RoPA, DPIA, DSAR or vendor assessment. Agents draft, chase owners and assemble evidence, each step mapped to a PDPL article.',
  },
  {
    title: 'Review and approve',
    text: 'You stay the decision-maker: every draft comes to the DPO with its reasoning and sources, and nothing is final until a person approves it.',
  },
  {
    title: 'Prove compliance',
    text: 'Regulatory monitoring flags new SDAIA guidance, deadlines are tracked, and an audit trail is ready whenever the regulator or the board asks.',
  },
];

export function HowItWorksSection() {
  return (
    <Section
      id={HOME_SECTIONS.howItWorks}
      eyebrow="How it works"
      title={`How ${SITE.productName} works`}
      intro="Four steps from scattered spreadsheets to a programme you can evidence, with a human in the loop at every decision."
      tinted
    >
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {STEPS.map((step, i) => (
          <Box as="li" key={step.title} bg="bg" borderRadius="xl" p="6" boxShadow="sm">
            <Text aria-hidden="true" fontSize="3xl" fontWeight="bold" color="brand.600" mb="2">
              {i + 1}
            </Text>
            <Heading as="h3" size="lg" mb="2">
              {step.title}
            </Heading>
            <Text color="fg.muted">{step.text}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
