import { HOME_SECTIONS } from '@pdpl/contracts';
import { Box, Card, Heading, List, Section, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { useHomeMessages } from '../i18n';
import { CtaButton } from './CtaButton';

const AGENT_FAMILIES = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const COPILOT_POINTS = [1, 2, 3] as const;
const FEATURES = [1, 2, 3, 4] as const;

export function SolutionsSection() {
  const t = useHomeMessages();
  return (
    <Section
      id={HOME_SECTIONS.solutions}
      eyebrow={t('marketing.home.solutions.eyebrow')}
      title={t('marketing.home.solutions.title')}
      intro={t('marketing.home.solutions.intro')}
    >
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="6" mb="10">
        <Card.Root>
          <Card.Body>
            <Heading as="h3" size="xl" mb="3">
              {t('marketing.home.solutions.copilot.title')}
            </Heading>
            <Text color="fg.muted" mb="4">
              {t('marketing.home.solutions.copilot.text')}
            </Text>
            <List.Root ps="5" gap="1">
              {COPILOT_POINTS.map((n) => (
                <List.Item key={n}>{t(`marketing.home.solutions.copilot.point${n}`)}</List.Item>
              ))}
            </List.Root>
          </Card.Body>
        </Card.Root>
        <Card.Root>
          <Card.Body>
            <Heading as="h3" size="xl" mb="3">
              {t('marketing.home.solutions.agents.title')}
            </Heading>
            <Text color="fg.muted" mb="4">
              {t('marketing.home.solutions.agents.text')}
            </Text>
            <Box as="ul" display="flex" flexWrap="wrap" gap="2" listStyleType="none">
              {AGENT_FAMILIES.map((n) => (
                <Box as="li" key={n} px="3" py="1" borderRadius="full" bg="brand.50" color="brand.900" fontSize="sm">
                  {t(`marketing.home.solutions.family${n}`)}
                </Box>
              ))}
            </Box>
          </Card.Body>
        </Card.Root>
      </SimpleGrid>
      <Box as="figure" maxW="3xl" mx="auto" textAlign="center" mb="10">
        <Text as="blockquote" fontSize={{ base: 'lg', md: 'xl' }} fontStyle="italic" color="gray.800" mb="3">
          {t('marketing.home.solutions.quote')}
        </Text>
        <Text as="figcaption" color="fg.muted">
          {t('marketing.home.solutions.quoteSource')}
        </Text>
      </Box>
      <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 4 }} gap="4" mb="10" aria-label={t('marketing.home.solutions.featuresLabel')}>
        {FEATURES.map((n) => (
          <Stack as="li" key={n} borderWidth="1px" borderRadius="lg" p="5" gap="2">
            <Heading as="h3" size="md">
              {t(`marketing.home.solutions.feature${n}.title`)}
            </Heading>
            <Text color="fg.muted" fontSize="sm">
              {t(`marketing.home.solutions.feature${n}.text`)}
            </Text>
          </Stack>
        ))}
      </SimpleGrid>
      <Box textAlign="center">
        <CtaButton to="/waitinglist" label={t('marketing.home.cta.waitingList')} ctaName="join_waiting_list" location="solutions" />
      </Box>
    </Section>
  );
}
