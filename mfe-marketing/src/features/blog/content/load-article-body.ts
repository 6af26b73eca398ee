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
