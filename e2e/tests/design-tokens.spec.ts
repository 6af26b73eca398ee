/**
 * A page rendered ahead carries only the design tokens its page uses (most documents then fit a new
 * connection's first round trip); the app loads the full set before it renders anything the HTML
 * lacks. Here: /KSA's document leaves out the dialog's layer and backdrop tokens, which the launch
 * dialog, opened once the page is live, still gets.
 */
import { PRERENDER } from '@pdpl/contracts';
import { expect, test } from '@playwright/test';
import { expectLive } from '../support/shell';

const DIALOG_TOKENS = ['--chakra-z-index-modal', '--chakra-colors-black-alpha-500'];
const variables = (css: string) => [...css.matchAll(/(--chakra-[^:;{}]+):/g)].map((m) => m[1]!);

test("a rendered page carries the design tokens it uses, and the app has the rest before it renders more", async ({ page, request }) => {
  const html = await (await request.get('/KSA', { headers: { accept: 'text/html' } })).text();
  const design = new RegExp(`<style [^>]*${PRERENDER.fullTokensAttribute}="([^"]+)"[^>]*${PRERENDER.trimmedTokensAttribute}>([\\s\\S]*?)</style>`).exec(html);
  expect(design).not.toBeNull();
  const [, fullHref, kept] = design!;
  const all = variables(await (await request.get(fullHref!)).text());
  expect(variables(kept!).length).toBeLessThan(all.length / 2);
  for (const token of DIALOG_TOKENS) {
    expect(all).toContain(token);
    expect(variables(kept!)).not.toContain(token);
  }

  await page.goto('/KSA#pdpl-compliance-index');
  await expectLive(page);
  const root = (token: string) => page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name), token);
  for (const token of DIALOG_TOKENS) expect(await root(token)).not.toBe('');
  await page.locator('#pdpl-compliance-index').getByRole('button', { name: 'Get Notified at Launch' }).click();
  const dialog = page.getByRole('dialog', { name: 'Get Notified at Launch' });
  await expect(dialog).toBeVisible();
  // Above the page and over a dimmed backdrop, as with every token in the document.
  const positioner = dialog.locator('xpath=..');
  expect(Number(await positioner.evaluate((el) => getComputedStyle(el).zIndex))).toBeGreaterThan(1000);
  const backdrop = page.locator('[data-scope="dialog"][data-part="backdrop"]');
  await expect(backdrop).toHaveCSS('background-color', /rgba\(0, 0, 0, 0\.\d+\)/);
});
