import { SITE } from '../site.js';
import type { PageDeclaration } from './declaration.js';

const BASE_KEYWORDS = 'PDPL, Saudi Arabia, data privacy, data protection officer, DPO, compliance, SDAIA';

type PageMetaFields = Pick<PageDeclaration, 'title' | 'description' | 'keywords'>;

/** A page's title, description and keywords in the site's one style: "Title | Mizan", the site's keywords last. */
export function pageMeta(title: string, description: string, keywords: string): PageMetaFields {
  return { title: `${title} | ${SITE.productName}`, description, keywords: `${keywords}, ${BASE_KEYWORDS}` };
}

/** The home page's own title (the product and its tagline) with the site's keywords. */
export function homePageMeta(description: string, keywords: string): PageMetaFields {
  return { title: `${SITE.productName} – ${SITE.productTagline}`, description, keywords: `${keywords}, ${BASE_KEYWORDS}` };
}

/** What any path that no remote declares shows. */
export const NOT_FOUND_PAGE_META = pageMeta('Page Not Found', 'The page you are looking for does not exist.', '404');
