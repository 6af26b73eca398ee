import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { Box, Card, Heading, List, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { CtaButton } from './CtaButton';
import { Section } from './Section';

const AGENT_FAMILIES = ['RoPA', 'DSAR', 'Consent and preferences', 'Breach', 'DPIA', 'Third-party assessment', 'Vendor risk', 'Cross-border transfers'];

const FEATURES = [
  { title: 'Expert-trained AI', text: 'Agent workflows mapped to PDPL articles and the Implementing Regulations, trained with privacy lawyers and DPOs.' },
  { title: 'Arabic and English', text: 'Work, draft and answer in either language, with a full right-to-left layout.' },
  {
    title: 'Hosted in Saudi Arabia',
    text: 'Encryption, role-based access and logs throughout; customer data is never used to train shared models.',
  },
  { title: 'Built for Vision 2030', text: "Supports the Kingdom's digital-economy goals with trustworthy, well-governed data use." },
];

export function SolutionsSection() {
  return (
    <Section
      id={HOME_SECTIONS.solutions}
      eyebrow="Solutions"
      title="An AI privacy team that works alongside yours"
      intro={`${SITE.productName} pairs a Co-Pilot for the questions and drafting that fill a DPO's day with agents that carry whole workflows from intake to evidence.`}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mb="10">
        <Card.Root>
          <Card.Body>
            <Heading as="h3" size="xl" mb="3">
              AI Co-Pilot
            </Heading>
            <Text color="fg.muted" mb="4">
              Ask anything about PDPL and get an answer that cites the article it relies on. The Co-Pilot drafts privacy
              notices, policies and data processing terms, and delegates tasks to agents or colleagues, keeping you in
              charge of every decision.
            </Text>
            <List.Root ps="5" gap="1">
              <List.Item>Answers questions in Arabic and English</List.Item>
              <List.Item>Drafts documents from your own records</List.Item>
              <List.Item>Delegates tasks and tracks them to closure</List.Item>
            </List.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Heading as="h3" size="xl" mb="3">
              Expert-Trained Agents
            </Heading>
            <Text color="fg.muted" mb="4">
              Thousands of pre-built agents, trained by privacy experts, execute the repeatable work of a privacy
              programme with human-in-the-loop DPO oversight. Agent families:
            </Text>
            <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none">
              {AGENT_FAMILIES.map((f) => (
                <Box as="li" key={f} px="3" py="1" borderRadius="full" bg="brand.50" color="brand.900" fontSize="sm">
                  {f}
                </Box>
              ))}
            </Box>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Box as="figure" maxW="3xl" mx="auto" textAlign="center" mb="10">
        <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} fontStyle="italic" color="gray.800" mb="3">
          “Our first PDPL DPIA took three weeks. With an agent drafting and me reviewing, the next one took two days, and
          the reasoning was better documented than anything we had written by hand.”
        </Text>
        <Text as="figcaption" color="fg.muted">
          — Data Protection Officer, Riyadh-based healthcare group (design partner)
        </Text>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="10" aria-label="Platform features">
        {FEATURES.map((f) => (
          <Stack as="li" key={f.title} borderWidth="1px" borderRadius="lg" p="5" gap="2">
            <Heading as="h3" size="md">
              {f.title}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {f.text}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Box textAlign="center">
        <CtaButton to="/waitinglist" label="Join Waiting List" ctaName="join_waiting_list" location="solutions" />
      </Box>
    </Section>
  );
}
