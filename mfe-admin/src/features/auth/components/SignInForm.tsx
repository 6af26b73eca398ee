import { AUTH_MESSAGES, loginSchema, type LoginInput, type SignInChallenge } from '@pdpl/contracts';
import type { AuthContextValue } from '@pdpl/platform';
import { Button, notify, Stack } from '@pdpl/ui';
import { showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik } from 'formik';

interface Props {
  signIn: AuthContextValue['signIn'];
  /** A correct password that needs a second step first. */
  onChallenge: (challenge: SignInChallenge) => void;
}

/** The password step. The page moves on once the shared session has the user. */
export function SignInForm({ signIn, onChallenge }: Props) {
  return (
    <Formik<LoginInput>
      initialValues={{ email: '', password: '' }}
      validationSchema={loginSchema}
      onSubmit={async (values, helpers) => {
        try {
          const result = await signIn(loginSchema.cast(values));
          if (result.challenge) onChallenge(result.challenge);
          else notify({ type: 'success', title: AUTH_MESSAGES.welcomeTitle, description: AUTH_MESSAGES.welcomeBody });
        } catch (err) {
          if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: AUTH_MESSAGES.signInFailedTitle, description: (err as Error).message });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Admin sign-in">
          <Stack gap="5">
            <TextField name="email" label="Email" type="email" autoComplete="username" required requiredMark={false} />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" required requiredMark={false} />
            <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
