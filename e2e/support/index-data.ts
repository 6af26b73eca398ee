import { queryRows } from './db';

/** The latest published edition's companies in published order (best score first, ties by name). */
export async function latestEditionCompanies() {
  const rows = await queryRows<{ id: string; name: string; sector: string; score: string; report_date: string | null }>(
    `select c.id, c.name, c.sector, s.score::text, s.report_date::text from company_scores s join companies c on c.id = s.company_id
     where s.edition_id = (select id from index_editions where status = 'published' order by month desc limit 1)
     order by s.score desc, c.name, c.id`,
  );
  return rows.map((r) => ({ ...r, score: Number(r.score) }));
}

/** Average of a published edition, counted from the newest (0) back, rounded to 1 decimal. */
export async function editionAverage(back: number): Promise<number | null> {
  const [row] = await queryRows<{ average: string | null }>(
    `select avg(score)::text as average from company_scores where edition_id =
       (select id from index_editions where status = 'published' order by month desc offset $1 limit 1)`,
    [back],
  );
  return row?.average == null ? null : Math.round(Number(row.average) * 10) / 10;
}

/**
 * Each company's change since the previous published edition, as the pages show it: points to 1
 * decimal, null for a company the previous edition lacked.
 */
export async function editionChanges(): Promise<Map<string, number | null>> {
  const rows = await queryRows<{ id: string; score: string; previous: string | null }>(
    `with e as (select id, row_number() over (order by month desc) as n from index_editions where status = 'published')
     select s.company_id as id, s.score::text, p.score::text as previous
     from company_scores s left join company_scores p on p.company_id = s.company_id and p.edition_id = (select id from e where n = 2)
     where s.edition_id = (select id from e where n = 1)`,
  );
  return new Map(rows.map((r) => [r.id, r.previous === null ? null : Math.round((Number(r.score) - Number(r.previous)) * 10) / 10]));
}

/** A change as the pages show it: "▲ 2.3", "▼ 1.5", "= 0.0", or "New". */
export const changeText = (change: number | null) =>
  change === null ? 'New' : `${change > 0 ? '▲' : change < 0 ? '▼' : '='} ${Math.abs(change).toFixed(1)}`;
