import type { Locale } from '@pdpl/contracts';

/** An article's text in the page's language, or in English where its translation is not there yet. */
export interface ArticleBody {
  source: string;
  translated: boolean;
}

/**
 * Each body is its own chunk, fetched only when its article is opened (index-blog-admin.md §2.1);
 * the Arabic one is `<id>.ar.md` beside the English `<id>.md`.
 */
const bodies = import.meta.glob<string>('./*.md', { query: '?raw', import: 'default' });

export async function loadArticleBody(id: string, locale: Locale): Promise<ArticleBody> {
  const translation = locale === 'en' ? undefined : bodies[`./${id}.${locale}.md`];
  if (translation) return { source: await translation(), translated: true };
  const english = bodies[`./${id}.md`];
  if (!english) throw new Error(`No body for article ${id}`);
  return { source: await english(), translated: locale === 'en' };
}

/** A body, or null when it could not be fetched (the page says so; a later visit fetches again). */
export type LoadedBody = ArticleBody | null;

const loaded = new Map<string, Promise<LoadedBody>>();

/**
 * The same promise for one article and language while it is wanted, for React's `use`: the page
 * suspends until its body is there, so the app's first settled render and the build's rendered
 * copy both show it.
 */
export function articleBody(id: string, locale: Locale): Promise<LoadedBody> {
  const key = `${locale}/${id}`;
  let body = loaded.get(key);
  if (!body) {
    body = loadArticleBody(id, locale).catch(() => {
      loaded.delete(key);
      return null;
    });
    loaded.set(key, body);
  }
  return body;
}
