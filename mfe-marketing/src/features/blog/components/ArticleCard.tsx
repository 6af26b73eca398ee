import { RouterLink } from '@pdpl/platform';
import { Box, Heading, LazyImage, Link, Stack, Text } from '@pdpl/ui';
import type { Article } from '../articles';
import { ArticleMeta } from './ArticleMeta';

/** A listing card; the featured one lays out wide with a larger title. */
export function ArticleCard({ article, featured = false }: { article: Article; featured?: boolean }) {
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
      <LazyImage
        src={article.image.src}
        webpSrc={article.image.webpSrc}
        alt={article.image.alt}
        width={960}
        height={540}
        aspectRatio="16 / 9"
        flex={featured ? { md: '1.2' } : undefined}
      />
      <Stack p={{ base: '5', md: featured ? '8' : '5' }} gap="3" flex="1">
        <ArticleMeta article={article} />
        <Heading as={featured ? 'h2' : 'h3'} size={featured ? '2xl' : 'lg'}>
          <Link asChild color="fg" _hover={{ color: 'brand.700' }}>
            <RouterLink to={article.readMoreUrl}>{article.title}</RouterLink>
          </Link>
        </Heading>
        <Text color="gray.700">{article.excerpt}</Text>
        <Link asChild color="brand.700" fontWeight="semibold" mt="auto">
          <RouterLink to={article.readMoreUrl} aria-label={`Read more: ${article.title}`}>
            Read more →
          </RouterLink>
        </Link>
      </Stack>
    </Box>
  );
}
