import { HOME_SECTIONS, SITE } from '@pdpl/contracts';
import { Box, Heading, Section, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { useBelowFoldMessages } from '../below-fold/i18n';

const VALUES = [1, 2, 3] as const;

export function AboutSection() {
  const t = useBelowFoldMessages();
  return (
    <Section id={HOME_SECTIONS.about} eyebrow={t('marketing.home.about.eyebrow')} title={t('marketing.home.about.title')} tinted>
      <Stack gap="8" maxW="4xl" mx="auto">
        <Text fontSize="lg" color="gray.800">
          {t('marketing.home.about.text1', { company: SITE.companyName })}
        </Text>
        <Text fontSize="lg" color="gray.800">
          {t('marketing.home.about.text2')}
        </Text>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap="6">
          {VALUES.map((n) => (
            <Box key={n} bg="bg" p="6" borderRadius="xl" boxShadow="sm">
              <Heading as="h3" size="md" mb="2">
                {t(`marketing.home.about.value${n}.title`)}
              </Heading>
              <Text color="fg.muted">{t(`marketing.home.about.value${n}.text`)}</Text>
            </Box>
          ))}
        </SimpleGrid>
      </Stack>
    </Section>
  );
}
