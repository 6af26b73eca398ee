import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, SimpleGrid, Text } from '@pdpl/ui';
import { ARTICLES } from '../../features/blog/articles';
import { ArticleCard } from '../../features/blog/components/ArticleCard';
import { useBlogMessages } from '../../features/blog/i18n';

export default function BlogPage() {
  const t = useBlogMessages();
  const [featured, ...rest] = ARTICLES;
  return (
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Box textAlign="center" maxW="3xl" mx="auto" mb="10">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
            {t('marketing.blog.title')}
          </Heading>
          <Text color="gray.700" fontSize="lg">
            {t('marketing.blog.intro')}
          </Text>
        </Box>
        <Box mb="10">
          <ArticleCard article={featured} featured />
        </Box>
        <Heading as="h2" size="xl" mb="6">
          {t('marketing.blog.more')}
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {rest.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </SimpleGrid>
        <Box mt="14" p={{ base: '6', md: '10' }} borderRadius="xl" bg="brand.50" textAlign="center">
          <Heading as="h2" size="xl" mb="3">
            {t('marketing.blog.stayAhead.title')}
          </Heading>
          <Text color="gray.700" mb="6">
            {t('marketing.blog.stayAhead.text')}
          </Text>
          <HStack justify="center" gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to="/newsletter">{t('marketing.blog.stayAhead.subscribe')}</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/contact">{t('marketing.blog.stayAhead.contact')}</RouterLink>
            </Button>
          </HStack>
        </Box>
      </Container>
  );
}
