import { Field, Input } from '@pdpl/ui';
import { useCompaniesMessages } from '../i18n';
import { useTypedText } from '../use-typed-text';

/** Search by company name; the table below updates as the reader types. */
export function CompanySearch({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  const t = useCompaniesMessages();
  const [text, setText] = useTypedText(value, onChange);
  return (
    <Field.Root maxW={{ base: 'full', md: 'sm' }}>
      <Field.Label>{t('index.search.label')}</Field.Label>
      <Input type="search" value={text} placeholder={t('index.search.placeholder')} maxLength={200} onChange={(e) => setText(e.target.value)} />
    </Field.Root>
  );
}
