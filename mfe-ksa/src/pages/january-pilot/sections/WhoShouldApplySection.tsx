import { PILOT_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Button, List, Section, Stack } from '@pdpl/ui';
import { WHO_SHOULD_APPLY } from '../content/pilot-landing';
import { useJanuaryPilotMessages } from '../i18n';

export function WhoShouldApplySection() {
  const t = useJanuaryPilotMessages();
  return (
    <Section tone="brand" id={PILOT_SECTIONS.whoShouldApply} title={t('ksa.januaryPilot.who.title')} intro={t('ksa.januaryPilot.who.intro')} tinted>
      <Stack align="center" gap="8">
        <Box bg="white" borderRadius="xl" p="8" maxW="3xl" w="full">
          <List.Root as="ul" gap="3" ps="5">
            {WHO_SHOULD_APPLY.map((item) => (
              <List.Item key={item}>{t(`ksa.januaryPilot.who.${item}`)}</List.Item>
            ))}
          </List.Root>
        </Box>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/pilotapplication">{t('ksa.januaryPilot.who.apply')}</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
