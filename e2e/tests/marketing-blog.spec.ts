import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { openInApp } from '../support/shell';

/** The eight articles: short path, long legacy path, and the title each page shows. */
const ARTICLES = [
  ['checkbox-to-culture', 'from-checkbox-to-culture-how-to-build-a-data-privacy-first-company', 'From Checkbox to Culture: How to Build a Data Privacy-First Company'],
  ['uae-ai-adoption', 'uae-ai-adoption-is-outpacing-pdpl-readiness-is-ksa-next', 'UAE AI Adoption Is Outpacing PDPL Readiness: Is KSA Next?'],
  ['prove-pdpl-compliance', 'how-do-you-prove-pdpl-compliance-in-ksa', 'How Do You Prove PDPL Compliance in KSA?'],
  ['sales-marketing-pdpl', 'what-pdpl-compliance-really-means-for-sales-and-marketing-teams-in-saudi-arabia', 'What PDPL Compliance Really Means for Sales and Marketing Teams in Saudi Arabia'],
  ['webinar-recap', 'may-5th-webinar-recap', 'May 5th Webinar Recap: Running PDPL Programmes with AI Agents'],
  ['smart-leaders', 'how-smart-leaders-stay-ahead-on-data-privacy-compliance', 'How Smart Leaders Stay Ahead on Data Privacy Compliance'],
  ['hidden-costs', 'the-hidden-costs-of-waiting-to-comply-with-saudi-arabias-pdpl', "The Hidden Costs of Waiting to Comply with Saudi Arabia's PDPL"],
  ['early-compliance', 'case-early-compliance-ksa-personal-data-protection-law', 'The Case for Early Compliance with KSA’s Personal Data Protection Law'],
] as const;

test.describe('blog', () => {
  test('the listing features the first article, grids the other seven, links to /newsletter and /contact', async ({ page }) => {
    await page.goto('/blog');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    const articles = main.getByRole('article');
    await expect(articles).toHaveCount(8);
    await expect(articles.first().getByRole('heading', { level: 2 })).toHaveText(ARTICLES[0][2]);
    await expect(main.getByRole('heading', { level: 3 })).toHaveCount(7);
    for (const [, longSlug, title] of ARTICLES) {
      await expect(main.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', `/blog-navigating-pdpl-in-ksa/${longSlug}`);
    }
    await expect(articles.first().getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Subscribe to the Newsletter' })).toHaveAttribute('href', '/newsletter');
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    // The cover images are served by this build (WebP first), not from another origin.
    const cover = articles.first().getByRole('img');
    await expect(cover).toHaveAttribute('data-loaded', 'true');
    expect(await cover.evaluate((img: HTMLImageElement) => new URL(img.currentSrc).origin === location.origin && img.naturalWidth > 0)).toBe(true);
    await expect(cover).toHaveAttribute('src', /\.webp$/);
    await expectNoAxeViolations(page);
  });

  test('the covers arrive in the first HTML, from the blog’s own files: the featured one and an article’s show with JavaScript off', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    try {
      const page = await context.newPage();
      for (const path of ['/blog', `/blog-navigating-pdpl-in-ksa/${ARTICLES[0][1]}`]) {
        await page.goto(path);
        const cover = page.getByRole('main').getByRole('img').first();
        await expect(cover, path).toHaveAttribute('src', /^\/remotes\/mfe-marketing\/assets\/[^/]+\.webp$/);
        await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), { message: `${path}: the cover loads` }).toBeGreaterThan(0);
      }
    } finally {
      await context.close();
    }
  });

  test('opening an article from the listing loads it at its long path', async ({ page }) => {
    await page.goto('/blog');
    await page.getByRole('main').getByRole('link', { name: ARTICLES[2][2], exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog-navigating-pdpl-in-ksa/${ARTICLES[2][1]}$`));
    await expect(page.getByRole('heading', { level: 1, name: ARTICLES[2][2] })).toBeVisible();
  });

  test('shows a spinner while an article body is on its way (reached in the app: a document of its own arrives with the body)', async ({ page }) => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route(/\/remotes\/mfe-marketing\/assets\/hidden-costs-[^/]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await openInApp(page, '/blog/hidden-costs');
    await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toBeVisible();
    release();
    await expect(page.getByRole('heading', { level: 2, name: 'Putting numbers on the delay' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Loading article...' })).toHaveCount(0);
  });

  for (const [slug, longSlug, title] of ARTICLES) {
    test(`"${slug}" renders at its short and long paths with its own metadata`, async ({ page }) => {
      for (const path of [`/blog/${slug}`, `/blog-navigating-pdpl-in-ksa/${longSlug}`]) {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(main.getByText(/^\d{2}\/\d{2}\/\d{4}$/)).toBeVisible();
        // The body arrives as its own chunk after the heading: wait for it, then count its words.
        await expect(main.getByRole('status').filter({ hasText: 'Loading article...' })).toHaveCount(0);
        const words = (await main.locator('article').innerText()).split(/\s+/).length;
        expect(words).toBeGreaterThan(800);
        await expect(page).toHaveTitle(`${title} | Mizan Blog`);
        expect(await page.locator('meta[name="description"]').getAttribute('content')).toBeTruthy();
        await expect(main.getByRole('link', { name: '← Back to Blog' })).toHaveAttribute('href', '/blog');
      }
      await expectNoAxeViolations(page);
    });
  }
});
