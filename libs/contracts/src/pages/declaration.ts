import type { RemoteName } from '../config/runtime-config.js';
import type { Locale } from '../i18n/locales.js';
import type { StaffRole } from '../staff/roles.js';

/** Who may open a page: anyone, or staff with one of the roles (the shell enforces it for every page it routes). */
export type PageAccess = 'public' | { roles: readonly StaffRole[] };

/** One page as a remote declares it, in its own `src/remote-pages.ts`. */
export interface PageDeclaration {
  /** Router pattern, e.g. `/PDPLComplianceIndex/:companyId`; matched case-sensitively. */
  path: string;
  /**
   * The page component's module from the remote's folder. The build exposes it under its file
   * name (`./src/pages/x/IndexPage.tsx` → `./IndexPage`), so a wrong path fails the build.
   */
  component: `./src/${string}.tsx`;
  title: string;
  description: string;
  keywords: string;
  access: PageAccess;
  /** Whether the page's HTML may be rendered ahead of a request (public content only). */
  prerender: boolean;
  /** Another path with the same content that search engines should index instead (an article's long path). */
  canonical?: string;
  /** The Arabic title, description and keywords of a page with an Arabic twin (a public page), from the remote's message files. */
  localized?: { ar: PageMetaFields };
}

export type PageMetaFields = Pick<PageDeclaration, 'title' | 'description' | 'keywords'>;

/** A page as published in the remote's manifest: the component replaced by the module it is exposed as. */
export interface PageManifestEntry extends Omit<PageDeclaration, 'component'> {
  /** The exposed module, e.g. `./IndexPage`; the shell loads `<remote>/IndexPage`. */
  module: `./${string}`;
  /** The languages in which the remote's build rendered the page (RENDERED_DIR): pages without data only. */
  rendered?: Locale[];
  /** Rendered by the remote's DATA_PAGES_ENTRY with the API's data, in each of its languages. */
  renderedWithData?: true;
}

/** Written beside the remote's remoteEntry.js as pages.json. */
export interface PageManifest {
  remote: RemoteName;
  pages: PageManifestEntry[];
}

/** A manifest entry once merged into /config.json: the shell routes it to its remote. */
export interface RoutedPage extends PageManifestEntry {
  remote: RemoteName;
}

/** File name of the page manifest, published beside remoteEntry.js. */
export const PAGE_MANIFEST_FILE = 'pages.json';

/**
 * The module every remote exposes beside its pages: `{ build }`, the remote's BUILD_ID, which the
 * shell shows on each of its pages (`data-build` of the page root), so the code says which build it is.
 */
export const REMOTE_BUILD_INFO_MODULE = './build-info';

export interface RemoteBuildInfo {
  build: string;
}
