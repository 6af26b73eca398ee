import { BLOG_ARTICLE_SLUGS, blogLongPath, blogShortPath } from '@pdpl/contracts';
import checkboxJpg from '../../assets/blog/checkbox-to-culture.jpg';
import checkboxWebp from '../../assets/blog/checkbox-to-culture.webp';
import earlyJpg from '../../assets/blog/early-compliance.jpg';
import earlyWebp from '../../assets/blog/early-compliance.webp';
import hiddenJpg from '../../assets/blog/hidden-costs.jpg';
import hiddenWebp from '../../assets/blog/hidden-costs.webp';
import proveJpg from '../../assets/blog/prove-pdpl-compliance.jpg';
import proveWebp from '../../assets/blog/prove-pdpl-compliance.webp';
import salesJpg from '../../assets/blog/sales-marketing-pdpl.jpg';
import salesWebp from '../../assets/blog/sales-marketing-pdpl.webp';
import leadersJpg from '../../assets/blog/smart-leaders.jpg';
import leadersWebp from '../../assets/blog/smart-leaders.webp';
import uaeJpg from '../../assets/blog/uae-ai-adoption.jpg';
import uaeWebp from '../../assets/blog/uae-ai-adoption.webp';
import webinarJpg from '../../assets/blog/webinar-recap.jpg';
import webinarWebp from '../../assets/blog/webinar-recap.webp';

type Slug = (typeof BLOG_ARTICLE_SLUGS)[number]['slug'];

/**
 * A blog article (spec §3 "Blog article"): its card's texts are messages named after its id
 * (marketing.blog.article.<id>.*, see useArticleText), its body loads on demand.
 */
export interface Article {
  id: Slug;
  image: { src: string; webpSrc: string };
  /** dd/mm/yyyy, as the spec shows dates. */
  date: string;
  /** The long legacy path the listing links to (spec §2 "Blog listing"). */
  readMoreUrl: string;
  shortPath: string;
}

type ArticleData = Omit<Article, 'readMoreUrl' | 'shortPath'>;

const DATA: ArticleData[] = [
  { id: 'checkbox-to-culture', image: { src: checkboxJpg, webpSrc: checkboxWebp }, date: '09/07/2025' },
  { id: 'uae-ai-adoption', image: { src: uaeJpg, webpSrc: uaeWebp }, date: '25/06/2025' },
  { id: 'prove-pdpl-compliance', image: { src: proveJpg, webpSrc: proveWebp }, date: '11/06/2025' },
  { id: 'sales-marketing-pdpl', image: { src: salesJpg, webpSrc: salesWebp }, date: '28/05/2025' },
  { id: 'webinar-recap', image: { src: webinarJpg, webpSrc: webinarWebp }, date: '08/05/2025' },
  { id: 'smart-leaders', image: { src: leadersJpg, webpSrc: leadersWebp }, date: '23/04/2025' },
  { id: 'hidden-costs', image: { src: hiddenJpg, webpSrc: hiddenWebp }, date: '09/04/2025' },
  { id: 'early-compliance', image: { src: earlyJpg, webpSrc: earlyWebp }, date: '19/03/2025' },
];

/** The eight articles in the spec's order, newest first; the listing features the first. */
export const ARTICLES: Article[] = DATA.map((a) => {
  const slugs = BLOG_ARTICLE_SLUGS.find((s) => s.slug === a.id);
  if (!slugs) throw new Error(`No route for article ${a.id}`);
  return { ...a, readMoreUrl: blogLongPath(slugs.longSlug), shortPath: blogShortPath(slugs.slug) };
});

/** Finds the article a path names, by its short or its long path. */
export function articleForPath(pathname: string): Article | undefined {
  return ARTICLES.find((a) => a.shortPath === pathname || a.readMoreUrl === pathname);
}
