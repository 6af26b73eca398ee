import { DATA_REQUEST_DEADLINE_DAYS, dataRequestSchema, todayIso, type DataRequestAction, type DataRequestInput } from '@pdpl/contracts';
import { Button, HStack, SimpleGrid, Stack, notify } from '@pdpl/ui';
import { showFieldErrors, TextField } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { useRef, useState } from 'react';
import { EraseConfirmDialog } from './EraseConfirmDialog';

/** What a press of the form's buttons asks for: an erasure is confirmed first. */
type Asked = DataRequestAction | 'confirm-erasure';

const FAILED: Record<DataRequestAction, string> = {
  lookup: 'Look-up failed',
  export: 'Export failed',
  erasure: 'Erasure failed',
};

const BUSY: Record<DataRequestAction, string> = { lookup: 'Looking up...', export: 'Exporting...', erasure: 'Erasing...' };

interface Props {
  actions: Record<DataRequestAction, (input: DataRequestInput) => Promise<void>>;
}

/**
 * Who asked and when, and the three answers to give them. Every button goes through Formik's
 * submitForm, so each validates the form first; `asked` records which one was pressed (a ref, not a
 * form value, so onSubmit reads it at once rather than after a render).
 */
export function DataRequestForm({ actions }: Props) {
  const asked = useRef<Asked>('lookup');
  const eraseButton = useRef<HTMLButtonElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [running, setRunning] = useState<DataRequestAction | null>(null);

  const onSubmit = async (values: DataRequestInput, helpers: FormikHelpers<DataRequestInput>) => {
    const action = asked.current;
    if (action === 'confirm-erasure') return setConfirming(true);
    setRunning(action);
    try {
      await actions[action](dataRequestSchema.cast(values));
    } catch (err) {
      if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: FAILED[action], description: (err as Error).message });
    } finally {
      setRunning(null);
      setConfirming(false);
    }
  };

  return (
    <Formik initialValues={{ email: '', receivedOn: todayIso() }} validationSchema={dataRequestSchema} onSubmit={onSubmit}>
      {({ values, isSubmitting, submitForm }) => {
        const ask = (action: Asked) => {
          asked.current = action;
          void submitForm();
        };
        const label = (action: DataRequestAction, idle: string) => (running === action ? BUSY[action] : idle);
        return (
          <Form noValidate aria-label="Data-subject request">
            <Stack gap="4">
              <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
                <TextField name="email" label="Email" type="email" autoComplete="off" required requiredMark={false} helperText="The address of the person asking" />
                <TextField
                  name="receivedOn"
                  label="Date received"
                  type="date"
                  autoComplete="off"
                  required
                  requiredMark={false}
                  helperText={`The answer is due ${DATA_REQUEST_DEADLINE_DAYS} days later`}
                />
              </SimpleGrid>
              <HStack gap="3" flexWrap="wrap">
                {/* The form's only submit button, so Enter in a field looks up. */}
                <Button type="submit" colorPalette="brand" disabled={isSubmitting} onClick={() => (asked.current = 'lookup')}>
                  {label('lookup', 'Look Up')}
                </Button>
                <Button type="button" variant="outline" colorPalette="brand" disabled={isSubmitting} onClick={() => ask('export')}>
                  {label('export', 'Export JSON')}
                </Button>
                <Button ref={eraseButton} type="button" variant="outline" colorPalette="red" disabled={isSubmitting} onClick={() => ask('confirm-erasure')}>
                  Erase All Data
                </Button>
              </HStack>
            </Stack>
            <EraseConfirmDialog
              email={dataRequestSchema.cast(values).email}
              open={confirming}
              erasing={running === 'erasure'}
              onCancel={() => setConfirming(false)}
              onErase={() => ask('erasure')}
              opener={() => eraseButton.current}
            />
          </Form>
        );
      }}
    </Formik>
  );
}
