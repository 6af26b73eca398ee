import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { Box, Heading, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { Section } from './Section';

const VALUES = [
  { title: 'Privacy experts first', text: 'Our agents are designed and tested with practising DPOs, privacy lawyers and former regulators.' },
  { title: 'Human in the loop', text: 'AI drafts and executes; accountable people decide. Every recommendation shows its sources.' },
  { title: 'Local by design', text: 'Hosted in Saudi Arabia, bilingual from day one, and built around PDPL rather than translated from GDPR.' },
];

export function AboutSection() {
  return (
    <Section id={HOME_SECTIONS.about} eyebrow="About" title={`About ${SITE.productName}`} tinted>
      <Stack gap="8" maxW="4xl" mx="auto">
        <Text fontSize="lg" color="gray.800">
          {SITE.productName} (from the Arabic word for balance) is built by {SITE.companyName}, a team of privacy lawyers,
          data-protection officers and AI engineers. We believe that protecting personal data and using it well are not
          opposites: organisations in Saudi Arabia can meet the Personal Data Protection Law and move faster, if the
          compliance work stops depending on spreadsheets and scarce specialists.
        </Text>
        <Text fontSize="lg" color="gray.800">
          Our platform gives every DPO an AI Co-Pilot and a bench of expert-trained agents, so a team of three can run a
          programme that used to need fifteen, with the evidence the Saudi Data &amp; AI Authority (SDAIA) expects.
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {VALUES.map((v) => (
            <Box key={v.title} bg="bg" p="6" borderRadius="xl" boxShadow="sm">
              <Heading as="h3" size="md" mb="2">
                {v.title}
              </Heading>
              <Text color="fg.muted">{v.text}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Section>
  );
}
