import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, Text } from '@pdpl/ui';
import { ContactForm } from '../../features/contact/components/ContactForm';
import { useContactMessages } from '../../features/contact/i18n';

export default function ContactPage() {
  const t = useContactMessages();
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Button asChild variant="outline" size="sm" mb="6">
        <RouterLink to="/">{t('marketing.contact.back')}</RouterLink>
      </Button>
      <Heading as="h1" size="3xl" mb="3">
        {t('marketing.contact.title')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('marketing.contact.intro')}
      </Text>
      <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
        <ContactForm />
      </Box>
    </Container>
  );
}
