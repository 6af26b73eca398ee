import { AUTH_MESSAGES, loginSchema, type LoginInput } from '@pdpl/contracts';
import type { AuthContextValue } from '@pdpl/platform';
import { Button, Field, Input, notify, Stack } from '@pdpl/ui';
import { Form, Formik, useField } from 'formik';

function AuthField({ name, label, type, autoComplete }: { name: keyof LoginInput; label: string; type: string; autoComplete: string }) {
  const [field, meta] = useField(name);
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)} required>
      <Field.Label>{label}</Field.Label>
      <Input {...field} type={type} autoComplete={autoComplete} />
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

/** The page moves on once the shared session has the user; this form only signs in and says so. */
export function SignInForm({ signIn }: { signIn: AuthContextValue['signIn'] }) {
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={loginSchema}
      onSubmit={async (values) => {
        try {
          await signIn(loginSchema.cast(values));
          notify({ type: 'success', title: AUTH_MESSAGES.welcomeTitle, description: AUTH_MESSAGES.welcomeBody });
        } catch (err) {
          notify({ type: 'error', title: AUTH_MESSAGES.signInFailedTitle, description: (err as Error).message });
        }
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Admin sign-in">
          <Stack gap="5">
            <AuthField name="email" label="Email" type="email" autoComplete="username" />
            <AuthField name="password" label="Password" type="password" autoComplete="current-password" />
            <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
