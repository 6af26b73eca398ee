import { staffDateTime, type EditionAuditEntry } from '@pdpl/contracts';
import { AuditList } from '@pdpl/ui/staff';
import { formatEditionMonth } from '../../../shared/format';

const ACTION: Record<EditionAuditEntry['action'], string> = { import: 'imported', publish: 'published', withdraw: 'withdrew' };

const companies = (count: number) => `${count} ${count === 1 ? 'company' : 'companies'}`;

/** Who imported, published or withdrew which edition, newest first. */
export function EditionAuditList({ entries }: { entries: EditionAuditEntry[] }) {
  return (
    <AuditList
      entries={entries.map((e) => ({ id: e.id, at: e.at, what: `${e.actor} ${ACTION[e.action]} the ${formatEditionMonth(e.month)} edition (${companies(e.companyCount)})` }))}
      formatTime={staffDateTime}
      data-testid="edition-audit"
    />
  );
}
