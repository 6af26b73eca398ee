import { SITE } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, RemoteRoot, Text } from '@pdpl/ui';
import { ContactForm } from '../../features/contact/components/ContactForm';

export default function ContactPage() {
  return (
    <RemoteRoot remote="mfe_marketing" build={__BUILD_ID__}>
      <Container maxW="3xl" py={{ base: '10', md: '16' }}>
        <Button asChild variant="outline" size="sm" mb="6">
          <RouterLink to="/">← Back to Home</RouterLink>
        </Button>
        <Heading as="h1" size="3xl" mb="3">
          Contact
        </Heading>
        <Text color="fg.muted" mb="8">
          Ask for a free PDPL consultation, talk to sales about {SITE.productName} subscriptions, or ask about our
          Build-Operate-Transfer implementation services. A member of our team replies within two business days.
        </Text>
        <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
          <ContactForm />
        </Box>
      </Container>
    </RemoteRoot>
  );
}
