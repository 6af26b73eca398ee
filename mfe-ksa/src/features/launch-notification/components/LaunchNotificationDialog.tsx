import { Button, CloseButton, Dialog, Portal, Spinner, Text } from '@pdpl/ui';
import { lazy, Suspense, useState } from 'react';

const loadForm = () => import('./LaunchNotificationForm');
const LaunchNotificationForm = lazy(loadForm);

/** Get Notified at Launch: a form view, then "You're All Set!" (also for an e-mail already registered). */
export function LaunchNotificationDialog() {
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState(false);

  // Closing resets email, consent and success (spec §4): the form unmounts with the dialog's content.
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) setDone(false);
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="md">
      <Dialog.Trigger asChild>
        {/* Fetching the form as the pointer or the keyboard reaches the button usually has it ready by the click. */}
        <Button colorPalette="brand" size="lg" onPointerEnter={() => void loadForm()} onFocus={() => void loadForm()}>
          Get Notified at Launch
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{done ? "You're All Set!" : 'Get Notified at Launch'}</Dialog.Title>
            </Dialog.Header>
            {done ? (
              <>
                <Dialog.Body>
                  <Text>We&apos;ll e-mail you as soon as the PDPL Compliance Index is published.</Text>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button colorPalette="brand">Close</Button>
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
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
