import { API_ERROR_CODES, NEWSLETTER_MESSAGES as N, newsletterCheck, SITE } from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { Button, Checkbox, Field, Input, notify, Stack, Text } from '@pdpl/ui';
import { useState, type FormEvent } from 'react';
import { subscribeNewsletter } from '../api/subscribe-newsletter';

/** Editing → subscribing → subscribed (spec §4); a duplicate e-mail also counts as subscribed. */
export function NewsletterForm({ onSubscribed }: { onSubscribed: () => void }) {
  const [email, setEmail] = useState('');
  const [consent, setConsent] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [subscribing, setSubscribing] = useState(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = newsletterCheck({ email, consent });
    setError(problem);
    if (problem) return;
    setSubscribing(true);
    try {
      await subscribeNewsletter(email.trim().toLowerCase(), consent);
      notify({ type: 'success', title: N.successTitle, description: N.successBody });
      onSubscribed();
    } catch (err) {
      if (err instanceof ApiError && err.code === API_ERROR_CODES.duplicate) {
        notify({ type: 'info', title: N.duplicateTitle, description: N.duplicateBody });
        onSubscribed();
        return;
      }
      console.error('Newsletter subscription failed', err);
      notify({ type: 'error', title: N.failedTitle, description: N.failedBody });
      setSubscribing(false);
    }
  };

  return (
    <form noValidate aria-label="Subscribe to the newsletter" onSubmit={onSubmit}>
      <Stack gap="5">
        <Field.Root invalid={error === N.emailRequired || error === N.emailInvalid}>
          <Field.Label>Email address</Field.Label>
          <Input type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} placeholder="you@company.sa" />
        </Field.Root>
        <Checkbox.Root checked={consent} onCheckedChange={(e) => setConsent(e.checked === true)} alignItems="flex-start">
          <Checkbox.HiddenInput />
          <Checkbox.Control mt="0.5" />
          <Checkbox.Label fontWeight="normal">
            I agree to receive the {SITE.productName} newsletter and other communications from {SITE.companyName}, and
            know I can unsubscribe at any time.
          </Checkbox.Label>
        </Checkbox.Root>
        {error && (
          <Text role="alert" color="fg.error" fontWeight="medium">
            {error}
          </Text>
        )}
        <Button type="submit" colorPalette="brand" size="lg" disabled={subscribing} alignSelf="flex-start">
          {subscribing ? 'Subscribing...' : 'Subscribe'}
        </Button>
      </Stack>
    </form>
  );
}
