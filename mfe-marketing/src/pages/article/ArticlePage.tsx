import { SITE } from '@pdpl/contracts';
import { RouterLink, useLocation, usePageMeta } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, LazyImage, Link, RemoteRoot, Spinner, Text } from '@pdpl/ui';
import { useEffect, useState } from 'react';
import { articleForPath } from '../../features/blog/articles';
import { ArticleMeta } from '../../features/blog/components/ArticleMeta';
import { loadArticleBody } from '../../features/blog/content/load-article-body';
import { Prose } from '../../shared/prose/Prose';

type Body = { status: 'loading' } | { status: 'ready'; text: string } | { status: 'failed' };

/** Serves all sixteen article paths (short and long): the path names the article. */
export default function ArticlePage() {
  const { pathname } = useLocation();
  const article = articleForPath(pathname);
  const [body, setBody] = useState<{ id: string; value: Body } | null>(null);

  usePageMeta(article ? { title: `${article.title} | ${SITE.productName} Blog`, description: article.excerpt, keywords: article.keywords } : null);

  useEffect(() => {
    if (!article) return;
    let current = true;
    loadArticleBody(article.id).then(
      (text) => current && setBody({ id: article.id, value: { status: 'ready', text } }),
      () => current && setBody({ id: article.id, value: { status: 'failed' } }),
    );
    return () => {
      current = false;
    };
  }, [article]);

  if (!article) return null;
  const state: Body = body?.id === article.id ? body.value : { status: 'loading' };
  return (
    <RemoteRoot remote="mfe_marketing" build={__BUILD_ID__}>
      <Container as="article" maxW="3xl" py={{ base: '10', md: '16' }}>
        <Link asChild color="brand.700" mb="6" display="inline-block">
          <RouterLink to="/blog">← Back to Blog</RouterLink>
        </Link>
        <Heading as="h1" size={{ base: '2xl', md: '4xl' }} mb="4">
          {article.title}
        </Heading>
        <Box mb="6">
          <ArticleMeta article={article} />
        </Box>
        <LazyImage
          src={article.image.src}
          webpSrc={article.image.webpSrc}
          alt={article.image.alt}
          width={960}
          height={540}
          aspectRatio="16 / 9"
          borderRadius="xl"
          mb="8"
        />
        {state.status === 'loading' && (
          <HStack justify="center" py="16" role="status">
            <Spinner size="lg" color="brand.600" />
            <Text>Loading article...</Text>
          </HStack>
        )}
        {state.status === 'failed' && (
          <Text role="alert" py="8">
            The article could not be loaded. Check your connection and reload the page.
          </Text>
        )}
        {state.status === 'ready' && <Prose source={state.text} />}
        <Box mt="12" p="6" borderRadius="xl" bg="brand.50">
          <Heading as="h2" size="lg" mb="2">
            Get the next article by e-mail
          </Heading>
          <Text color="gray.700" mb="4">
            PDPL insights for DPOs and privacy teams, once a month.
          </Text>
          <HStack gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to="/newsletter">Subscribe</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/contact">Talk to us</RouterLink>
            </Button>
          </HStack>
        </Box>
      </Container>
    </RemoteRoot>
  );
}
