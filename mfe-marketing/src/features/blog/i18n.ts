import { defineMessages } from '@pdpl/platform';
import type { Article } from './articles';
import en from './messages/en.json';

export const useBlogMessages = defineMessages<keyof typeof en>({ en, ar: () => import('./messages/ar.json') }).useMessages;

/** An article's card texts in the page's language. */
export function useArticleText(article: Article) {
  const t = useBlogMessages();
  const text = (field: 'title' | 'excerpt' | 'imageAlt' | 'author' | 'category1' | 'category2' | 'keywords') =>
    t(`marketing.blog.article.${article.id}.${field}`);
  return {
    title: text('title'),
    excerpt: text('excerpt'),
    imageAlt: text('imageAlt'),
    author: text('author'),
    categories: [text('category1'), text('category2')],
    keywords: text('keywords'),
  };
}
