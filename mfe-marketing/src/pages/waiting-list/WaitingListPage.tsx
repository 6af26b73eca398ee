import { Box, Container, Heading, Link, RemoteRoot, Text } from '@pdpl/ui';
import { WaitlistForm } from '../../features/waitlist/components/WaitlistForm';
import { RouterLink } from '@pdpl/platform';

export default function WaitingListPage() {
  return (
    <RemoteRoot remote="mfe_marketing" build={__BUILD_ID__}>
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <Link asChild color="brand.600" mb="6" display="inline-block">
          <RouterLink to="/">← Back to Home</RouterLink>
        </Link>
        <Heading as="h1" size="3xl" mb="3">
          Join Waiting List
        </Heading>
        <Text color="fg.muted" mb="8">
          Be among the first privacy teams to run PDPL compliance with an AI co-pilot and expert-trained agents. We will
          contact you with early-access and pilot updates.
        </Text>
        <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
          <WaitlistForm />
        </Box>
      </Container>
    </RemoteRoot>
  );
}
