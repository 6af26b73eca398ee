import { Field, Input } from '@pdpl/ui';

/** Search by company name; the table below updates as the reader types. */
export function CompanySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field.Root maxW={{ base: 'full', md: 'sm' }}>
      <Field.Label>Search companies</Field.Label>
      <Input type="search" value={value} placeholder="Company name" maxLength={200} onChange={(e) => onChange(e.target.value)} />
    </Field.Root>
  );
}
