import { chromium } from 'playwright-core';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking','--disable-component-update','--disable-sync','--no-first-run'] });
for (const base of process.argv.slice(2)) for (const path of ['/newsletter', '/']) {
  const page = await browser.newPage();
  page.on('pageerror', (e) => console.log(base, path, 'pageerror', e.message.slice(0, 100)));
  await page.goto(base + path);
  await page.waitForTimeout(6000);
  console.log(base, path, await page.locator('h1').allTextContents());
}
await browser.close();
