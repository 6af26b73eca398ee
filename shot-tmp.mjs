import { chromium } from '@playwright/test';
const b = await chromium.launch({ executablePath: '/usr/bin/chromium' });
for (const [w, h] of [[390, 2400], [1280, 2000]]) for (const port of [4390, 4391]) {
  const p = await b.newPage({ viewport: { width: w, height: h } });
  await p.goto(`http://127.0.0.1:${port}${process.argv[2]}`);
  await p.waitForSelector('html[data-page-settled]', { timeout: 30000 });
  await p.waitForTimeout(1500);
  await p.screenshot({ path: `/tmp/shot-${port}-${w}.png`, fullPage: true });
  await p.close();
}
await b.close();
