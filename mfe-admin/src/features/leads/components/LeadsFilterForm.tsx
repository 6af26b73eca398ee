import { leadsFilterSchema, SYNCABLE_TABLES, type LeadsFilter } from '@pdpl/contracts';
import { Button, HStack, SimpleGrid, Stack } from '@pdpl/ui';
import { NativeSelectField, TextField } from '@pdpl/ui/form';
import { Form, Formik } from 'formik';
import { NO_FILTER } from '../leads-filter';

const TABLE_OPTIONS = SYNCABLE_TABLES.map((t) => ({ value: t.name, label: t.label }));

interface Props {
  /** The filter in the URL; the form follows it (Back, a link) until the admin edits it. */
  filter: LeadsFilter;
  onApply: (filter: LeadsFilter) => void;
}

/** Table, date range and search of the inbox, applied with a button so each filter is one URL. */
export function LeadsFilterForm({ filter, onApply }: Props) {
  return (
    <Formik
      initialValues={filter}
      enableReinitialize
      validationSchema={leadsFilterSchema}
      onSubmit={(values) => onApply(leadsFilterSchema.cast(values))}
    >
      {({ resetForm }) => (
        <Form noValidate aria-label="Filter submissions">
          <Stack gap="4">
            <SimpleGrid columns={{ base: 1, md: 2, lg: 4 }} gap="4">
              <NativeSelectField name="table" label="Table" placeholder="All tables" options={TABLE_OPTIONS} />
              <TextField name="from" label="From" type="date" autoComplete="off" />
              <TextField name="to" label="To" type="date" autoComplete="off" />
              <TextField name="q" label="Search" type="search" autoComplete="off" helperText="Name, e-mail or company" />
            </SimpleGrid>
            <HStack gap="3">
              <Button type="submit" colorPalette="brand">
                Apply filters
              </Button>
              <Button
                type="button"
                variant="outline"
                onClick={() => {
                  resetForm({ values: NO_FILTER });
                  onApply(NO_FILTER);
                }}
              >
                Clear filters
              </Button>
            </HStack>
          </Stack>
        </Form>
      )}
    </Formik>
  );
}
