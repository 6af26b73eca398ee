/**
 * What the smoke asks of each running image, by its role. A check answers a line saying what it saw,
 * or throws saying what was wrong; a report only tells what the image does today. Checking something
 * new (say, that the shell sends rendered pages) is one more entry in a list.
 */
import { API_PATHS, PRERENDER, RUNTIME_CONFIG_PATH } from '@pdpl/contracts';

/**
 * @typedef {{
 *   origin: string,
 *   origins: Map<string, string>,
 *   healthcheck: () => Promise<string>,
 *   metricsOrigin: string | null,
 * }} CheckContext
 *   origin: where this image answers; origins: where each image answers (or will), by name;
 *   healthcheck: runs the image's HEALTHCHECK command, resolving with what it did;
 *   metricsOrigin: where its metrics listener answers (METRICS_PORT), or null when the image sets none
 * @typedef {{ name: string, run: (context: CheckContext) => Promise<string> }} Check
 */

const TIMEOUT_MS = 10_000;

/** @param {string} url @param {RequestInit} [init] */
async function get(url, init = {}) {
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  const body = await response.text();
  return { response, body };
}

/** @param {boolean} ok @param {string} message */
function expect(ok, message) {
  if (!ok) throw new Error(message);
}

const kb = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;

/** @param {string} path @returns {Check} */
const answers200 = (path) => ({
  name: `GET ${path}`,
  run: async ({ origin }) => {
    const { response, body } = await get(`${origin}${path}`);
    expect(response.status === 200, `answered ${response.status}: ${body.slice(0, 200)}`);
    return `200 ${body.trim().length <= 60 ? body.trim() : kb(body)}`;
  },
});

/** @type {Check} */
const healthcheck = { name: 'HEALTHCHECK of the image', run: ({ healthcheck: run }) => run() };

/** Prometheus's metrics on a listener of their own (METRICS_PORT), never on the public port. @type {Check} */
const metrics = {
  name: 'GET /metrics on METRICS_PORT, and not on PORT',
  run: async ({ origin, metricsOrigin }) => {
    expect(metricsOrigin !== null, 'the image sets no METRICS_PORT');
    const { response, body } = await get(`${metricsOrigin}/metrics`);
    expect(response.status === 200, `answered ${response.status}: ${body.slice(0, 200)}`);
    expect(/^text\/plain; version=0\.0\.4/.test(response.headers.get('content-type') ?? ''), `Content-Type ${response.headers.get('content-type')}`);
    for (const name of ['http_request_duration_seconds', 'process_cpu_user_seconds_total']) expect(body.includes(`# TYPE ${name} `), `no ${name}`);
    const open = await get(`${origin}/metrics`);
    expect(open.response.status === 404 && !open.body.includes('# TYPE'), `the public port answered /metrics ${open.response.status}`);
    return `200, ${body.split('\n').filter((l) => l.startsWith('# TYPE ')).length} metrics; PORT answers /metrics 404`;
  },
};

/** @type {Check} */
const remoteEntry = {
  name: 'GET /remoteEntry.js from the shell’s origin',
  run: async ({ origin, origins }) => {
    const shell = origins.get('shell');
    const { response, body } = await get(`${origin}/remoteEntry.js`, { headers: shell ? { Origin: shell } : {} });
    expect(response.status === 200, `answered ${response.status}`);
    expect(/javascript/.test(response.headers.get('content-type') ?? ''), `Content-Type ${response.headers.get('content-type')}`);
    expect(body.length > 0, 'an empty file');
    const allowed = response.headers.get('access-control-allow-origin');
    if (shell) expect(allowed === shell || allowed === '*', `the shell's origin ${shell} may not load it (Access-Control-Allow-Origin: ${allowed})`);
    return `200 JavaScript, ${kb(body)}${shell ? `, CORS allows ${allowed}` : ''}`;
  },
};

