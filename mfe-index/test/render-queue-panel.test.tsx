/**
 * The "Rendered pages" panel of the editions page, in English and in Arabic, for each state of the
 * queue as the API answers it (fetch mocked, read through the feature's own API call): pages
 * waiting, a pass running, failures, nothing at all, and the queue not read yet or not readable.
 * The repository's Jest runs in Node without a DOM, so the panel is rendered as the server renders
 * a page (react-dom/static waits for the lazily loaded table and the Arabic messages) and its HTML
 * is read; the polling is tested on its own (render-queue-watch.test.ts), the page in the e2e spec.
 */
import type { RenderQueueStatus } from '@pdpl/contracts';
import { loadRuntimeConfig, StaticRouter } from '@pdpl/platform';
import { UiProvider } from '@pdpl/ui';
import { prerenderToNodeStream } from 'react-dom/static';
import { fetchRenderQueueStatus } from '../src/features/render-queue/api/fetch-render-queue-status';
import { RenderQueuePanel } from '../src/features/render-queue/components/RenderQueuePanel';
import { failing, fresh, idle, READ_AT, running, waiting } from './support/render-queue-statuses';

type Locale = 'en' | 'ar';
const PAGE: Record<Locale, string> = { en: '/PDPLComplianceIndex/editions', ar: '/ar/PDPLComplianceIndex/editions' };
const INTL: Record<Locale, string> = { en: 'en-US', ar: 'ar-SA-u-nu-latn' };

