import { Button, Dialog, DialogFrame, preloadParts, Spinner, Text, useOpenedOnce } from '@pdpl/ui';
import { lazy, Suspense, useState } from 'react';
import { useLaunchMessages } from '../i18n';

const loadForm = () => import('./LaunchNotificationForm');
const LaunchNotificationForm = lazy(loadForm);
/** The dialog's code and its form's: fetched as the pointer or the keyboard reaches the button, usually ready by the click. */
const loadDialog = () => void Promise.all([loadForm(), preloadParts(Dialog)]);

/** Get Notified at Launch: a form view, then "You're All Set!" (also for an e-mail already registered). */
export function LaunchNotificationDialog() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);
  const mounted = useOpenedOnce(open);
  const t = useLaunchMessages();

  // Closing resets email, consent and success (spec §4): the form unmounts with the dialog's content.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setDone(false);
  };

  // The button is the page's own, not the dialog's trigger: the dialog and its code come with the first click.
  return (
    <>
      <Button colorPalette="brand" size="lg" aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)} onPointerEnter={loadDialog} onFocus={loadDialog}>
        {t('ksa.launch.title')}
      </Button>
      {mounted && (
        <DialogFrame open={open} onOpenChange={(e) => onOpenChange(e.open)} size="md" title={t(done ? 'ksa.launch.doneTitle' : 'ksa.launch.title')} closeLabel={t('ksa.launch.close')}>
          {done ? (
            <>
              <Dialog.Body>
                <Text>{t('ksa.launch.doneBody')}</Text>
              </Dialog.Body>
              <Dialog.Footer>
                <Dialog.ActionTrigger asChild>
                  <Button colorPalette="brand">{t('ksa.launch.close')}</Button>
                </Dialog.ActionTrigger>
              </Dialog.Footer>
            </>
          ) : (
            <Suspense
              fallback={
                <Dialog.Body py="10" textAlign="center">
                  <Spinner color="brand.500" />
                </Dialog.Body>
              }
            >
              <LaunchNotificationForm onDone={() => setDone(true)} />
            </Suspense>
          )}
        </DialogFrame>
      )}
    </>
  );
}