/** The runtime configuration the shell composed; its remotes must be the running images. @type {Check} */
const runtimeConfig = {
  name: `GET ${RUNTIME_CONFIG_PATH}`,
  run: async ({ origin, origins }) => {
    const { response, body } = await get(`${origin}${RUNTIME_CONFIG_PATH}`);
    expect(response.status === 200, `answered ${response.status}`);
    const config = JSON.parse(body);
    const running = new Set(origins.values());
    const remotes = Object.entries(config.remotes ?? {});
    expect(remotes.length > 0, 'no remotes');
    for (const [name, url] of remotes) {
      expect(running.has(new URL(url, origin).origin), `remote ${name} is ${url}, which no running image serves`);
      const entry = await get(new URL(url, origin).href);
      expect(entry.response.status === 200, `remote ${name}: ${url} answered ${entry.response.status}`);
    }
    expect((config.pages ?? []).length > 0, 'no pages: the remotes’ page manifests were not read');
    return `${remotes.length} remotes, each served by its image; ${config.pages.length} pages`;
  },
};

/**
 * `/` and the first public page of each remote, each as a browser's navigation gets it: the pages
 * the shell's documents are checked on.
 */
async function navigations(origin) {
  const config = JSON.parse((await get(`${origin}${RUNTIME_CONFIG_PATH}`)).body);
  const plain = config.pages.filter((p) => p.access === 'public' && !/[:*]/.test(p.path));
  const firstOfEach = [...new Set(plain.map((p) => p.remote))].map((remote) => plain.find((p) => p.remote === remote));
  const home = plain.find((p) => p.path === '/');
  const pages = [...(home ? [home] : []), ...firstOfEach.filter((p) => p !== home)];
  return Promise.all(pages.map(async (page) => ({ page, ...(await get(`${origin}${page.path}`, { headers: { Accept: 'text/html' } })) })));
}

const decode = (html) => html.replace(/&amp;/g, '&').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'");
const titleOf = (html) => decode(/<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1] ?? '');

/** @type {Check} */
const pageDocuments = {
  name: 'page documents with their own <title>',
  run: async ({ origin }) => {
    const seen = [];
    for (const { page, response, body } of await navigations(origin)) {
      expect(response.status === 200, `${page.path} answered ${response.status}`);
      expect(/text\/html/.test(response.headers.get('content-type') ?? ''), `${page.path}: Content-Type ${response.headers.get('content-type')}`);
      expect(titleOf(body) === page.title, `${page.path}: <title> is "${titleOf(body)}", its page says "${page.title}"`);
      seen.push(`${page.path} "${page.title}"`);
    }
    return seen.join('; ');
  },
};

/**
 * The pages the remotes' builds rendered (listed in their pages.json) arrive rendered: their h1 in
 * the first HTML, from the remote images' own files. The others report what they hold.
 * @type {Check}
 */
const renderedContent = {
  name: 'rendered pages in the first HTML',
  run: async ({ origin }) =>
    (await navigations(origin))
      .map(({ page, body }) => {
        const rendered = body.slice(body.indexOf(PRERENDER.rootAttribute));
        const h1 = body.includes(PRERENDER.rootAttribute) ? /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(rendered)?.[1]?.replace(/<[^>]+>/g, '').trim() : undefined;
        if (page.rendered?.includes('en')) expect(h1, `${page.path}: its remote's build rendered it, yet its first HTML carries no rendered h1`);
        return `${page.path}: ${h1 ? `h1 "${decode(h1)}"` : 'no h1 (the app renders it in the browser)'}`;
      })
      .join('; '),
};

/**
 * How long the index's pages may take to arrive rendered once the shell's image starts: the API's
 * render queue reads the remotes' manifests again within MANIFEST_REFRESH_SECONDS (60 in the
 * overlays) of their images starting, then renders.
 */
const DATA_PAGES_WAIT_MS = 120_000;