const dateTime = (locale: Locale, iso: string) => new Intl.DateTimeFormat(INTL[locale], { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** The API answers this status once (as the admin endpoint would), and the panel's own call reads it. */
async function answered(status: RenderQueueStatus): Promise<RenderQueueStatus> {
  globalThis.fetch = jest.fn(async () => new Response(JSON.stringify(status), { status: 200, headers: { 'Content-Type': 'application/json' } })) as typeof fetch;
  return fetchRenderQueueStatus();
}

interface Shown {
  status: RenderQueueStatus | null;
  failure?: string | null;
  refreshing?: boolean;
}

/** The panel's HTML, rendered once everything it waits for (the table's code, the messages) is there. */
async function render(locale: Locale, { status, failure = null, refreshing = false }: Shown): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <UiProvider>
      <StaticRouter path={PAGE[locale]}>
        <RenderQueuePanel status={status} readAt={READ_AT} failure={failure} refreshing={refreshing} onRefresh={() => undefined} />
      </StaticRouter>
    </UiProvider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html.replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'", nbsp: ' ' };

/** The text a reader gets from a piece of HTML: inline elements run on with their neighbours, blocks and cells stand apart. */
function text(html: string): string {
  return html
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<\/?(a|span|time|strong|em|bdi|code)\b[^>]*>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&(#x27|#39|amp|lt|gt|quot|nbsp);/g, (_, name: string) => ENTITIES[name]!)
    .replace(/\s+/g, ' ')
    .trim();
}

const escape = (literal: string) => literal.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Every element with this attribute (`role="status"`), or of this tag (`<caption>`), each with its
 * content: React's HTML is well formed, so an element ends where its tag closes at the same depth.
 */
function elements(html: string, selector: string): string[] {
  const opening = selector.startsWith('<') ? new RegExp(`<(${escape(selector.slice(1, -1))})\\b[^>]*>`, 'g') : new RegExp(`<([a-z0-9]+)\\b[^>]*\\s${escape(selector)}[^>]*>`, 'g');
  const found: string[] = [];
  for (const match of html.matchAll(opening)) {
    const tags = new RegExp(`<(/?)${match[1]!}\\b[^>]*>`, 'g');
    tags.lastIndex = match.index + match[0].length;
    let depth = 1;
    let end = html.length;
    for (let m = tags.exec(html); m; m = tags.exec(html)) {
      depth += m[1] ? -1 : 1;
      if (depth === 0) {
        end = m.index + m[0].length;
        break;
      }
    }
    found.push(html.slice(match.index, end));
  }
  return found;
}

const one = (html: string, attribute: string): string => {
  const found = elements(html, attribute);
  if (found.length !== 1) throw new Error(`expected one element with ${attribute}, found ${found.length}`);
  return found[0]!;
};
const textOf = (html: string, attribute: string) => text(one(html, attribute));
const none = (html: string, attribute: string) => expect(elements(html, attribute)).toEqual([]);
/** A description list's value by its key (data-count). */
const count = (html: string, list: string, key: string) => textOf(one(html, `data-testid="${list}"`), `data-count="${key}"`);

beforeAll(async () => {
  globalThis.fetch = jest.fn(
    async () => new Response(JSON.stringify({ apiBaseUrl: 'https://api.example', analyticsId: null, remotes: { mfe_marketing: '/a.js', mfe_ksa: '/b.js', mfe_index: '/c.js', mfe_admin: '/d.js' }, pages: [] })),
  ) as typeof fetch;
  await loadRuntimeConfig('/config.json');
});

describe('the rendered pages panel, in English', () => {
  it('names itself with a heading and offers a Refresh button that keyboards reach', async () => {
    const html = await render('en', { status: await answered(idle) });
    expect(textOf(html, 'id="render-queue-title"')).toBe('Rendered pages');
    expect(one(html, 'id="render-queue-title"')).toMatch(/^<h2/);
    expect(one(html, 'aria-labelledby="render-queue-title"')).toMatch(/^<section/);
    const button = one(html, 'aria-label="Refresh the rendered pages"');
    expect(button).toMatch(/^<button[^>]*type="button"/);
    expect(button).not.toMatch(/\bdisabled\b|tabindex="-1"/);
    expect(text(button)).toBe('Refresh');
  });

  it('shows the pages waiting in a live region, since when, and the pass that is rendering them', async () => {
    const html = await render('en', { status: await answered(waiting) });
    const live = one(html, 'role="status"');
    expect(live).toContain('data-testid="render-queue-waiting"');
    expect(text(live)).toBe('37 pages are waiting to be rendered.');
    expect(textOf(html, 'data-testid="render-queue-since"')).toBe(`Waiting since ${dateTime('en', waiting.pendingSince!)} (3 minutes ago).`);
    expect(one(html, 'data-testid="render-queue-since"')).toContain(`<time dateTime="${waiting.pendingSince}">`);
    expect(text(html)).toContain(`The queue last compared the pages wanted with those rendered at ${dateTime('en', waiting.checkedAt!)}.`);
    expect(count(html, 'render-queue-pass', 'started')).toBe(dateTime('en', waiting.pass.startedAt!));
    expect(count(html, 'render-queue-pass', 'ended')).toBe('Running');
    expect(count(html, 'render-queue-pass', 'rendered')).toBe('1,234');
    expect(count(html, 'render-queue-pass', 'failed')).toBe('0');
    expect(count(html, 'render-queue-stored', 'rendered')).toBe('1,840');
    expect(textOf(html, 'data-testid="render-queue-no-failures"')).toBe('No page failed to render.');
    expect(textOf(html, 'data-testid="render-queue-read-at"')).toBe(`Read at ${dateTime('en', new Date(READ_AT).toISOString())}; read again every 5 seconds.`);
    none(html, 'data-testid="render-queue-last-error"');
  });

  it('says a pass is running when nothing waits any more', async () => {
    const html = await render('en', { status: await answered(running) });
    expect(textOf(html, 'role="status"')).toBe('No page is waiting to be rendered.');
    none(html, 'data-testid="render-queue-since"');
    expect(textOf(html, 'data-testid="render-queue-running"')).toBe('Running');
    expect(textOf(html, 'data-testid="render-queue-read-at"')).toMatch(/read again every 5 seconds\.$/);
  });

  it('lists the newest failures in a table with headers, each page a link, and why the last pass stopped short', async () => {
    const html = await render('en', { status: await answered(failing) });
    expect(textOf(html, 'role="status"')).toBe('1 page is waiting to be rendered.');
    expect(textOf(html, 'data-testid="render-queue-since"')).toMatch(/\(2 hours ago\)\.$/);
    expect(count(html, 'render-queue-pass', 'ended')).toBe(dateTime('en', failing.pass.endedAt!));
    expect(count(html, 'render-queue-pass', 'failed')).toBe('2');
    expect(count(html, 'render-queue-stored', 'failed')).toBe('2');
    expect(textOf(html, 'id="render-queue-error-title"')).toBe('Why the last pass stopped short');
    expect(textOf(html, 'data-testid="render-queue-last-error"')).toBe('The render worker stopped: out of memory');

    const table = one(html, 'data-testid="render-queue-failures"');
    expect(table).toMatch(/^<table/);
    expect(textOf(table, '<caption>')).toBe('Pages that could not be rendered, newest first');
    expect(elements(table, 'scope="col"').map((th) => [th.slice(0, 3), text(th)])).toEqual([
      ['<th', 'Page'],
      ['<th', 'Error'],
      ['<th', 'When'],
    ]);
    const rows = elements(table, 'data-testid="render-failure"');
    expect(rows.map(text)).toEqual(
      failing.failures.map((f) => `${f.path} ${f.error} ${dateTime('en', f.at)}`),
    );
    expect(rows[0]).toMatch(/<a [^>]*href="\/ar\/PDPLComplianceIndex\/acme-bank\/details"[^>]*dir="ltr"|<a [^>]*dir="ltr"[^>]*href="\/ar\/PDPLComplianceIndex\/acme-bank\/details"/);
    expect(rows[1]).toContain('href="/PDPLComplianceIndex/acme-bank"');
    // A stored path that is not a page of this site shows as text, never as a link.
    expect(rows[2]).not.toContain('<a ');
    expect(rows[0]).toContain(`<time dateTime="${failing.failures[0]!.at}">`);
  });

  it('says so when nothing waits, no pass has run and no page failed', async () => {
    const html = await render('en', { status: await answered(fresh) });
    expect(textOf(html, 'role="status"')).toBe('No page is waiting to be rendered.');
    expect(textOf(html, 'data-testid="render-queue-pass"')).toBe('No pass has run yet.');
    expect(text(html)).toContain('The queue has not compared the pages wanted with those rendered yet.');
    expect(count(html, 'render-queue-stored', 'rendered')).toBe('0');
    expect(textOf(html, 'data-testid="render-queue-no-failures"')).toBe('No page failed to render.');
    none(html, 'data-testid="render-queue-failures"');
    expect(textOf(html, 'data-testid="render-queue-read-at"')).toMatch(/read again every 30 seconds\.$/);
  });

  it('says it is reading before the first answer, and why the queue could not be read', async () => {
    expect(textOf(await render('en', { status: null }), 'role="status"')).toBe('Reading the render queue...');
    const refused = await render('en', { status: null, failure: 'You do not have access' });
    expect(textOf(refused, 'role="alert"')).toBe('The render queue could not be read: You do not have access');
    none(refused, 'role="status"');
    // An earlier reading stays on screen under the failure.
    const stale = await render('en', { status: await answered(idle), failure: 'The server could not be reached.' });
    expect(textOf(stale, 'role="alert"')).toBe('The render queue could not be read: The server could not be reached.');
    expect(textOf(stale, 'role="status"')).toBe('No page is waiting to be rendered.');
  });
});

describe('the rendered pages panel, in Arabic', () => {
  it('shows the waiting pages with Arabic plurals and Latin digits, and the pass running', async () => {
    const html = await render('ar', { status: await answered(waiting) });
    expect(textOf(html, 'id="render-queue-title"')).toBe('الصفحات المولَّدة');
    expect(textOf(html, 'aria-label="تحديث حالة الصفحات المولَّدة"')).toBe('تحديث');
    expect(textOf(html, 'role="status"')).toBe('37 صفحة بانتظار التوليد.');
    expect(textOf(html, 'data-testid="render-queue-since"')).toBe(`في الانتظار منذ ${dateTime('ar', waiting.pendingSince!)} (قبل 3 دقائق).`);
    expect(count(html, 'render-queue-pass', 'ended')).toBe('قيد التنفيذ');
    expect(count(html, 'render-queue-pass', 'rendered')).toBe('1,234');
    expect(textOf(html, 'data-testid="render-queue-no-failures"')).toBe('لم يفشل توليد أي صفحة.');
    expect(textOf(html, 'data-testid="render-queue-read-at"')).toMatch(/كل 5 ثوانٍ\.$/);
    expect(text(html)).not.toMatch(/[\u0660-\u0669]/);
    // No English text is left in the panel.
    expect(text(html)).not.toMatch(/Rendered|Waiting|Refresh|pass|Running/);
  });

  it('counts one page, and a few pages, as Arabic says them', async () => {
    expect(textOf(await render('ar', { status: await answered(failing) }), 'role="status"')).toBe('صفحة واحدة بانتظار التوليد.');
    expect(textOf(await render('ar', { status: await answered({ ...waiting, pending: 2 }) }), 'role="status"')).toBe('صفحتان بانتظار التوليد.');
    expect(textOf(await render('ar', { status: await answered({ ...waiting, pending: 3 }) }), 'role="status"')).toBe('3 صفحات بانتظار التوليد.');
  });

  it('lists the failures under Arabic headers, the paths left to right and the errors in their own direction', async () => {
    const html = await render('ar', { status: await answered(failing) });
    const table = one(html, 'data-testid="render-queue-failures"');
    expect(textOf(table, '<caption>')).toBe('الصفحات التي تعذّر توليدها، الأحدث أولًا');
    expect(elements(table, 'scope="col"').map(text)).toEqual(['الصفحة', 'الخطأ', 'الوقت']);
    const rows = elements(table, 'data-testid="render-failure"');
    expect(rows).toHaveLength(3);
    expect(one(rows[0]!, 'href="/ar/PDPLComplianceIndex/acme-bank/details"')).toContain('dir="ltr"');
    expect(textOf(rows[0]!, 'dir="auto"')).toBe(failing.failures[0]!.error);
    expect(text(rows[0]!)).toContain(dateTime('ar', failing.failures[0]!.at));
    expect(textOf(html, 'id="render-queue-error-title"')).toBe('سبب توقّف آخر دورة قبل اكتمالها');
    expect(textOf(html, 'data-testid="render-queue-since"')).toContain('(قبل ساعتين)');
  });

  it('says so when nothing waits, no pass has run and no page failed, and when the queue cannot be read', async () => {
    const html = await render('ar', { status: await answered(fresh) });
    expect(textOf(html, 'role="status"')).toBe('لا توجد صفحة بانتظار التوليد.');
    expect(textOf(html, 'data-testid="render-queue-pass"')).toBe('لم تُنفَّذ أي دورة توليد بعد.');
    expect(textOf(html, 'data-testid="render-queue-no-failures"')).toBe('لم يفشل توليد أي صفحة.');
    expect(textOf(html, 'data-testid="render-queue-read-at"')).toMatch(/كل 30 ثانية\.$/);
    expect(textOf(await render('ar', { status: null }), 'role="status"')).toBe('جارٍ قراءة قائمة التوليد...');
    expect(textOf(await render('ar', { status: null, failure: 'Request failed (HTTP 404)' }), 'role="alert"')).toBe('تعذّرت قراءة قائمة التوليد: Request failed (HTTP 404)');
  });
});
