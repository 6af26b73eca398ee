import { Field } from '@pdpl/ui';

interface Props {
  label: string;
  /** Show the * after the label (the public forms do; the staff forms, all required, do not). */
  mark: boolean;
  id?: string;
}

export function FieldLabel({ label, mark, id }: Props) {
  return <Field.Label id={id}>{mark ? <>{label} <Field.RequiredIndicator /></> : label}</Field.Label>;
}
