import { collectionScheduleSchema, type CollectionSchedule, type CollectionScheduleInput } from '@pdpl/contracts';
import { Button, notify, SimpleGrid, Stack, Text } from '@pdpl/ui';
import { CheckboxField, NativeSelectField, showFieldErrors } from '@pdpl/ui/form';
import { Form, Formik, type FormikHelpers } from 'formik';
import { formatDateTime } from '../../../shared/format';
import { saveCollectionSchedule } from '../api/save-collection-schedule';
import { riyadhHour } from '../model/labels';

const DAYS = Array.from({ length: 28 }, (_, i) => String(i + 1));
const HOURS = Array.from({ length: 24 }, (_, h) => ({ value: String(h), label: `${String(h).padStart(2, '0')}:00 UTC (${riyadhHour(h)})` }));

/** The monthly collection: on or off, its day (1-28) and hour (UTC); the next run as the server plans it. */
export function ScheduleForm({ schedule, onSaved }: { schedule: CollectionSchedule; onSaved: () => void }) {
  const initial: CollectionScheduleInput = { enabled: schedule.enabled, dayOfMonth: String(schedule.dayOfMonth), hourUtc: String(schedule.hourUtc) };
  const submit = async (values: CollectionScheduleInput, helpers: FormikHelpers<CollectionScheduleInput>) => {
    try {
      await saveCollectionSchedule(collectionScheduleSchema.cast(values));
      notify({ type: 'success', title: 'Schedule saved', description: values.enabled ? `Every month on day ${values.dayOfMonth} at ${values.hourUtc.padStart(2, '0')}:00 UTC.` : 'The monthly collection is off.' });
      onSaved();
    } catch (err) {
      if (!showFieldErrors(err, helpers, values)) notify({ type: 'error', title: 'Schedule not saved', description: (err as Error).message });
    }
  };
  return (
    <Stack gap="4">
      <Text data-testid="next-run">
        {schedule.enabled && schedule.nextRunAt ? (
          <>
            Next run: <time dateTime={schedule.nextRunAt}>{formatDateTime(schedule.nextRunAt)}</time>
          </>
        ) : (
          'No run is scheduled: the monthly collection is off.'
        )}
      </Text>
      <Formik<CollectionScheduleInput> initialValues={initial} validationSchema={collectionScheduleSchema} onSubmit={submit}>
        {({ isSubmitting }) => (
          <Form noValidate aria-label="Monthly collection schedule">
            <Stack gap="4" maxW="xl">
              <CheckboxField name="enabled">Collect every watched company once a month</CheckboxField>
              <SimpleGrid columns={{ base: 1, sm: 2 }} gap="4">
                <NativeSelectField name="dayOfMonth" label="Day of the month" options={DAYS} placeholder="Choose a day" required requiredMark={false} />
                <NativeSelectField name="hourUtc" label="Hour (UTC)" options={HOURS} placeholder="Choose an hour" required requiredMark={false} />
              </SimpleGrid>
              <Button type="submit" variant="outline" colorPalette="brand" alignSelf="flex-start" loading={isSubmitting} loadingText="Saving...">
                Save schedule
              </Button>
            </Stack>
          </Form>
        )}
      </Formik>
    </Stack>
  );
}
