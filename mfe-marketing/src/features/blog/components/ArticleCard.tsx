import { RouterLink } from '@pdpl/platform';
import { Box, Heading, Link, Stack, Text } from '@pdpl/ui';
import type { Article } from '../articles';
import { useArticleText, useBlogMessages } from '../i18n';
import { ArticleImage } from './ArticleImage';
import { ArticleMeta } from './ArticleMeta';

/** A listing card; the featured one lays out wide with a larger title. */
export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
  const t = useBlogMessages();
  const text = useArticleText(article);
  return (
    <Box
      as="article"
      borderWidth="1px"
      borderRadius="xl"
      overflow="hidden"
      bg="bg"
      display="flex"
      flexDirection={featured ? { base: 'column', md: 'row' } : 'column'}
    >
      <ArticleImage article={article} priority={featured} flex={featured ? { md: '1.2' } : undefined} />
      <Stack p={{ base: '5', md: featured ? '8' : '5' }} gap="3" flex="1">
        <ArticleMeta article={article} />
        <Heading as={featured ? 'h2' : 'h3'} size={featured ? '2xl' : 'lg'}>
          <Link asChild color="fg" _hover={{ color: 'brand.700' }}>
            <RouterLink to={article.readMoreUrl}>{text.title}</RouterLink>
          </Link>
        </Heading>
        <Text color="gray.700">{text.excerpt}</Text>
        <Link asChild color="brand.700" fontWeight="semibold" mt="auto">
          <RouterLink to={article.readMoreUrl} aria-label={t('marketing.blog.readMoreLabel', { title: text.title })}>
            {t('marketing.blog.readMore')}
          </RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
