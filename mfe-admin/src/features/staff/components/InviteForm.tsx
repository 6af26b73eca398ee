import { inviteSchema, STAFF_MESSAGES as M, STAFF_ROLE_LABELS, STAFF_ROLES, type InviteInput } from '@pdpl/contracts';
import { ApiError } from '@pdpl/platform';
import { Button, Field, notify, RadioGroup, Stack } from '@pdpl/ui';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { FormField } from '../../../shared/FormField';
import { inviteStaff } from '../api/invite-staff';

function RoleField() {
  const [field, meta, helpers] = useField<string>('role');
  return (
    <Field.Root invalid={Boolean(meta.touched && meta.error)} required>
      <Field.Label id="invite-role-label">Role</Field.Label>
      <RadioGroup.Root name="role" value={field.value || null} aria-labelledby="invite-role-label" onValueChange={(e) => void helpers.setValue(e.value ?? "")}>
        <Stack direction="row" gap="6">
          {STAFF_ROLES.map((role) => (
            <RadioGroup.Item key={role} value={role}>
              <RadioGroup.ItemHiddenInput />
              <RadioGroup.ItemIndicator />
              <RadioGroup.ItemText>{STAFF_ROLE_LABELS[role]}</RadioGroup.ItemText>
            </RadioGroup.Item>
          ))}
        </Stack>
      </RadioGroup.Root>
      <Field.ErrorText>{meta.error}</Field.ErrorText>
    </Field.Root>
  );
}

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
      if (err instanceof ApiError && err.fields) helpers.setErrors(err.fields);
      else notify({ type: 'error', title: 'Invitation failed', description: (err as Error).message });
    }
  };
  return (
    <Formik initialValues={{ email: '', role: 'analyst' } as InviteInput} validationSchema={inviteSchema} onSubmit={onSubmit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Invite a staff member">
          <Stack gap="4">
            <FormField name="email" label="Email" type="email" autoComplete="off" />
            <RoleField />
            <Button type="submit" colorPalette="brand" alignSelf="flex-start" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : 'Send Invitation'}
            </Button>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
