/**
 * Every browser navigation that is not a file gets its page's document: the shell's index.html
 * with the page's metadata and, for a public page rendered ahead, its content. The status is 404
 * when no remote declares the path (the shell shows its 404 page either way), or when the page's
 * parameters name what does not exist (a company or month the published index does not hold): that
 * page's own document, plain, which the app shows as it always does (its error, its message).
 * A 404 document says noindex.
 */
import { stat, readFile } from 'node:fs/promises';
import path from 'node:path';
import { findPage, NO_CACHE, PRERENDER, type RoutedPage } from '@pdpl/contracts';
import type { Request, RequestHandler } from 'express';
import { allowInlineScript } from './csp.js';
import { sendEncoded } from './encoded-body.js';
import { documentEncoder } from './encoded-documents.js';
import type { PageCatalog } from './page-catalog.js';
import { chosenLanguageRedirect, pageDocument, pageHeadFor } from './page-document.js';
import type { SnapshotSource } from './snapshots.js';

const NOT_BUILT_MESSAGE =
  'The web front-end has not been built yet. Run `npm run build` at the repository root, then reload.';

/** A browser navigation: a GET (or HEAD) asking for HTML. */
export function isNavigation(req: Request): boolean {
  return (req.method === 'GET' || req.method === 'HEAD') && (req.headers.accept ?? '').includes('text/html');
}

/** A GET (or HEAD) that takes any type: no Accept header, or the wildcard alone (curl, an uptime check). */
function takesAnything(req: Request): boolean {
  const accept = req.headers.accept?.trim();
  return (req.method === 'GET' || req.method === 'HEAD') && (accept === undefined || accept === '' || accept === '*/*');
}

interface ShellFiles {
  /** index.html */
  text: string;
  /** Changes when the shell is redeployed (index.html's time). */
  build: string;
  /** The script that starts the app over rendered HTML, inlined into such pages. */
  eventContract: string | null;
}

/** The shell's index.html and event contract script, read again only when the shell is redeployed. */
function shellFiles(shellDist: string): () => Promise<ShellFiles | null> {
  const indexHtml = path.join(shellDist, 'index.html');
  let cached: ShellFiles | null = null;
  return async () => {
    const info = await stat(indexHtml).catch(() => null);
    if (!info) return null;
    const build = String(info.mtimeMs);
    if (cached?.build !== build) {
      const eventContract = await readFile(path.join(shellDist, PRERENDER.eventContractScript), 'utf8').catch(() => null);
      cached = { build, text: await readFile(indexHtml, 'utf8'), eventContract };
    }
    return cached;
  };
}

export function pageRoute(options: {
  shellDist: string;
  catalog: Pick<PageCatalog, 'current'>;
  snapshots: SnapshotSource | null;
  /** The public origin of canonical URLs and share tags. */
  origin: (req: Request) => string;
  /** The path to give as canonical instead of the page's own (without /ar), or null. */
  canonicalOf?: (pagePath: string) => Promise<string | null>;
  /** Whether the page found at a path, with its parameters, shows something that exists (the published index's); without it, every declared page does. */
  pageExists?: (page: RoutedPage, params: Record<string, string>) => Promise<boolean>;
}): RequestHandler {
  const template = shellFiles(options.shellDist);
  const encode = documentEncoder();
  return async (req, res, next) => {
    // A request that takes anything gets a page where one is declared (an operator's first curl of
    // the site); at any other path it stays the files' and the API's.
    if (!isNavigation(req) && !(takesAnything(req) && findPage(await options.catalog.current(), req.path))) {
      next();
      return;
    }
    const shell = await template();
    if (!shell) {
      res.status(503).set('Cache-Control', 'no-store').type('text/plain').send(NOT_BUILT_MESSAGE);
      return;
    }
    const chosen = chosenLanguageRedirect(req.path, req.headers.cookie);
    if (chosen) {
      res.set({ 'Cache-Control': NO_CACHE, Vary: 'Cookie' }).redirect(302, chosen);
      return;
    }
    const pages = await options.catalog.current();
    const declared = findPage(pages, req.path);
    const exists = declared !== null && (!options.pageExists || (await options.pageExists(declared.page, declared.params)));
    const snapshot = exists && options.snapshots ? await options.snapshots.forPath(req.path, shell.build) : null;
    const canonical = options.canonicalOf ? await options.canonicalOf(req.path) : null;
    const { head } = pageHeadFor(pages, req.path, options.origin(req), snapshot, canonical);
    const eventContract = snapshot ? shell.eventContract : null;
    // The event contract is inlined (no request before the first paint): the CSP allows exactly it.
    if (eventContract) allowInlineScript(res, eventContract);
    const html = pageDocument(shell.text, exists ? head : { ...head, noindex: true }, { snapshot, eventContract });
    sendEncoded(req, res.status(exists ? 200 : 404).set('Cache-Control', NO_CACHE), encode(html, { rendered: !!snapshot }), 'html');
  };
}
