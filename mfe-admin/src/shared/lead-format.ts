import { SYNCABLE_TABLES, type LeadFieldValue, type SyncableTable } from '@pdpl/contracts';

export const tableLabel = (table: SyncableTable) => SYNCABLE_TABLES.find((t) => t.name === table)?.label ?? table;


/** A column name as people read it: `company_name` is "Company name". */
export const fieldLabel = (name: string) => {
  const words = name.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

export const fieldValue = (value: LeadFieldValue) => (value === null ? '—' : typeof value === 'boolean' ? (value ? 'Yes' : 'No') : String(value));
