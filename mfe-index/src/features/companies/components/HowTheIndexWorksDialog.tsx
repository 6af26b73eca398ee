import { Button, Dialog, DialogFrame, Heading, preloadParts, Stack, Text, useOpenedOnce } from '@pdpl/ui';
import { useState } from 'react';
import { useCompaniesMessages } from '../i18n';

/** The explanatory modal of index-blog-admin.md §1: benchmarking, data, why, how, transparency. */
const TOPICS = [1, 2, 3, 4, 5] as const;

/** The Dialog part: fetched as the pointer or the keyboard reaches the button, usually ready by the click. */
const preloadDialog = () => void preloadParts(Dialog);

export function HowTheIndexWorksDialog() {
  const t = useCompaniesMessages();
  const [open, setOpen] = useState(false);
  const mounted = useOpenedOnce(open);
  // The button is the page's own, not the dialog's trigger: the list's first view carries no dialog code.
  return (
    <>
      <Button
        colorPalette="brand"
        variant="outline"
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
      >
        {t('index.about.trigger')}
      </Button>
      {mounted && (
        <DialogFrame
          open={open}
          onOpenChange={(e) => setOpen(e.open)}
          size={{ base: 'full', md: 'lg' }}
          scrollBehavior="inside"
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
      )}
    </>
  );
}
