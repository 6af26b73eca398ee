import { Button, CloseButton, Dialog, Heading, Portal, Stack, Text } from '@pdpl/ui';
import { useCompaniesMessages } from '../i18n';

/** The explanatory modal of index-blog-admin.md §1: benchmarking, data, why, how, transparency. */
const TOPICS = [1, 2, 3, 4, 5] as const;

export function HowTheIndexWorksDialog() {
  const t = useCompaniesMessages();
  return (
    <Dialog.Root size={{ base: 'full', md: 'lg' }} scrollBehavior="inside">
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" variant="outline">
          {t('index.about.trigger')}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('index.about.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="5">
                {TOPICS.map((n) => (
                  <Stack key={n} gap="1">
                    <Heading as="h3" size="md">
                      {t(`index.about.topic${n}.title`)}
                    </Heading>
                    <Text>{t(`index.about.topic${n}.text`)}</Text>
                  </Stack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('index.about.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
