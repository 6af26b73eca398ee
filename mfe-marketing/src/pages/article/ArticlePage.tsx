import { RouterLink, useLocale, useLocation, usePageMeta } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, Link, Spinner, Text } from '@pdpl/ui';
import { Suspense, use } from 'react';
import { articleForPath, type Article } from '../../features/blog/articles';
import { ArticleImage } from '../../features/blog/components/ArticleImage';
import { ArticleMeta } from '../../features/blog/components/ArticleMeta';
import { articleBody } from '../../features/blog/content/load-article-body';
import { useArticleText, useBlogMessages } from '../../features/blog/i18n';
import { Prose } from '../../shared/prose/Prose';
import { UntranslatedNote } from '../../shared/prose/UntranslatedNote';

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

  usePageMeta({ title: t('marketing.blog.documentTitle', { title: text.title }), description: text.excerpt, keywords: text.keywords });

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
      <ArticleImage article={article} priority borderRadius="xl" mb="8" />
      <Suspense
        fallback={
          <HStack justify="center" py="16" role="status">
            <Spinner size="lg" color="brand.600" />
            <Text>{t('marketing.blog.loading')}</Text>
          </HStack>
        }
      >
        <ArticleBodyView id={article.id} />
      </Suspense>
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

function ArticleBodyView({ id }: { id: Article['id'] }) {
  const t = useBlogMessages();
  const body = use(articleBody(id, useLocale()));
  if (!body) {
    return (
      <Text role="alert" py="8">
        {t('marketing.blog.failed')}
      </Text>
    );
  }
  return (
    <>
      {!body.translated && <UntranslatedNote>{t('marketing.blog.untranslated')}</UntranslatedNote>}
      <Prose source={body.source} />
    </>
  );
}
