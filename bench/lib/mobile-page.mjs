// A page as Lighthouse's mobile preset sees it: a phone's viewport and the CPU slowed 4x.

export const CPU_SLOWDOWN = 4;

/**
 * Runs `use(page, cdp)` in a fresh browser context (no cache or leftover work from another load),
 * with the CPU throttled, and closes the context whatever happens.
 */
export async function withMobilePage(browser, use) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    return await use(page, cdp);
  } finally {
    await context.close();
  }
}
