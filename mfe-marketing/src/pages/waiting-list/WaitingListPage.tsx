import { Box, Container, Heading, Link, Text } from '@pdpl/ui';
import { RouterLink } from '@pdpl/platform';
import { WaitlistForm } from '../../features/waitlist/components/WaitlistForm';
import { useWaitlistMessages } from '../../features/waitlist/i18n';

export default function WaitingListPage() {
  const t = useWaitlistMessages();
  return (
    <Container maxW="3xl" py={{ base: '10', md: '16' }}>
      <Link asChild color="brand.600" mb="6" display="inline-block">
        <RouterLink to="/">{t('marketing.waitlist.back')}</RouterLink>
      </Link>
      <Heading as="h1" size="3xl" mb="3">
        {t('marketing.waitlist.title')}
      </Heading>
      <Text color="fg.muted" mb="8">
        {t('marketing.waitlist.intro')}
      </Text>
      <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
        <WaitlistForm />
      </Box>
    </Container>
  );
}
