/** The embeddable score badge: an SVG per company of the current edition, in its band's colours, cacheable. */
import request from 'supertest';
import { API_PATHS, SCORE_BAND_COLOURS } from '@pdpl/contracts';
import { PUBLIC_READ_CACHE_CONTROL } from '../src/http/cache-control.js';
import { useTestApp } from './support/app.js';
import { companyRecord, editor } from './support/editions.js';
import { useStaffAccounts } from './support/users.js';

const fx = useTestApp({ resetEachTest: true });
useStaffAccounts(fx);

const badge = (id: string, query = '') =>
  request(fx.app)
    .get(`${API_PATHS.companyBadge(id)}${query}`)
    .buffer(true)
    .parse((res, done) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString('utf8')));
      res.on('end', () => done(null, body));
    });

const titleOf = (svg: string) => /<title>([^<]*)<\/title>/.exec(svg)?.[1];

it('answers an SVG image with the score, the edition month and a title, cacheable and embeddable anywhere', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [companyRecord('acme', 86.8, { companyName: 'Acme Bank' })]);
  const res = await badge('acme');
  expect(res.status).toBe(200);
  expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
  expect(res.headers['cache-control']).toBe(PUBLIC_READ_CACHE_CONTROL);
  expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  const svg = res.body as string;
  expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="\d+" height="20" [^>]*role="img" aria-label="Acme Bank: 86.8 out of 100 in the PDPL Compliance Index, November 2025 edition"/);
  expect(titleOf(svg)).toBe('Acme Bank: 86.8 out of 100 in the PDPL Compliance Index, November 2025 edition');
  expect(svg).toContain('>86.8/100 · Nov 2025</text>');
  expect(svg).toContain('>PDPL Compliance Index</text>');
  expect(Buffer.byteLength(svg)).toBeLessThan(2048);

  const again = await request(fx.app).get(API_PATHS.companyBadge('acme')).set('If-None-Match', res.headers.etag!);
  expect(res.headers.etag).toBeTruthy();
  expect(again.status).toBe(304);
});

it.each([
  [85, 'green'],
  [70, 'green'],
  [69.9, 'yellow'],
  [40, 'yellow'],
  [12.5, 'red'],
] as const)('colours a score of %s by its band (%s)', async (score, band) => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [companyRecord('acme', score)]);
  const svg = (await badge('acme')).body as string;
  const { fill, text } = SCORE_BAND_COLOURS[band];
  expect(svg).toContain(`fill="${fill}"`);
  expect(svg).toMatch(new RegExp(`fill="${text}"[^>]*>${score.toFixed(1)}/100`));
});

it('escapes the company name and speaks Arabic with ?locale=ar', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-11', [companyRecord('acme', 55.5, { companyName: 'A&B <Trading> "Co"', companyNameAr: 'أ و ب للتجارة' })]);
  const svg = (await badge('acme')).body as string;
  expect(titleOf(svg)).toBe('A&#38;B &#60;Trading&#62; &#34;Co&#34;: 55.5 out of 100 in the PDPL Compliance Index, November 2025 edition');
  expect(svg).not.toContain('<Trading>');
  const arabic = (await badge('acme', '?locale=ar')).body as string;
  expect(titleOf(arabic)).toBe('أ و ب للتجارة: 55.5 من 100 في مؤشر الامتثال لنظام حماية البيانات الشخصية، إصدار نوفمبر 2025');
  expect(arabic).toContain('direction="rtl"');
});

it('answers 404 for a company outside the current edition', async () => {
  const analyst = await editor(fx.app);
  await analyst.publishFile('2025-10', [companyRecord('gone', 50), companyRecord('acme', 60)]);
  await analyst.publishFile('2025-11', [companyRecord('acme', 61)]);
  expect((await badge('acme')).status).toBe(200);
  for (const id of ['gone', 'nobody']) {
    const res = await request(fx.app).get(API_PATHS.companyBadge(id));
    expect({ id, status: res.status, code: res.body.error?.code }).toEqual({ id, status: 404, code: 'NOT_FOUND' });
  }
});
