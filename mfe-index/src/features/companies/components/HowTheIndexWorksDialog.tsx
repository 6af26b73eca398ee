import { Button, Dialog, DialogFrame, Heading, Stack, Text } from '@pdpl/ui';
import { useCompaniesMessages } from '../i18n';

/** The explanatory modal of index-blog-admin.md §1: benchmarking, data, why, how, transparency. */
const TOPICS = [1, 2, 3, 4, 5] as const;

export function HowTheIndexWorksDialog() {
  const t = useCompaniesMessages();
  return (
    <DialogFrame
      size={{ base: 'full', md: 'lg' }}
      scrollBehavior="inside"
      trigger={
        <Button colorPalette="brand" variant="outline">
          {t('index.about.trigger')}
        </Button>
      }
      title={t('index.about.title')}
      closeLabel={t('index.about.close')}
    >
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
    </DialogFrame>
  );
}
