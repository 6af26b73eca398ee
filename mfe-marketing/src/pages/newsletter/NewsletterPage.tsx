import { SITE } from '@pdpl/contracts';
import { RouterLink } from '@pdpl/platform';
import { Box, Button, Container, Heading, HStack, Link, RemoteRoot, Text } from '@pdpl/ui';
import { useEffect, useRef, useState } from 'react';
import { NewsletterForm } from '../../features/newsletter/components/NewsletterForm';

export default function NewsletterPage() {
  const [subscribed, setSubscribed] = useState(false);
  const successHeading = useRef<HTMLHeadingElement>(null);
  // The form disappears on success: move focus to the news so keyboard and screen-reader users hear it.
  useEffect(() => {
    if (subscribed) successHeading.current?.focus();
  }, [subscribed]);
  return (
    <RemoteRoot remote="mfe_marketing" build={__BUILD_ID__}>
      <Container maxW="2xl" py={{ base: '10', md: '16' }}>
        <Link asChild color="brand.600" mb="6" display="inline-block">
          <RouterLink to="/blog">← Back to Blog</RouterLink>
        </Link>
        <Box borderWidth="1px" borderRadius="xl" p={{ base: '5', md: '8' }} bg="bg">
          {subscribed ? (
            <Box textAlign="center" py="6">
              <Heading as="h1" size="2xl" mb="3" ref={successHeading} tabIndex={-1} outline="none">
                You're subscribed
              </Heading>
              <Text color="fg.muted" mb="6">
                The next issue of PDPL Insights will reach your inbox. Meanwhile, read the latest articles or see what
                PDPL means for organisations in Saudi Arabia.
              </Text>
              <HStack justify="center" gap="3" wrap="wrap">
                <Button asChild colorPalette="brand">
                  <RouterLink to="/blog">Read the Blog</RouterLink>
                </Button>
                <Button asChild variant="outline">
                  <RouterLink to="/KSA">Explore PDPL in KSA</RouterLink>
                </Button>
              </HStack>
            </Box>
          ) : (
            <>
              <Heading as="h1" size="2xl" mb="3">
                Subscribe to PDPL Insights
              </Heading>
              <Text color="fg.muted" mb="6">
                One e-mail a month from the {SITE.productName} team: SDAIA guidance as it is published, enforcement
                lessons, and practical playbooks for DPOs running PDPL programmes in Saudi Arabia.
              </Text>
              <NewsletterForm onSubscribed={() => setSubscribed(true)} />
            </>
          )}
        </Box>
      </Container>
    </RemoteRoot>
  );
}
