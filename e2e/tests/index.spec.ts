import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { queryRows } from '../support/db';

test('the index lists the latest edition from the API, best score first, marked as sample data', async ({ page }) => {
  const [{ count }] = await queryRows<{ count: string }>(
    `select count(*) from company_scores where edition_id = (select id from index_editions order by month desc limit 1)`,
  );
  await page.goto('/PDPLComplianceIndex');
  await expect(page.getByRole('heading', { level: 1, name: 'PDPL Compliance Index – Saudi Arabia' })).toBeVisible();
  await expect(page.getByTestId('sample-data-badge')).toBeVisible();
  const rows = page.getByTestId('company-row');
  await expect(rows).toHaveCount(Number(count));

  const [top] = await queryRows<{ name: string; sector: string; score: string }>(
    `select c.name, c.sector, s.score from company_scores s join companies c on c.id = s.company_id
     where s.edition_id = (select id from index_editions order by month desc limit 1) order by s.score desc, c.name limit 1`,
  );
  await expect(rows.first()).toContainText(top.name);
  await expect(rows.first()).toContainText(top.sector);
  await expect(rows.first()).toContainText(Number(top.score).toFixed(1));
  await expectNoAxeViolations(page);
});
