import { Box, Heading, Link, Text } from '@pdpl/ui';
import { RouterLink } from '@pdpl/platform';
import { useEffect } from 'react';
import { notePageLive } from '../hydration/roots';
import { useShellMessages } from '../i18n';

export function NotFoundPage() {
  const t = useShellMessages();
  useEffect(notePageLive, []);
  return (
    <Box textAlign="center" py="24" px="6">
      <Heading as="h1" size="5xl" mb="2">{t('shell.notFound.code')}</Heading>
      <Text fontSize="xl" color="fg.muted" mb="6">{t('shell.notFound.message')}</Text>
      <Link asChild color="brand.600" textDecoration="underline">
        <RouterLink to="/">{t('shell.notFound.home')}</RouterLink>
      </Link>
    </Box>
  );
}
