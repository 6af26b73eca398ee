import { Box, Container, Heading, Text } from '@pdpl/ui';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  intro?: ReactNode;
  tinted?: boolean;
  children: ReactNode;
}

/** A page section with an anchor, an h2 and an optional intro: the layout every page of this remote repeats. */
export function Section({ id, title, intro, tinted, children }: SectionProps) {
  const headingId = `${id}-heading`;
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '14', md: '20' }} bg={tinted ? 'brand.50' : undefined}>
      <Container maxW="6xl">
        <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} textAlign="center" mb="4" color="brand.900">
          {title}
        </Heading>
        {intro && (
          <Text fontSize="lg" color="fg.muted" textAlign="center" maxW="3xl" mx="auto" mb="10">
            {intro}
          </Text>
        )}
        {children}
      </Container>
    </Box>
  );
}
