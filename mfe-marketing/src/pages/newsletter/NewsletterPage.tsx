import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, Link, Text } from '@pdpl/ui';
import { useEffect, useRef, useState } from 'react';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';
import { useNewsletterMessages } from '../../features/newsletter/i18n';

export default function NewsletterPage() {
  const t = useNewsletterMessages();
  const [subscribed, setSubscribed] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);
  // The form disappears on success: move focus to the news so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (subscribed) successHeading.current?.focus();
  }, [subscribed]);
  return (
    <Container maxW="2xl" py={{ base: '10', md: '16' }}>
      <Link asChild color="brand.600" mb="6" display="inline-block">
        <RouterLink to="/blog">{t('marketing.newsletter.back')}</RouterLink>
      </Link>
      <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
        {subscribed ? (
          <Box textAlign="center" py="6">
            <Heading as="h1" size="2xl" mb="3" ref={successHeading} tabIndex={-1} outline="none">
              {t('marketing.newsletter.doneTitle')}
            </Heading>
            <Text color="fg.muted" mb="6">
              {t('marketing.newsletter.doneBody')}
            </Text>
            <HStack justify="center" gap="3" wrap="wrap">
              <Button asChild colorPalette="brand">
                <RouterLink to="/blog">{t('marketing.newsletter.readBlog')}</RouterLink>
              </Button>
              <Button asChild variant="outline">
                <RouterLink to="/KSA">{t('marketing.newsletter.exploreKsa')}</RouterLink>
              </Button>
            </HStack>
          </Box>
        ) : (
          <>
            <Heading as="h1" size="2xl" mb="3">
              {t('marketing.newsletter.title')}
            </Heading>
            <Text color="fg.muted" mb="6">
              {t('marketing.newsletter.intro')}
            </Text>
            <NewsletterForm onSubscribed={() => setSubscribed(true)} />
          </>
        )}
      </Box>
    </Container>
  );
}
