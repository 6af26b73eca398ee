import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, RemoteRoot, SimpleGrid, Text } from '@pdpl/ui';
import { ARTICLES } from '../../features/blog/articles';
import { ArticleCard } from '../../features/blog/components/ArticleCard';

export default function BlogPage() {
  const [featured, ...rest] = ARTICLES;
  return (
    <RemoteRoot remote="mfe_marketing" build={__BUILD_ID__}>
      <Container maxW="6xl" py={{ base: '10', md: '16' }}>
        <Box textAlign="center" maxW="3xl" mx="auto" mb="10">
          <Heading as="h1" size={{ base: '3xl', md: '4xl' }} mb="3">
            Navigating PDPL in KSA
          </Heading>
          <Text color="gray.700" fontSize="lg">
            Practical guidance on Saudi Arabia's Personal Data Protection Law for DPOs, privacy teams and the leaders
            they report to.
          </Text>
        </Box>
        <Box mb="10">
          <ArticleCard article={featured} featured />
        </Box>
        <Heading as="h2" size="xl" mb="6">
          More articles
        </Heading>
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {rest.map((a) => (
            <ArticleCard key={a.id} article={a} />
          ))}
        </SimpleGrid>
        <Box mt="14" p={{ base: '6', md: '10' }} borderRadius="xl" bg="brand.50" textAlign="center">
          <Heading as="h2" size="xl" mb="3">
            Stay ahead of PDPL
          </Heading>
          <Text color="gray.700" mb="6">
            Get new articles and SDAIA updates by e-mail, or talk to us about your programme.
          </Text>
          <HStack justify="center" gap="3" wrap="wrap">
            <Button asChild colorPalette="brand">
              <RouterLink to="/newsletter">Subscribe to the Newsletter</RouterLink>
            </Button>
            <Button asChild variant="outline" colorPalette="brand">
              <RouterLink to="/contact">Contact Us</RouterLink>
            </Button>
          </HStack>
        </Box>
      </Container>
    </RemoteRoot>
  );
}
