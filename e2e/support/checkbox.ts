import type { Locator } from '@playwright/test';

/** Ticks a design-system checkbox by keyboard (its native input is visually hidden): focus, then Space. */
export async function tick(checkbox: Locator) {
  await checkbox.focus();
  await checkbox.page().keyboard.press('Space');
}
