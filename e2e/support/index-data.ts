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
