import { RouterLink } from '@pdpl/platform';
import { Button, Heading, Stack, Text } from '@pdpl/ui';
import { usePilotApplicationMessages } from '../i18n';

export function PilotApplicationSuccess({ onSubmitAnother }: { onSubmitAnother: () => void }) {
  const t = usePilotApplicationMessages();
  return (
    <Stack align="center" textAlign="center" gap="4" py="10" role="status">
      <Heading as="h2" size="2xl" color="brand.700">
        {t('ksa.pilotApplication.success.title')}
      </Heading>
      <Text fontSize="lg" maxW="xl">
        {t('ksa.pilotApplication.success.body')}
      </Text>
      <Stack direction={{ base: 'column', sm: 'row' }} gap="4" mt="4">
        <Button variant="outline" size="lg" onClick={onSubmitAnother}>
          {t('ksa.pilotApplication.success.another')}
        </Button>
        <Button asChild colorPalette="brand" size="lg">
          <RouterLink to="/KSA">{t('ksa.pilotApplication.success.returnToKsa')}</RouterLink>
        </Button>
      </Stack>
    </Stack>
  );
}
