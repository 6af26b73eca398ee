import { richText, RouterLink } from '@pdpl/platform';
import { Box, Button, Heading, HStack, Link, Text } from '@pdpl/ui';
import { useEffect, useId, useRef } from 'react';
import { chooseConsent, useConsent } from './consent-store';
import { useConsentMessages } from './i18n';

/**
 * The analytics choice: on a first visit (or from the footer's Cookie settings), at the bottom of
 * the screen without covering the page's own controls for long. Accept and Reject look the same,
 * so neither is the easy way out; nothing analytical runs before Accept. Never in the HTML rendered
 * ahead: the choice is each visitor's own.
 */
export default function ConsentBanner() {
  const { record, asking } = useConsent();
  const t = useConsentMessages();
  const titleId = useId();
  const region = useRef<HTMLElement>(null);
  const reopened = asking && record !== null;

  // Reopened from the footer, the choice takes the keyboard focus; a first visit's does not steal it.
  useEffect(() => {
    if (reopened) region.current?.focus();
  }, [reopened]);

  if (!asking) return null;
  return (
    <Box
      as="section"
      ref={region}
      tabIndex={-1}
      aria-labelledby={titleId}
      position="fixed"
      insetX="0"
      bottom="0"
      zIndex="modal"
      bg="white"
      borderTopWidth="1px"
      borderColor="gray.300"
      shadow="lg"
      px="4"
      py="4"
      outline="none"
    >
      <Box maxW="7xl" mx="auto" display="flex" flexDirection={{ base: 'column', md: 'row' }} gap="4" alignItems={{ md: 'center' }}>
        <Box flex="1">
          <Heading as="h2" id={titleId} size="md" color="brand.900">
            {t('shell.consent.title')}
          </Heading>
          <Text mt="1" fontSize="sm" color="gray.700">
            {richText(t('shell.consent.body'), {
              policy: (text) => (
                <Link asChild color="brand.700" textDecoration="underline">
                  <RouterLink to="/privacy-policy">{text}</RouterLink>
                </Link>
              ),
            })}
          </Text>
        </Box>
        <HStack gap="3" flexShrink={0}>
          <Button colorPalette="brand" minW="28" onClick={() => chooseConsent('denied')}>
            {t('shell.consent.reject')}
          </Button>
          <Button colorPalette="brand" minW="28" onClick={() => chooseConsent('granted')}>
            {t('shell.consent.accept')}
          </Button>
        </HStack>
      </Box>
    </Box>
  );
}
