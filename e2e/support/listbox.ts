import type { Page } from '@playwright/test';

/** Chooses an option in the forms' listbox selects (select-only comboboxes), as a pointer user would. */
export async function chooseOption(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label, exact: true }).click();
  await page.getByRole('listbox', { name: label, exact: true }).getByRole('option', { name: option, exact: true }).click();
}
