import { newPasswordSchema, setPasswordSchema, STAFF_MESSAGES as M } from '@pdpl/contracts';
import { RouterLink, useSearchParams } from '@pdpl/platform';
import { Button, Container, Link, notify, Stack, Text } from '@pdpl/ui';
import { showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useState } from 'react';
import { setPassword } from '../../features/staff/api/set-password';
import { AuthCard } from '../../shared/AuthCard';

/** The token is the link's, not the form's: a refusal of it is a toast, not a message under a field. */
interface Values {
  password: string;
  confirm: string;
}

/** Where invitation and reset links lead: choose a password (12+ characters, not a common one). */
export default function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [doneFor, setDoneFor] = useState<string | null>(null);

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      const { email } = await setPassword(setPasswordSchema.cast({ token, password: values.password }));
      notify({ type: 'success', title: M.passwordSetTitle, description: 'You can sign in with it now.' });
      setDoneFor(email);
    } catch (err) {
      if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: 'Password not set', description: (err as Error).message });
    }
  };

  return (
    <Container maxW="md" py={{ base: '12', md: '20' }}>
      <AuthCard title="Set Your Password">
        {doneFor ? (
          <Stack gap="4">
            <Text>The password of {doneFor} is set.</Text>
            <Link asChild color="brand.700" fontWeight="semibold">
              <RouterLink to="/auth">Sign in</RouterLink>
            </Link>
          </Stack>
        ) : !token ? (
          <Text role="alert">{M.linkInvalid}</Text>
        ) : (
          <Formik<Values>
            initialValues={{ password: '', confirm: '' }}
            validationSchema={newPasswordSchema}
            validate={(v) => (v.confirm !== v.password ? { confirm: M.passwordsDiffer } : {})}
            onSubmit={onSubmit}
          >
            {({ isSubmitting }) => (
              <Form noValidate aria-label="Set your password">
                <Stack gap="5">
                  <TextField
                    name="password"
                    label="New password"
                    type="password"
                    autoComplete="new-password"
                    required
                    requiredMark={false}
                    helperText="At least 12 characters; a long phrase works well."
                  />
                  <TextField name="confirm" label="Repeat the password" type="password" autoComplete="new-password" required requiredMark={false} />
                  <Button type="submit" colorPalette="brand" disabled={isSubmitting}>
                    {isSubmitting ? 'Saving...' : 'Set Password'}
                  </Button>
                </Stack>
              </Form>
            )}
          </Formik>
        )}
      </AuthCard>
    </Container>
  );
}
