/**
 * An edition's optional Arabic columns: validated like the others, imported, read back by the
 * public API next to the English texts (only those the edition gives), and kept in the open data.
 * A file without them is still accepted.
 */
import request from 'supertest';
import { API_PATHS, EDITION_COLUMNS, EDITION_LIMITS } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
import { companyRecord, editor, toCsv } from './support/editions.js';
import { useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const arabic = companyRecord('acme', 70, {
  companyNameAr: 'شركة أكمي',
  companyDescriptionAr: 'شركة تجزئة في الرياض.',
  strengthsAr: 'إشعار خصوصية واضح',
  childrensDataReasonAr: 'لا توجد ضمانات لبيانات الأطفال',
});

it('serves the Arabic texts an edition gives beside the English ones, and leaves out those it does not', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [arabic, companyRecord('beta', 60)]);

  const list = await request(fx.app).get(API_PATHS.companies);
  const acme = list.body.records.find((r: { id: string }) => r.id === 'acme');
  expect(acme).toMatchObject({ companyName: 'Company acme', ar: { companyName: 'شركة أكمي', companyDescription: 'شركة تجزئة في الرياض.' } });
  expect(list.body.records.find((r: { id: string }) => r.id === 'beta').ar).toBeUndefined();

  const report = await request(fx.app).get(API_PATHS.company('acme'));
  expect(report.body.ar).toEqual({ companyName: 'شركة أكمي', companyDescription: 'شركة تجزئة في الرياض.', strengths: 'إشعار خصوصية واضح' });
  expect(report.body.strengths).toBe('Clear notice');
  expect(report.body.sectorRanking.find((r: { id: string }) => r.id === 'acme').ar).toEqual({ companyName: 'شركة أكمي' });

  const details = await request(fx.app).get(API_PATHS.companyDetails('acme'));
  expect(details.body.ar).toEqual({ companyName: 'شركة أكمي' });
  const children = details.body.sections.find((s: { id: string }) => s.id === 'childrensData');
  expect(children).toMatchObject({ reason: 'Reason for childrensData', ar: { reason: 'لا توجد ضمانات لبيانات الأطفال' } });
  expect(details.body.sections.find((s: { id: string }) => s.id === 'consentMechanisms').ar).toBeUndefined();

  // The open data carries every Arabic column, empty where the edition gave no text.
  const json = await request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'json'));
  expect(json.body.companies.find((c: { id: string }) => c.id === 'acme')).toEqual(arabic);
});

it('accepts a file without the Arabic columns', async () => {
  const analyst = await editor(fx.app);
  const english = EDITION_COLUMNS.filter((c) => !c.translation).map((c) => c.name);
  const res = await analyst.importCsv('2025-11', toCsv([companyRecord('acme', 70)], english));
  expect(res.status).toBe(201);
});

it('refuses an Arabic text as it refuses an English one, naming its row and column', async () => {
  const analyst = await editor(fx.app);
  const res = await analyst.importCsv('2025-11', toCsv([companyRecord('acme', 70, { companyNameAr: 'ش'.repeat(EDITION_LIMITS.name + 1), strengthsAr: 'نص\u0000' })]));
  expect(res.status).toBe(422);
  const messages = (res.body.error.rows as { message: string }[]).map((r) => r.message);
  expect(messages).toEqual([expect.stringMatching(/^row 2, column companyNameAr: /), expect.stringMatching(/^row 2, column strengthsAr: /)]);
});
