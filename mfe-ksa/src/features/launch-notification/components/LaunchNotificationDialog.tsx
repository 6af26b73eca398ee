import { API_ERROR_CODES, LAUNCH_MESSAGES as L, launchNotificationCheck, SITE } from '@pdpl/contracts';
import { ApiError, trackBusinessEvent } from '@pdpl/platform';
import { Button, Checkbox, CloseButton, Dialog, Field, Input, notify, Portal, Stack, Text } from '@pdpl/ui';
import { useState, type FormEvent } from 'react';
import { registerLaunchNotification } from '../api/register-launch-notification';

/** Get Notified at Launch: a form view, then "You're All Set!" (also for an e-mail already registered). */
export function LaunchNotificationDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [registering, setRegistering] = useState(false);
  const [done, setDone] = useState(false);

  // Closing resets email, consent and success (spec §4).
  const onOpenChange = (next: boolean) => {
    setOpen(next);
    if (!next) {
      setEmail('');
      setConsent(false);
      setDone(false);
    }
  };

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = launchNotificationCheck({ email, consent });
    if (problem) return notify({ type: 'error', title: problem });
    setRegistering(true);
    try {
      await registerLaunchNotification(email.trim().toLowerCase());
      notify({ type: 'success', title: L.successTitle, description: L.successBody });
      trackBusinessEvent('launch_notification_signup', { source: 'pdpl_launch_notification' });
      setDone(true);
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.duplicate) {
        notify({ type: 'info', title: L.duplicateTitle, description: L.duplicateBody });
        setDone(true);
      } else {
        console.error('Launch notification sign-up failed', err);
        notify({ type: 'error', title: L.failedTitle, description: L.failedBody });
      }
    } finally {
      setRegistering(false);
    }
  };

  return (
    <Dialog.Root open={open} onOpenChange={(e) => onOpenChange(e.open)} size="md">
      <Dialog.Trigger asChild>
        <Button colorPalette="brand" size="lg">
          Get Notified at Launch
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            {done ? (
              <>
                <Dialog.Header>
                  <Dialog.Title>You&apos;re All Set!</Dialog.Title>
                </Dialog.Header>
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
              <form noValidate onSubmit={onSubmit}>
                <Dialog.Header>
                  <Dialog.Title>Get Notified at Launch</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body>
                  <Stack gap="4">
                    <Text color="fg.muted">Be the first to see how the top Saudi companies score against the PDPL.</Text>
                    <Field.Root>
                      <Field.Label>Email</Field.Label>
                      <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@company.sa" />
                    </Field.Root>
                    <Checkbox.Root checked={consent} onCheckedChange={(e) => setConsent(e.checked === true)} alignItems="flex-start">
                      <Checkbox.HiddenInput />
                      <Checkbox.Control mt="0.5" />
                      <Checkbox.Label fontWeight="normal">
                        I agree to receive the launch notification and related communications from {SITE.companyName}.
                      </Checkbox.Label>
                    </Checkbox.Root>
                  </Stack>
                </Dialog.Body>
                <Dialog.Footer>
                  <Dialog.ActionTrigger asChild>
                    <Button variant="outline">Cancel</Button>
                  </Dialog.ActionTrigger>
                  <Button type="submit" colorPalette="brand" disabled={registering}>
                    {registering ? 'Registering...' : 'Notify Me'}
                  </Button>
                </Dialog.Footer>
              </form>
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
