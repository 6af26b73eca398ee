import { RouterLink } from '@pdpl/platform';
import { Button, Heading, Stack, Text } from '@pdpl/ui';

export function PilotApplicationSuccess({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  return (
    <Stack align="center" textAlign="center" gap="4" py="10" role="status">
      <Heading as="h2" size="2xl" color="brand.700">
        Application Submitted!
      </Heading>
      <Text fontSize="lg" maxW="xl">
        Thank you for applying to the January 2026 Free Pilot. We review every application and will reply within 48 hours.
        Your place is confirmed only once we approve it in writing by e-mail.
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="4">
        <Button variant="outline" size="lg" onClick={onSubmitAnother}>
          Submit Another Application
        </Button>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/KSA">Return to KSA Page</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
