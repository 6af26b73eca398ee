import { Box, Heading, Link, Text } from '@pdpl/ui';
import { RouterLink } from '@pdpl/platform';

export function NotFoundPage() {
  return (
    <Box textAlign="center" py="24" px="6">
      <Heading as="h1" size="5xl" mb="2">404</Heading>
      <Text fontSize="xl" color="fg.muted" mb="6">Oops! Page not found</Text>
      <Link asChild color="brand.600" textDecoration="underline">
        <RouterLink to="/">Return to Home</RouterLink>
      </Link>
    </Box>
  );
}
