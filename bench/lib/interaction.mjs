// How fast a page answers a visitor: the header's menu button clicked, on a phone-sized page.

const MENU_BUTTON = 'header button[aria-haspopup="dialog"]';

/**
 * The menu button's click once the page is live, from input to the next paint (the longest Event
 * Timing entry of that interaction, as INP counts it).
 */
export async function menuLatency(page) {
  await page.evaluate(() => {
    window.__events = [];
    new PerformanceObserver((list) => window.__events.push(...list.getEntries().filter((e) => e.interactionId > 0).map((e) => e.duration))).observe({
      type: 'event',
      durationThreshold: 16,
    });
  });
  await page.locator(MENU_BUTTON).click();
  await page.locator('[role="dialog"]').first().waitFor();
  await page.waitForTimeout(500);
  return page.evaluate(() => Math.max(0, ...window.__events));
}

/**
 * The menu button tapped as soon as the page shows it (before the header is hydrated): the time
 * until the menu is open, what a visitor who acts early waits.
 */
export async function earlyMenuOpen(page, url) {
  await page.addInitScript(() => {
    window.__menuOpenAt = null;
    new MutationObserver(() => {
      if (window.__menuOpenAt === null && document.querySelector('[role="dialog"]')) window.__menuOpenAt = performance.now();
    }).observe(document, { childList: true, subtree: true, attributes: true });
  });
  await page.goto(url, { waitUntil: 'commit' });
  const button = page.locator(MENU_BUTTON).first();
  await button.waitFor();
  const clickedAt = await button.evaluate((element) => {
    const at = performance.now();
    element.click();
    return at;
  });
  await page.locator('[role="dialog"]').first().waitFor({ timeout: 30_000 });
  return (await page.evaluate(() => window.__menuOpenAt)) - clickedAt;
}
