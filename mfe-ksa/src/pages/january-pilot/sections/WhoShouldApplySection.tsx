import { PILOT_SECTIONS } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Button, List, Stack } from '@pdpl/ui';
import { Section } from '../../../shared/Section';
import { WHO_SHOULD_APPLY } from '../content/pilot-landing';

export function WhoShouldApplySection() {
  return (
    <Section id={PILOT_SECTIONS.whoShouldApply} title="Who Should Apply?" intro="The pilot is for privacy professionals working on the PDPL in Saudi Arabia." tinted>
      <Stack align="center" gap="8">
        <Box bg="white" borderRadius="xl" p="8" maxW="3xl" w="full">
          <List.Root as="ul" gap="3" ps="5">
            {WHO_SHOULD_APPLY.map((item) => (
              <List.Item key={item}>{item}</List.Item>
            ))}
          </List.Root>
        </Box>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/pilotapplication">Apply for the Pilot</RouterLink>
        </Button>
      </Stack>
    </Section>
  );
}
