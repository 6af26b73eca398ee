/**
 * The KSA pages in Arabic: the self-assessment's questions, result and e-mail, and a form's
 * messages. Labels come from the message files, as the pages take them.
 */
import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { ASSESSMENT_GUIDANCE, ASSESSMENT_LEVELS, ASSESSMENT_QUESTIONS, PILOT_MESSAGES, ASSESSMENT_MESSAGES } from '@pdpl/contracts';
import contracts from '../../libs/contracts/src/messages/ar.json' with { type: 'json' };
import assessment from '../../mfe-ksa/src/features/assessment/messages/ar.json' with { type: 'json' };
import pilot from '../../mfe-ksa/src/features/pilot-application/messages/ar.json' with { type: 'json' };
import landing from '../../mfe-ksa/src/pages/ksa/messages/ar.json' with { type: 'json' };
import { tick } from '../support/checkbox';
import { openPage, toast } from '../support/ksa';
import { decodedMail, newestMailTo } from '../support/outbox';

const ar = (english: string) => (contracts as Record<string, string>)[english]!;

test('the Arabic assessment asks in Arabic, scores 11 "yes" as moderate risk in Arabic, and e-mails the result in Arabic', async ({ page }) => {
  const email = `arabic.${Date.now()}@example.sa`;
  await openPage(page, '/ar/KSA');
  await page.getByRole('button', { name: landing['ksa.landing.assessment.start'] }).click();
  const dialog = page.getByRole('dialog', { name: assessment['ksa.assessment.title'] });
  await expect(dialog).toBeVisible();
  for (const [i, q] of ASSESSMENT_QUESTIONS.entries()) {
    await dialog.getByRole('group', { name: ar(q.title) }).getByRole('button', { name: i < 11 ? assessment['ksa.assessment.yes'] : assessment['ksa.assessment.no'] }).click();
  }
  await dialog.getByRole('button', { name: assessment['ksa.assessment.viewResults'] }).click();
  await expect(dialog.getByTestId('assessment-score')).toHaveText('11/15');
  const band = ASSESSMENT_LEVELS.find((b) => b.level === 'Moderate Risk')!;
  await expect(dialog.getByRole('heading', { name: ar(band.level) })).toBeVisible();
  await expect(dialog.getByText(ar(band.description))).toBeVisible();
  for (const q of ASSESSMENT_QUESTIONS.slice(11)) {
    await expect(dialog.getByText(ar(q.title)).last()).toBeVisible();
    await expect(dialog.getByText(ar(ASSESSMENT_GUIDANCE[q.id].gap))).toBeVisible();
  }
  await expect(dialog.getByText('اللائحة التنفيذية لنظام حماية البيانات الشخصية، المادة 13')).toBeVisible();
  // The PDF report, in Arabic too.
  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: assessment['ksa.assessment.report.download'] }).click()]);
  const pdf = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: await readFile((await download.path())!) }).stdout.toString('utf8').replace(/[\u202A-\u202E]/g, '');
  expect(pdf).toContain('11/15');
  expect(pdf).toContain(ar(band.level));
  expect(pdf).toContain('المادة 13');

  await dialog.getByRole('textbox', { name: assessment['ksa.assessment.send.email'] }).fill(email);
  await tick(page.getByRole('checkbox', { name: assessment['ksa.assessment.send.consent'] }));
  await dialog.getByRole('button', { name: assessment['ksa.assessment.send.submit'] }).click();
  await expect(toast(page, ar(ASSESSMENT_MESSAGES.sentTitle))).toBeVisible();

  const mail = decodedMail((await newestMailTo(email))!);
  expect(mail).toContain(ar(band.level));
  expect(mail).toContain(ar(band.description));
  for (const q of ASSESSMENT_QUESTIONS.slice(11)) expect(mail).toContain(ar(q.title));
  expect(mail).not.toContain(band.level);
});

test('the Arabic pilot application refuses an empty form with its Arabic message', async ({ page }) => {
  await openPage(page, '/ar/pilotapplication');
  await page.getByRole('button', { name: pilot['ksa.pilotApplication.submit'] }).click();
  await expect(toast(page, ar(PILOT_MESSAGES.requiredTitle))).toContainText(ar(PILOT_MESSAGES.requiredBody));
});
