/**
 * A dimension's evidence (a quoted passage of the privacy notice, its https URL, the day it was
 * read): imported with the edition, served with the company's details, kept in the open data.
 */
import request from 'supertest';
import { API_PATHS } from '@pdpl/contracts';
import { useTestApp } from './support/app.js';
import { companyRecord, editor } from './support/editions.js';
import { useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const quote = 'We keep your personal data only for as long as necessary, and then delete it securely.';
const quoted = companyRecord('acme', 70, {
  dataRetentionPeriodEvidenceQuote: quote,
  dataRetentionPeriodEvidenceUrl: 'https://acme.example/privacy',
  dataRetentionPeriodEvidenceRetrieved: '2025-11-10',
});

it('serves a dimension\'s quotation with its source on the details, and only where the edition gives one', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [quoted, companyRecord('beta', 60)]);

  const details = await request(fx.app).get(API_PATHS.companyDetails('acme'));
  expect(details.status).toBe(200);
  const retention = details.body.sections.find((s: { id: string }) => s.id === 'dataRetentionPeriod');
  expect(retention.evidence).toEqual({ quote, url: 'https://acme.example/privacy', retrieved: '2025-11-10' });
  expect(details.body.sections.filter((s: { evidence?: unknown }) => s.evidence)).toHaveLength(1);
  const beta = await request(fx.app).get(API_PATHS.companyDetails('beta'));
  expect(beta.body.sections.every((s: { evidence?: unknown }) => s.evidence === undefined)).toBe(true);
});

it('keeps the evidence in the open data, in the CSV and the JSON alike', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [quoted]);
  const json = await request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'json'));
  expect(json.body.companies[0]).toEqual(quoted);
  const csv = await request(fx.app).get(API_PATHS.indexEditionDownload('2025-11', 'csv'));
  expect(csv.text).toContain('dataRetentionPeriodEvidenceQuote,dataRetentionPeriodEvidenceUrl,dataRetentionPeriodEvidenceRetrieved');
  expect(csv.text).toContain(`"${quote}",https://acme.example/privacy,2025-11-10`);
});
