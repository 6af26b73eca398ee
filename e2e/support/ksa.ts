import { type Page, type Route } from '@playwright/test';
import { expectLive } from './shell';

/** The site's single toaster; a toast is found by its title. */
export function toast(page: Page, title: string) {
  return page.getByTestId('toast').filter({ hasText: title });
}

/** Waits until the page of a remote is on screen. */
export async function openPage(page: Page, path: string) {
  await page.goto(path);
  await expectLive(page);
}

/**
 * Holds the next request to an API path (the form's POST) until `release` is called, so a test can see the button's
 * working state (Sending..., Registering..., Submitting...) without racing the server.
 */
export async function holdNextPost(page: Page, path: string) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    `**${path}`,
    async (route: Route) => {
      await released;
      await route.continue();
    },
    { times: 1 },
  );
  return release;
}