/**
 * The pages rendered with the published index's data (renderedWithData: the index's list) arrive
 * rendered from the shell's image, which renders nothing itself: the API's render queue rendered
 * them with the index remote's render module fetched from its image, and stored them in the
 * database; the shell reads them from the API.
 * @type {Check}
 */
const dataPagesRendered = {
  name: 'index pages rendered by the API’s queue, served by the shell',
  run: async ({ origin }) => {
    const config = JSON.parse((await get(`${origin}${RUNTIME_CONFIG_PATH}`)).body);
    const pages = config.pages.filter((p) => p.renderedWithData && !/[:*]/.test(p.path));
    expect(pages.length > 0, 'no page is rendered with data: the index remote’s pages.json marks none');
    const started = Date.now();
    const seen = [];
    for (const page of pages) {
      for (;;) {
        const { body } = await get(`${origin}${page.path}`, { headers: { Accept: 'text/html' } });
        const h1 = body.includes(PRERENDER.rootAttribute) ? /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(body.slice(body.indexOf(PRERENDER.rootAttribute)))?.[1]?.replace(/<[^>]+>/g, '').trim() : undefined;
        if (h1) {
          seen.push(`${page.path}: h1 "${decode(h1)}" after ${((Date.now() - started) / 1000).toFixed(1)} s`);
          break;
        }
        expect(Date.now() - started < DATA_PAGES_WAIT_MS, `${page.path} was not rendered within ${DATA_PAGES_WAIT_MS / 1000} s`);
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    }
    return seen.join('; ');
  },
};

/**
 * A scheduled job's image (the observer's CronJob) is run once, to its end, against the database the
 * API's migration made: a fresh one, with no watched company, so the observer starts no browser and
 * the smoke needs no Chromium (services/observer's own tests run it against stand-in sites). What is
 * checked is the image: its files and production dependencies, its command, the servers' database
 * role reading what it reads, and its log.
 * @typedef {{ code: number | string | null, output: string, ms: number }} JobRun
 * @typedef {{ name: string, run: (context: { job: JobRun }) => Promise<string> }} JobCheck
 */

/** The JSON lines of a run's output (anything else is an error). @param {string} output */
const jsonLines = (output) =>
  output
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => {
      try {
        return JSON.parse(line);
      } catch {
        throw new Error(`not a JSON line: ${line.slice(0, 200)}`);
      }
    });

/** @type {JobCheck} */
const ranToItsEnd = {
  name: 'runs to its end with exit 0',
  run: async ({ job }) => {
    expect(job.code === 0, `ended with ${job.code}:\n${job.output.trim().slice(-2000)}`);
    return `exit 0 in ${(job.ms / 1000).toFixed(1)} s`;
  },
};

/** @type {JobCheck} */
const jobLog = {
  name: 'logs JSON lines, from its start to its summary',
  run: async ({ job }) => {
    const lines = jsonLines(job.output);
    const start = lines.find((l) => l.event === 'start');
    const done = lines.at(-1);
    expect(start !== undefined, `no start line: ${job.output.slice(0, 500)}`);
    expect(done?.event === 'done', `the last line is not the summary: ${JSON.stringify(done)}`);
    expect(start.companies === 0, `${start.companies} watched companies in a fresh database: the smoke expects none (it runs no browser)`);
    return `${lines.length} lines: start (${start.companies} companies, ${start.botToken}), done (observed ${done.observed}, failed ${done.failed})`;
  },
};

/** @type {Record<import('./images.js').ImageRole, { checks: (Check | JobCheck)[], reports: (Check | JobCheck)[] }>} */
export const CHECKS = {
  api: { checks: [answers200(API_PATHS.ready), healthcheck, metrics], reports: [] },
  job: { checks: [ranToItsEnd, jobLog], reports: [] },
  remote: { checks: [answers200('/healthz'), healthcheck, remoteEntry, metrics], reports: [] },
  shell: { checks: [answers200('/healthz'), healthcheck, runtimeConfig, pageDocuments, renderedContent, dataPagesRendered, metrics], reports: [] },
};
