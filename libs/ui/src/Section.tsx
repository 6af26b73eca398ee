import { Box, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: string;
  /**
   * A short uppercase line above the title: the marketing home's design, whose header is a
   * narrow centred block set further apart from the content. Without it the title spans the section.
   */
  eyebrow?: string;
  intro?: ReactNode;
  tinted?: boolean;
  /** 'brand' (the KSA pages): a brand tint and a brand title; 'neutral' (the home): a grey tint and the text colour. */
  tone?: 'brand' | 'neutral';
  children: ReactNode;
}

/** An anchored page section (the header and in-page links point at its id) with its h2 and an optional intro. */
export function Section({ id, title, eyebrow, intro, tinted, tone = 'neutral', children }: SectionProps) {
  const headingId = `${id}-heading`;
  const brand = tone === 'brand';
  return (
    <Box as="section" id={id} aria-labelledby={headingId} py={{ base: '14', md: '20' }} bg={tinted ? (brand ? 'brand.50' : 'gray.50') : undefined}>
      <Container maxW="6xl">
        <Box textAlign="center" mx="auto" {...(eyebrow ? { maxW: '3xl', mb: { base: '8', md: '12' } } : { mb: intro ? '10' : '4' })}>
          {eyebrow && (
            <Text color="brand.700" fontWeight="semibold" textTransform="uppercase" letterSpacing="wider" fontSize="sm" mb="2">
              {eyebrow}
            </Text>
          )}
          <Heading as="h2" id={headingId} size={{ base: '2xl', md: '3xl' }} mb={intro ? '4' : '0'} color={brand ? 'brand.900' : undefined}>
            {title}
          </Heading>
          {intro && (
            <Text color="fg.muted" fontSize="lg" maxW="3xl" mx="auto">
              {intro}
            </Text>
          )}
        </Box>
        {children}
      </Container>
    </Box>
  );
}
