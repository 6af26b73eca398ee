import { inviteSchema, STAFF_MESSAGES as M, STAFF_ROLE_LABELS, STAFF_ROLES, type InviteInput } from '@pdpl/contracts';
import { Button, notify, Stack } from '@pdpl/ui';
import { RadioField, showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { inviteStaff } from '../api/invite-staff';

const ROLE_OPTIONS = STAFF_ROLES.map((role) => ({ value: role, label: STAFF_ROLE_LABELS[role] }));

/** Invite a staff member by e-mail with a role; the server's field errors land on their fields. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const onSubmit = async (values: InviteInput, helpers: FormikHelpers<InviteInput>) => {
    try {
      const input = inviteSchema.cast(values);
      await inviteStaff(input);
      notify({ type: 'success', title: M.invitedTitle, description: `${input.email} will receive a link to choose a password (valid 72 hours).` });
      helpers.resetForm();
      onInvited();
    } catch (err) {
      if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: 'Invitation failed', description: (err as Error).message });
    }
  };
  return (
    <Formik initialValues={{ email: '', role: 'analyst' } as InviteInput} validationSchema={inviteSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Invite a staff member">
          <Stack gap="4">
            <TextField name="email" label="Email" type="email" autoComplete="off" required requiredMark={false} />
            <RadioField name="role" label="Role" options={ROLE_OPTIONS} required requiredMark={false} />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Invitation'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
