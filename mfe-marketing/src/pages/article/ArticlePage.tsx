import { RouterLink, useLocale, useLocation, usePageMeta } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, Link, Spinner, Text } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { articleForPath, type Article } from '../../features/blog/articles';
import { ArticleImage } from '../../features/blog/components/ArticleImage';
import { ArticleMeta } from '../../features/blog/components/ArticleMeta';
import { loadArticleBody, type ArticleBody } from '../../features/blog/content/load-article-body';
import { useArticleText, useBlogMessages } from '../../features/blog/i18n';
import { Prose } from '../../shared/prose/Prose';
import { UntranslatedNote } from '../../shared/prose/UntranslatedNote';

type Body = { status: 'loading' } | ({ status: 'ready' } & ArticleBody) | { status: 'failed' };

/** Serves all sixteen article paths (short and long): the path names the article. */
export default function ArticlePage() {
  const { pathname } = useLocation();
  const article = articleForPath(pathname);
  if (!article) return null;
  return <ArticleView article={article} />;
}

function ArticleView({ article }: { article: Article }) {
  const t = useBlogMessages();
  const text = useArticleText(article);
  const locale = useLocale();
  const [body, setBody] = useState<{ key: string; value: Body } | null>(null);
  const key = `${locale}/${article.id}`;

  usePageMeta({ title: t('marketing.blog.documentTitle', { title: text.title }), description: text.excerpt, keywords: text.keywords });

  useEffect(() => {
    let current = true;
    loadArticleBody(article.id, locale).then(
      (loaded) => current && setBody({ key, value: { status: 'ready', ...loaded } }),
      () => current && setBody({ key, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [article, locale, key]);

  const state: Body = body?.key === key ? body.value : { status: 'loading' };
  return (
    <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
      <Link asChild color="brand.700" mb="6" display="inline-block">
        <RouterLink to="/blog">{t('marketing.blog.back')}</RouterLink>
      </Link>
      <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="4">
        {text.title}
      </Heading>
      <Box mb="6">
        <ArticleMeta article={article} />
      </Box>
      <ArticleImage article={article} borderRadius="xl" mb="8" />
      {state.status === 'loading' && (
        <HStack justify="center" py="16" role="status">
          <Spinner size="lg" color="brand.600" />
          <Text>{t('marketing.blog.loading')}</Text>
        </HStack>
      )}
      {state.status === 'failed' && (
        <Text role="alert" py="8">
          {t('marketing.blog.failed')}
        </Text>
      )}
      {state.status === 'ready' && !state.translated && <UntranslatedNote>{t('marketing.blog.untranslated')}</UntranslatedNote>}
      {state.status === 'ready' && <Prose source={state.source} />}
      <Box mt="12" p="6" borderRadius="xl" bg="brand.50">
        <Heading as="h2" size="lg" mb="2">
          {t('marketing.blog.next.title')}
        </Heading>
        <Text color="gray.700" mb="4">
          {t('marketing.blog.next.text')}
        </Text>
        <HStack gap="3" wrap="wrap">
          <Button asChild colorPalette="brand">
            <RouterLink to="/newsletter">{t('marketing.blog.next.subscribe')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand">
            <RouterLink to="/contact">{t('marketing.blog.next.contact')}</RouterLink>
          </Button>
        </HStack>
      </Box>
    </Container>
  );
}
