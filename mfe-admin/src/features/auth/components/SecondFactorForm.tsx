import { TWO_FACTOR_MESSAGES as M, twoFactorSchema, type SessionUser, type SignInChallenge, type TwoFactorInput } from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { Box, Button, Link, Stack, Text, notify } from '@pdpl/ui';
import { showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';

interface Props {
  challenge: SignInChallenge;
  /** Sends the code; answers the session and, after a setup, the new recovery codes. */
  submit: (input: TwoFactorInput) => Promise<{ user: SessionUser; recoveryCodes: string[] | null }>;
  onDone: (result: { user: SessionUser; recoveryCodes: string[] | null }) => void;
  /** Back to the password step (the server forgot the password step). */
  onRestart: () => void;
}

/** The secret in groups of four, as authenticator apps ask for it when typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/** The second sign-in step: a code from the app, or first adding the app (the secret, then its code). */
export function SecondFactorForm({ challenge, submit, onDone, onRestart }: Props) {
  const onSubmit = async (values: TwoFactorInput, helpers: FormikHelpers<TwoFactorInput>) => {
    try {
      onDone(await submit(twoFactorSchema.cast(values)));
    } catch (err) {
      if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: M.title, description: (err as Error).message });
      if (err instanceof ApiError && (err.status === 429 || err.code === 'UNAUTHENTICATED')) onRestart();
    }
  };
  return (
    <Formik initialValues={{ code: '' }} validationSchema={twoFactorSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label={M.title}>
          <Stack gap="5">
            {challenge.step === 'enroll' ? (
              <Stack gap="3">
                <Text>
                  Add this account to an authenticator app (such as Google Authenticator,
                  Microsoft Authenticator or 1Password), then enter the 6-digit code it shows.
                </Text>
                <Box>
                  <Text fontWeight="semibold">Setup key</Text>
                  <Text as="code" data-testid="two-factor-secret" fontFamily="mono" fontSize="md" bg="gray.100" px="2" py="1" borderRadius="md" wordBreak="break-all">
                    {grouped(challenge.secret)}
                  </Text>
                </Box>
                <Link href={challenge.otpauthUri} color="brand.700" fontWeight="semibold">
                  Open in an authenticator app on this device
                </Link>
              </Stack>
            ) : (
              <Text>Enter the 6-digit code from your authenticator app, or one of your recovery codes.</Text>
            )}
            <TextField name="code" label={M.codeLabel} autoComplete="one-time-code" inputMode="text" required requiredMark={false} />
            <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
              {isSubmitting ? 'Verifying...' : 'Verify'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
