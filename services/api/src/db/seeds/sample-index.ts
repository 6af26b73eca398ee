/**
 * Loads the sample compliance index (built by ./sample-index-data.ts) so a fresh install shows
 * a populated index. Idempotent: editions whose month already exists are skipped, sample
 * companies are upserted (never overwriting a company that is not a sample).
 */
import type { Knex } from 'knex';
import { buildSampleIndex, type SampleCompanyScore } from './sample-index-data.js';

export interface SeedResult {
  companies: number;
  editionsInserted: number;
  editionsSkipped: number;
}

export async function seedSampleIndex(db: Knex): Promise<SeedResult> {
  const sample = buildSampleIndex();
  return db.transaction(async (trx) => {
    if (sample.companies.length > 0) {
      await trx('companies')
        .insert(
          sample.companies.map((c) => ({
            id: c.id,
            name: c.name,
            sector: c.sector,
            description: c.description,
            homepage_url: c.homepageUrl,
            privacy_policy_url: c.privacyPolicyUrl,
            is_sample: true,
          })),
        )
        .onConflict('id')
        // EXCLUDED.updated_at is the column default, now().
        .merge(['name', 'sector', 'description', 'homepage_url', 'privacy_policy_url', 'updated_at'])
        .where('companies.is_sample', true);
    }

    let editionsInserted = 0;
    let editionsSkipped = 0;
    for (const edition of sample.editions) {
      const exists = await trx('index_editions').where({ month: edition.month }).first('id');
      if (exists) {
        editionsSkipped += 1;
        continue;
      }
      const [row] = await trx('index_editions')
        .insert({ month: edition.month, is_sample: true, published_at: trx.fn.now() })
        .returning<{ id: number }[]>('id');
      await insertScores(trx, row!.id, edition.scores);
      editionsInserted += 1;
    }
    return { companies: sample.companies.length, editionsInserted, editionsSkipped };
  });
}

async function insertScores(trx: Knex.Transaction, editionId: number, scores: SampleCompanyScore[]): Promise<void> {
  if (scores.length === 0) return;
  await trx('company_scores').insert(
    scores.map((s) => ({
      edition_id: editionId,
      company_id: s.companyId,
      score: s.score,
      report_date: s.reportDate === '' ? null : s.reportDate,
      strengths: s.strengths,
      critical_issues: s.criticalIssues,
      recommendations: s.recommendations,
    })),
  );
  const dimensions = scores.flatMap((s) =>
    s.dimensions.map((d) => ({
      edition_id: editionId,
      company_id: s.companyId,
      dimension_key: d.key,
      score: d.score,
      reason: d.reason,
      best_practices: d.bestPractices,
      critical_issues: d.criticalIssues,
      recommendations: d.recommendations,
    })),
  );
  // Chunked: one statement per 500 rows stays far below PostgreSQL's 65535 bind parameters.
  for (let i = 0; i < dimensions.length; i += 500) {
    await trx('company_dimension_scores').insert(dimensions.slice(i, i + 500));
  }
}
