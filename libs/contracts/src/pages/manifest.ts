import { REMOTE_NAMES, type RemoteName } from '../config/runtime-config.js';
import { STAFF_ROLES, type StaffRole } from '../staff/roles.js';
import type { PageAccess, PageDeclaration, PageManifest, PageManifestEntry, RoutedPage } from './declaration.js';
import { isLocale, type Locale } from '../i18n/locales.js';
import { hasArabicTwin } from './prerender.js';

/** A manifest or a set of manifests the shell cannot route from; the message names what is wrong. */
export class PageManifestError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PageManifestError';
  }
}

function moduleOf(component: string): `./${string}` {
  const file = component.slice(component.lastIndexOf('/') + 1);
  return `./${file.replace(/\.tsx$/, '')}`;
}

/** The Vite `exposes` of a remote, one module per declared component. */
export function exposesOf(pages: readonly PageDeclaration[]): Record<string, string> {
  const exposes: Record<string, string> = {};
  for (const { component } of pages) {
    const name = moduleOf(component);
    if (exposes[name] && exposes[name] !== component) {
      throw new PageManifestError(`${component} and ${exposes[name]} would both be exposed as ${name}: rename one file`);
    }
    exposes[name] = component;
  }
  return exposes;
}

/** The manifest a remote publishes, checked as the shell will check it. */
export function pageManifestOf(remote: RemoteName, pages: readonly PageDeclaration[]): PageManifest {
  exposesOf(pages);
  const manifest: PageManifest = {
    remote,
    pages: pages.map(({ component, ...page }) => ({ ...page, module: moduleOf(component) })),
  };
  return parsePageManifest(manifest, remote);
}

const TEXT_FIELDS = ['path', 'module', 'title', 'description', 'keywords'] as const;

function parseAccess(value: unknown): PageAccess | null {
  if (value === 'public') return 'public';
  if (typeof value !== 'object' || value === null) return null;
  const roles = (value as { roles?: unknown }).roles;
  if (!Array.isArray(roles) || roles.length === 0) return null;
  if (!roles.every((role) => (STAFF_ROLES as readonly unknown[]).includes(role))) return null;
  return { roles: roles as StaffRole[] };
}

function parseEntry(value: unknown, where: string, problems: string[]): PageManifestEntry | null {
  if (typeof value !== 'object' || value === null) {
    problems.push(`${where} is not an object`);
    return null;
  }
  const raw = value as Record<string, unknown>;
  const before = problems.length;
  for (const field of TEXT_FIELDS) {
    if (typeof raw[field] !== 'string' || raw[field] === '') problems.push(`${where} has no ${field}`);
  }
  if (typeof raw.path === 'string' && !raw.path.startsWith('/')) problems.push(`${where}'s path ${raw.path} does not start with /`);
  if (typeof raw.module === 'string' && !/^\.\/[A-Za-z0-9_]+$/.test(raw.module)) problems.push(`${where}'s module ${raw.module} is not like ./PageName`);
  const access = parseAccess(raw.access);
  if (!access) problems.push(`${where} has no access ('public' or { roles: [...] })`);
  if (typeof raw.prerender !== 'boolean') problems.push(`${where} has no prerender (true or false)`);
  if (raw.canonical !== undefined && (typeof raw.canonical !== 'string' || !raw.canonical.startsWith('/'))) problems.push(`${where}'s canonical is not a path`);
  const arabic = (raw.localized as { ar?: Record<string, unknown> } | undefined)?.ar;
  if (access && typeof raw.prerender === 'boolean' && hasArabicTwin({ access, prerender: raw.prerender })) {
    for (const field of ['title', 'description', 'keywords'] as const) {
      if (typeof arabic?.[field] !== 'string' || arabic[field] === '') problems.push(`${where} is public but has no Arabic ${field} (localized.ar.${field})`);
    }
  }
  const rendered = raw.rendered;
  if (rendered !== undefined && (!Array.isArray(rendered) || !rendered.every(isLocale))) problems.push(`${where}'s rendered is not a list of languages`);
  if (raw.renderedWithData !== undefined && raw.renderedWithData !== true) problems.push(`${where}'s renderedWithData is not true`);
  if (problems.length > before) return null;
  const { path, module, title, description, keywords } = raw as unknown as PageManifestEntry;
  const canonical = raw.canonical as string | undefined;
  const localized = arabic ? { localized: { ar: { title: arabic.title as string, description: arabic.description as string, keywords: arabic.keywords as string } } } : {};
  return { path, module, title, description, keywords, access: access!, prerender: raw.prerender as boolean, ...(canonical ? { canonical } : {}), ...localized, ...(rendered ? { rendered: rendered as Locale[] } : {}), ...(raw.renderedWithData ? { renderedWithData: true as const } : {}) };
}

/**
 * Checks a manifest read from a remote's build (JSON from another team's deployment): every page
 * needs each field, and a path may appear once. Throws one error listing every problem.
 */
export function parsePageManifest(value: unknown, remote: RemoteName): PageManifest {
  const label = `The page manifest of ${remote}`;
  if (typeof value !== 'object' || value === null) throw new PageManifestError(`${label} is not a JSON object`);
  const raw = value as Record<string, unknown>;
  if (raw.remote !== remote) throw new PageManifestError(`${label} names remote ${JSON.stringify(raw.remote)} instead`);
  if (!Array.isArray(raw.pages) || raw.pages.length === 0) throw new PageManifestError(`${label} lists no pages`);
  const problems: string[] = [];
  const pages: PageManifestEntry[] = [];
  const seen = new Set<string>();
  raw.pages.forEach((entry, i) => {
    const page = parseEntry(entry, `page ${i + 1}`, problems);
    if (!page) return;
    if (seen.has(page.path)) problems.push(`page ${i + 1}'s path ${page.path} is declared twice`);
    seen.add(page.path);
    pages.push(page);
  });
  if (problems.length > 0) throw new PageManifestError(`${label} is invalid: ${problems.join('; ')}`);
  return { remote, pages };
}

/** Every remote's pages in one route list; two remotes claiming one path is an error naming both. */
export function mergePageManifests(manifests: readonly PageManifest[]): RoutedPage[] {
  const owner = new Map<string, RemoteName>();
  const conflicts: string[] = [];
  const pages: RoutedPage[] = [];
  for (const manifest of manifests) {
    for (const page of manifest.pages) {
      const claimed = owner.get(page.path);
      if (claimed) {
        conflicts.push(`${page.path} is declared by both ${claimed} and ${manifest.remote}`);
        continue;
      }
      owner.set(page.path, manifest.remote);
      pages.push({ ...page, remote: manifest.remote });
    }
  }
  if (conflicts.length > 0) throw new PageManifestError(`Two remotes claim one path: ${conflicts.join('; ')}`);
  return pages;
}

/** Checks the merged list as /config.json carries it (the shell's side of the contract). */
export function parseRoutedPages(value: unknown): RoutedPage[] {
  if (!Array.isArray(value)) throw new PageManifestError('Runtime config has no "pages" list');
  const byRemote = new Map<RemoteName, unknown[]>();
  for (const entry of value) {
    const remote = (entry as { remote?: unknown } | null)?.remote;
    if (!(REMOTE_NAMES as readonly unknown[]).includes(remote)) throw new PageManifestError(`Runtime config lists a page of unknown remote ${JSON.stringify(remote)}`);
    byRemote.set(remote as RemoteName, [...(byRemote.get(remote as RemoteName) ?? []), entry]);
  }
  return mergePageManifests([...byRemote].map(([remote, pages]) => parsePageManifest({ remote, pages }, remote)));
}
