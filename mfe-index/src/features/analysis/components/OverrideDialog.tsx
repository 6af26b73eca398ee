import { citeArticle, findRequirement, REVIEW_MESSAGES, requirementOverrideSchema, type ReviewedRequirement } from '@pdpl/contracts';
import { Button, Dialog, DialogFrame, notify, Stack, Text } from '@pdpl/ui';
import { RadioField, showFieldErrors, TextareaField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { saveRequirementOverride } from '../api/save-requirement-override';
import { metText } from './MetMark';

/** The form's values: `met` as the radio group holds it ('true' / 'false'); the schema reads it as a boolean. */
interface Values {
  month: string;
  requirementId: string;
  met: string;
  reason: string;
}

const DECISIONS = [
  { value: 'true', label: 'Met' },
  { value: 'false', label: 'Not met' },
];

interface Props {
  companyId: string;
  month: string;
  /** The requirement being overridden (kept while the dialog closes, so its content stays during the animation). */
  requirement: ReviewedRequirement | null;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}

function OverrideForm({ companyId, month, requirement, onSaved }: Omit<Props, 'requirement' | 'open' | 'onClose'> & { requirement: ReviewedRequirement }) {
  // Editing an override starts from it; a new one from the opposite of the analysis's suggestion.
  const initial: Values = {
    month,
    requirementId: requirement.id,
    met: String(requirement.override ? requirement.override.met : !requirement.suggested),
    reason: requirement.override?.reason ?? '',
  };
  const submit = async (values: Values, helpers: FormikHelpers<Values>) => {
    try {
      await saveRequirementOverride(companyId, requirementOverrideSchema.cast(values));
      notify({ type: 'success', title: REVIEW_MESSAGES.overrideSaved, description: `Marked ${metText(values.met === 'true').toLowerCase()}: the scores are counted again.` });
      onSaved();
    } catch (err) {
      // Only the fields the analyst sees take a message; anything else (an unknown requirement, the month) is a toast.
      if (!showFieldErrors<Pick<Values, 'met' | 'reason'>>(err, helpers, { met: values.met, reason: values.reason })) notify({ type: 'error', title: 'Override not saved', description: (err as Error).message });
    }
  };
  return (
    <Formik<Values> initialValues={initial} validationSchema={requirementOverrideSchema} onSubmit={submit}>
      {({ isSubmitting }) => (
        <Form noValidate aria-label="Override the requirement">
          <Dialog.Body>
            <Stack gap="4">
              <Text fontSize="sm">
                The analysis suggested: <strong>{metText(requirement.suggested)}</strong>.
                {requirement.override && ` It is overridden now as ${metText(requirement.override.met).toLowerCase()} by ${requirement.override.by}.`}
              </Text>
              <RadioField name="met" label="Decision" options={DECISIONS} required requiredMark={false} />
              <TextareaField
                name="reason"
                label="Reason"
                required
                requiredMark={false}
                maxLength={2000}
                helperText="Why the analysis's suggestion is wrong, for the next reader: it is kept with your name and the time."
              />
            </Stack>
          </Dialog.Body>
          <Dialog.Footer>
            <Dialog.ActionTrigger asChild>
              <Button variant="outline" disabled={isSubmitting}>
                Cancel
              </Button>
            </Dialog.ActionTrigger>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText="Saving...">
              Save override
            </Button>
          </Dialog.Footer>
        </Form>
      )}
    </Formik>
  );
}

/** The analyst's decision on one requirement, with the reason, replacing the analysis's suggestion. */
export function OverrideDialog({ companyId, month, requirement, open, onClose, onSaved }: Props) {
  const rubric = requirement ? findRequirement(requirement.id) : undefined;
  return (
    <DialogFrame
      open={open && requirement !== null}
      onOpenChange={(e) => !e.open && onClose()}
      size="lg"
      title="Override the analysis"
      subtitle={
        requirement && (
          <Text fontSize="sm" color="fg.muted">
            {rubric ? `${rubric.text} (${citeArticle(rubric)})` : requirement.id}
          </Text>
        )
      }
      closeLabel="Close"
    >
      {requirement && (
        <OverrideForm
          key={requirement.id}
          companyId={companyId}
          month={month}
          requirement={requirement}
          onSaved={() => {
            onSaved();
            onClose();
          }}
        />
      )}
    </DialogFrame>
  );
}
