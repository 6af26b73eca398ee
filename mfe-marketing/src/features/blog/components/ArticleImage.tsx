import { LazyImage } from '@pdpl/ui';
import type { ComponentProps } from 'react';
import type { Article } from '../articles';
import { useArticleText } from '../i18n';

type Props = { article: Article } & Omit<ComponentProps<typeof LazyImage>, 'src' | 'webpSrc' | 'alt' | 'width' | 'height' | 'aspectRatio'>;

/** An article's 16:9 picture, on its card and on its page. */
export function ArticleImage({ article, ...boxProps }: Props) {
  const { imageAlt } = useArticleText(article);
  return <LazyImage src={article.image.src} webpSrc={article.image.webpSrc} alt={imageAlt} width={960} height={540} aspectRatio="16 / 9" {...boxProps} />;
}
