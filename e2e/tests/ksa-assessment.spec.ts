import { spawnSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { ASSESSMENT_GUIDANCE, ASSESSMENT_LEVELS, ASSESSMENT_PRIORITIES, ASSESSMENT_QUESTIONS, provisionCitation } from '@pdpl/contracts';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';
import { tick } from '../support/checkbox';
import { holdNextPost, openPage, toast } from '../support/ksa';
import { mailParts, newestRawMailTo } from '../support/outbox';

const CONSENT = /I agree to receive my results/;

async function openAssessment(page: Page) {
  await openPage(page, '/KSA');
  await page.getByRole('button', { name: 'Start Self-Assessment' }).click();
  const dialog = page.getByRole('dialog', { name: 'PDPL Self-Assessment' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const question = (dialog: Locator, index: number) => dialog.getByRole('group', { name: ASSESSMENT_QUESTIONS[index].title });

/** Answers yes to the first `yes` questions and no to the rest. */
async function answerAll(dialog: Locator, yes: number) {
  for (let i = 0; i < ASSESSMENT_QUESTIONS.length; i++) {
    await question(dialog, i).getByRole('button', { name: i < yes ? 'Yes' : 'No' }).click();
  }
}

/** Answers `yes` questions Yes (five unless said), opens the results and sends them to `email` with consent; returns the dialog. */
async function sendResults(page: Page, email: string, yes = 5) {
  const dialog = await openAssessment(page);
  await answerAll(dialog, yes);
  await dialog.getByRole('button', { name: 'View Results' }).click();
  await dialog.getByLabel('Email').fill(email);
  await tick(page.getByRole('checkbox', { name: CONSENT }));
  await dialog.getByRole('button', { name: 'Email My Results' }).click();
  return dialog;
}

test('the dialog lists the 15 questions, counts answers, lets answers change and enables View Results at 15', async ({ page }) => {
  const dialog = await openAssessment(page);
  for (const q of ASSESSMENT_QUESTIONS) await expect(dialog.getByRole('group', { name: q.title })).toBeVisible();
  await expect(question(dialog, 9)).toContainText('within 72 hours');
  await expect(dialog.getByText('0 of 15 completed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View Results' })).toBeDisabled();
  await expectNoAxeViolations(page);

  const first = question(dialog, 0);
  await first.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByText('1 of 15 completed')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveCSS('background-color', 'rgb(240, 253, 244)'); // green.50
  await first.getByRole('button', { name: 'No' }).click();
  await expect(dialog.getByText('1 of 15 completed')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  await expect(first.getByRole('button', { name: 'No' })).toHaveAttribute('aria-pressed', 'true');
  await expect(first).toHaveCSS('background-color', 'rgb(254, 242, 242)'); // red.50
  await expectNoAxeViolations(page);

  for (let i = 1; i < 14; i++) await question(dialog, i).getByRole('button', { name: 'Yes' }).click();
  await expect(dialog.getByText('14 of 15 completed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View Results' })).toBeDisabled();
  await question(dialog, 14).getByRole('button', { name: 'No' }).click();
  await expect(dialog.getByText('15 of 15 completed')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'View Results' })).toBeEnabled();

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

for (const [score, level] of [
  [14, 'Low Risk'],
  [11, 'Moderate Risk'],
  [8, 'High Risk'],
  [3, 'Critical Risk'],
] as const) {
  test(`${score} yes answers score ${score}/15, ${level}`, async ({ page }) => {
    const band = ASSESSMENT_LEVELS.find((b) => b.level === level)!;
    const dialog = await openAssessment(page);
    await answerAll(dialog, score);
    await dialog.getByRole('button', { name: 'View Results' }).click();
    await expect(dialog.getByTestId('assessment-score')).toHaveText(`${score}/15`);
    await expect(dialog.getByRole('heading', { name: level })).toBeVisible();
    await expect(dialog.getByText(`Score range ${band.range}`)).toBeVisible();
    await expect(dialog.getByText(band.description)).toBeVisible();
    const failed = dialog.getByRole('list', { name: 'Questions answered no' }).getByRole('heading', { level: 4 });
    await expect(failed).toHaveCount(15 - score);
    // Most urgent first: the first question answered No whose gap is priority 1.
    await expect(failed.first()).toHaveText(ASSESSMENT_QUESTIONS.slice(score).find((q) => ASSESSMENT_GUIDANCE[q.id].priority === 1)!.title);
    await expectNoAxeViolations(page);
  });
}

/** The four questions answered No when the first 11 are Yes, most urgent first (children's data and security are priority 1). */
const ELEVEN_YES_GAPS = ['childrens_data', 'security_controls', 'retention_deletion', 'training_accountability'] as const;
const titleOf = (id: string) => ASSESSMENT_QUESTIONS.find((q) => q.id === id)!.title;

test('11 Yes: the 4 gaps by priority with their actions and provisions, the strengths folded away, and a PDF report of the same', async ({ page }) => {
  const dialog = await openAssessment(page);
  await answerAll(dialog, 11);
  await dialog.getByRole('button', { name: 'View Results' }).click();
  const gaps = dialog.getByRole('list', { name: 'Questions answered no' });
  await expect(gaps.getByRole('heading', { level: 4 })).toHaveText(ELEVEN_YES_GAPS.map(titleOf));
  for (const id of ELEVEN_YES_GAPS) {
    const guidance = ASSESSMENT_GUIDANCE[id];
    const item = gaps.getByRole('listitem').filter({ has: page.getByRole('heading', { name: titleOf(id) }) });
    await expect(item).toContainText(guidance.gap);
    await expect(item).toContainText(ASSESSMENT_PRIORITIES[guidance.priority].label);
    for (const action of guidance.actions) await expect(item).toContainText(action);
    for (const provision of guidance.provisions) await expect(item).toContainText(provisionCitation(provision));
  }
  await expect(dialog.getByText(/Gaps are ordered by priority/)).toBeVisible();
  await expect(gaps.getByRole('link', { name: 'Read our article on this topic' })).toHaveAttribute('href', '/blog/checkbox-to-culture');

  // What is in place is folded away until asked for.
  const strengths = dialog.getByRole('button', { name: 'Already in place (11)' });
  await expect(strengths).toHaveAttribute('aria-expanded', 'false');
  await expect(dialog.getByRole('list', { name: 'Already in place (11)' })).toBeHidden();
  await strengths.click();
  await expect(dialog.getByRole('list', { name: 'Already in place (11)' }).getByRole('listitem')).toHaveText(ASSESSMENT_QUESTIONS.slice(0, 11).map((q) => q.title));
  await expectNoAxeViolations(page);

  const [download] = await Promise.all([page.waitForEvent('download'), dialog.getByRole('link', { name: 'Download PDF report' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^pdpl-self-assessment-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await readFile((await download.path())!);
  const text = spawnSync('pdftotext', ['-enc', 'UTF-8', '-', '-'], { input: pdf }).stdout.toString('utf8').replace(/\s+/g, ' ');
  expect(text).toContain('Score: 11/15');
  expect(text).toContain('Level: Moderate Risk (10-12)');
  for (const id of ELEVEN_YES_GAPS) {
    expect(text).toContain(titleOf(id));
    for (const provision of ASSESSMENT_GUIDANCE[id].provisions) expect(text).toContain(provisionCitation(provision));
  }
});

test('the e-mailed report is HTML with a plain-text alternative, each holding the gaps, their articles and the links back', async ({ page }) => {
  const email = `report.${Date.now()}@example.sa`;
  await sendResults(page, email, 11);
  await expect(toast(page, 'Results Sent Successfully')).toBeVisible();

  const { contentType, parts } = mailParts((await newestRawMailTo(email))!);
  expect(contentType).toBe('multipart/alternative');
  for (const part of [parts['text/plain']!, parts['text/html']!.replace(/&#39;/g, "'")]) {
    expect(part).toContain('Score: 11/15');
    for (const id of ELEVEN_YES_GAPS) {
      expect(part).toContain(titleOf(id));
      for (const provision of ASSESSMENT_GUIDANCE[id].provisions) expect(part).toContain(provisionCitation(provision));
    }
    expect(part).toMatch(/http:\/\/127\.0\.0\.1:\d+\/KSA#pdpl-assessment/);
    expect(part).toMatch(/http:\/\/127\.0\.0\.1:\d+\/pilotapplication/);
  }
  expect(parts['text/html']).toMatch(/<a href="http:\/\/127\.0\.0\.1:\d+\/pilotapplication"/);
});

test('results are e-mailed and stored; Retake clears answers, e-mail, name and consent', async ({ page }) => {
  const email = `assessment.${Date.now()}@example.sa`;
  const dialog = await openAssessment(page);
  await answerAll(dialog, 12);
  await dialog.getByRole('button', { name: 'View Results' }).click();
  // The keyboard continues from the score, at the top of the results.
  await expect(dialog.getByTestId('assessment-score').locator('..')).toBeFocused();

  const send = dialog.getByRole('button', { name: 'Email My Results' });
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Email').fill(`  ${email} `);
  await expect(send).toBeDisabled();
  await dialog.getByLabel('Name (optional)').fill('Faisal Al-Harbi');
  await tick(page.getByRole('checkbox', { name: CONSENT }));
  await expect(send).toBeEnabled();
  const release = await holdNextPost(page, '/api/assessment/results');
  await send.click();
  await expect(dialog.getByRole('button', { name: 'Sending...' })).toBeDisabled();
  release();
  await expect(toast(page, 'Results Sent Successfully')).toBeVisible();
  const rows = await queryRows<{ name: string; score: number; compliance_level: string; communication_consent: boolean; answers: Record<string, boolean> }>(
    'select name, score, compliance_level, communication_consent, answers from assessment_results where email = $1',
    [email],
  );
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ name: 'Faisal Al-Harbi', score: 12, compliance_level: 'Moderate Risk', communication_consent: true });
  expect(rows[0].answers).toMatchObject({ ndgp_registration: true, childrens_data: false, security_controls: false });

  await dialog.getByRole('button', { name: 'Retake Assessment' }).click();
  await expect(dialog.getByText('0 of 15 completed')).toBeVisible();
  await expect(question(dialog, 0).getByRole('button', { name: 'Yes' })).toBeFocused();
  await expect(question(dialog, 0).getByRole('button', { name: 'Yes' })).toHaveAttribute('aria-pressed', 'false');
  await expect(dialog.getByRole('button', { name: 'View Results' })).toBeDisabled();
  await answerAll(dialog, 15);
  await dialog.getByRole('button', { name: 'View Results' }).click();
  await expect(dialog.getByTestId('assessment-score')).toHaveText('15/15');
  await expect(dialog.getByLabel('Email')).toHaveValue('');
  await expect(dialog.getByLabel('Name (optional)')).toHaveValue('');
  await expect(dialog.getByRole('checkbox', { name: CONSENT })).not.toBeChecked();

  await dialog.getByRole('button', { name: 'Contact Us' }).click();
  await expect(page).toHaveURL(/\/contact$/);
  await expect(dialog).toBeHidden();
});

test('a failed e-mail shows the server’s reason', async ({ page }) => {
  await page.route('**/api/assessment/results', (route) =>
    route.fulfill({ status: 502, json: { error: { code: 'EMAIL_FAILED', message: 'The mail server did not accept the message.' } } }),
  );
  const dialog = await sendResults(page, 'dpo@example.sa');
  await expect(toast(page, 'Failed to Send Results')).toContainText('The mail server did not accept the message.');
  await expect(dialog.getByRole('button', { name: 'Email My Results' })).toBeEnabled();
});

test('an address the server refuses is marked on the Email field, not toasted', async ({ page }) => {
  const dialog = await sendResults(page, 'dpo@@example.sa');
  await expect(dialog.getByLabel('Email')).toHaveAccessibleErrorMessage('Please enter a valid email address');
  await expect(toast(page, 'Failed to Send Results')).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Closing the dialog keeps what was typed; a corrected address is sent.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Start Self-Assessment' }).click();
  await expect(dialog.getByLabel('Email')).toHaveValue('dpo@@example.sa');
  await dialog.getByLabel('Email').fill(`fixed.${Date.now()}@example.sa`);
  await dialog.getByRole('button', { name: 'Email My Results' }).click();
  await expect(toast(page, 'Results Sent Successfully')).toBeVisible();
});

test('works by keyboard with focus kept inside the dialog', async ({ page }) => {
  await openPage(page, '/KSA');
  await page.getByRole('button', { name: 'Start Self-Assessment' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'PDPL Self-Assessment' });
  await expect(dialog).toBeVisible();
  await question(dialog, 0).getByRole('button', { name: 'Yes' }).focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByText('1 of 15 completed')).toBeVisible();
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
});

test('the header’s Self Assessment opens the dialog from another page', async ({ page }) => {
  for (const path of ['/blog', '/pilotapplication', '/KSA']) {
    await openPage(page, path);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: 'Self Assessment' }).click();
    await expect(page).toHaveURL(/\/KSA$/);
    await expect(page.getByRole('dialog', { name: 'PDPL Self-Assessment' })).toBeVisible();
    await expect(page.getByText('0 of 15 completed')).toBeVisible();
  }
});
