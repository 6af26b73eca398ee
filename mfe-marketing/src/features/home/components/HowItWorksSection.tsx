import { HOME_SECTIONS } from '@pdpl/contracts';
import { Box, Heading, Section, SimpleGrid, Text } from '@pdpl/ui';
import { useBelowFoldMessages } from '../below-fold/i18n';

const STEPS = [1, 2, 3, 4] as const;

export function HowItWorksSection() {
  const t = useBelowFoldMessages();
  return (
    <Section
      id={HOME_SECTIONS.howItWorks}
      eyebrow={t('marketing.home.howItWorks.eyebrow')}
      title={t('marketing.home.howItWorks.title')}
      intro={t('marketing.home.howItWorks.intro')}
      tinted
    >
      <SimpleGrid as="ol" listStyleType="none" columns={{ base: 1, md: 2, lg: 4 }} gap="6">
        {STEPS.map((n) => (
          <Box as="li" key={n} bg="bg" borderRadius="xl" p="6" boxShadow="sm">
            <Text aria-hidden="true" fontSize="3xl" fontWeight="bold" color="brand.600" mb="2">
              {n}
            </Text>
            <Heading as="h3" size="lg" mb="2">
              {t(`marketing.home.howItWorks.step${n}.title`)}
            </Heading>
            <Text color="fg.muted">{t(`marketing.home.howItWorks.step${n}.text`)}</Text>
          </Box>
        ))}
      </SimpleGrid>
    </Section>
  );
}
