import { Box, Container, Heading, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  eyebrow: string;
  title: string;
  intro?: string;
  tinted?: boolean;
  children: ReactNode;
}

/** One anchored home section with its heading; the header links to these ids. */
export function Section({ id, eyebrow, title, intro, tinted, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '14', md: '20' }} bg={tinted ? 'gray.50' : undefined}>
      <Container maxW="6xl">
        <Box textAlign="center" maxW="3xl" mx="auto" mb={{ base: '8', md: '12' }}>
          <Text color="brand.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" mb="2">
            {eyebrow}
          </Text>
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} mb={intro ? '4' : '0'}>
            {title}
          </Heading>
          {intro && (
            <Text color="fg.muted" fontSize="lg">
              {intro}
            </Text>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
